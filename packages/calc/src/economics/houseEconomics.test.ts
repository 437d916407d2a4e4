import { describe, expect, it } from 'vitest';
import { CalcInputError } from '../input';
import { calculateHouseEconomics } from './houseEconomics';
import { calculateVariants } from './variantCalculator';

const house = { wohnflaeche: 150, spezHeizwaermebedarf: 80, haushaltsstrom: 4000 };

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof CalcInputError) return e.field;
    throw e;
  }
  return undefined;
}

describe('house economics (EFH)', () => {
  it('a heat pump turns heat into electricity by its seasonal performance factor', () => {
    const r = calculateHouseEconomics({ ...house, erzeuger: 'luftWasserWP', vorlaufTemp: 35, jazHeizen: 4 });
    expect(r.energie.heizwaerme).toBe(12000);
    expect(r.energie.strombedarf).toBeCloseTo(4000 + (12000 + 150 * 12.5) / 4, 6);
    expect(r.energie.endenergie.erdgas).toBeUndefined();
  });

  it('the hourly model carries every kWh of the electricity demand (self-use + grid = demand)', () => {
    const r = calculateHouseEconomics({
      ...house,
      kuehlen: true,
      spezKuehlbedarf: 10,
      lueften: true,
      pvLeistung: 6,
      batterieKapazitaet: 5,
    });
    expect(r.energie.kuehlung).toBe(1500);
    expect(r.pv.eigenverbrauch + r.pv.netzbezug).toBeCloseTo(r.energie.strombedarf, 6);
  });

  it('a higher flow temperature costs the heat pump efficiency and money', () => {
    const low = calculateHouseEconomics({ ...house, erzeuger: 'luftWasserWP', vorlaufTemp: 35 });
    const high = calculateHouseEconomics({ ...house, erzeuger: 'luftWasserWP', vorlaufTemp: 55 });
    expect(high.energie.jahresarbeitszahl).toBeLessThan(low.energie.jahresarbeitszahl);
    expect(high.annuitaeten.gesamt).toBeGreaterThan(low.annuitaeten.gesamt);
  });

  it('the CO2 price burdens gas, not the heat pump', () => {
    const gas = calculateHouseEconomics({ ...house, erzeuger: 'gasBrennwert' });
    const gasNoCo2 = calculateHouseEconomics({ ...house, erzeuger: 'gasBrennwert', co2Preis: 0 });
    const wp = calculateHouseEconomics({ ...house, erzeuger: 'luftWasserWP' });
    // BEHG 0.182 t/MWh (SWG): 55 €/t on the gas the boiler burns in the first year
    const gasKWh = gas.energie.endenergie.erdgas ?? 0;
    expect(gas.laufendeKostenErstesJahr - gasNoCo2.laufendeKostenErstesJahr).toBeCloseTo(
      (gasKWh / 1000) * 0.182 * 55,
      6,
    );
    expect(wp.annuitaeten.co2).toBe(0);
    // GEG Anlage 9: natural gas 240 g/kWh
    expect(gas.co2Emissionen).toBeGreaterThan((gasKWh * 240) / 1e6 - 1e-9);
  });

  it('PV feed-in earns the tariff, a subsidy and an override change the investment', () => {
    const pv = calculateHouseEconomics({ ...house, pvLeistung: 8, einspeiseverguetung: 0.08 });
    expect(pv.annuitaeten.erloese).toBeCloseTo(pv.pv.einspeisung * 0.08, 6);
    const funded = calculateHouseEconomics({ ...house, foerderquote: 0.3 });
    const plain = calculateHouseEconomics(house);
    expect(funded.foerderung).toBeCloseTo(plain.investition * 0.3, 6);
    expect(funded.annuitaeten.kapital).toBeLessThan(plain.annuitaeten.kapital);
    expect(calculateHouseEconomics({ ...house, investitionOverrides: { waermeerzeuger: 20000 } }).investition).toBe(
      20000,
    );
  });

  it('rejects an unknown generator and a negative area, naming the field', () => {
    expect(fieldOf(() => calculateHouseEconomics({ ...house, erzeuger: 'kohleofen' }))).toBe('erzeuger');
    expect(fieldOf(() => calculateHouseEconomics({ ...house, wohnflaeche: -1 }))).toBe('wohnflaeche');
  });
});

describe('variant calculator (BuildingCalcV2)', () => {
  const base = {
    numberOfVariants: 3,
    wohnflaeche: 140,
    gebaeudestandard: 'teilsaniert',
    postleitzahl: '10115',
    erzeuger: ['gasBrennwert', 'luftWasserWP', 'luftWasserWP'],
  };

  it('compares the requested number of variants and ranks them by net annual cost', () => {
    const r = calculateVariants({
      ...base,
      pv: true,
      batterie: true,
      pvLeistungen: [0, 0, 8],
      batterieKapazitaeten: [0, 0, 8],
    });
    expect(r.varianten.length).toBe(3);
    expect(r.varianten.map((v) => v.rang).sort()).toEqual([1, 2, 3]);
    const best = r.varianten.find((v) => v.rang === 1);
    expect(best?.variante).toBe(r.guenstigsteVariante);
    for (const v of r.varianten) expect(v.annuitaeten.gesamt).toBeGreaterThanOrEqual(best?.annuitaeten.gesamt ?? 0);
    expect(r.varianten[2]?.pv.autarkiegrad).toBeGreaterThan(r.varianten[1]?.pv.autarkiegrad ?? 1);
    expect(r.normAussenTemp).toBe(-14);
    expect(r.heizwaermebedarf).toBe(120 * 140);
  });

  it('derives the heat demand from the metered consumption of the old boiler', () => {
    const r = calculateVariants({
      ...base,
      verbrauchBekannt: true,
      verbrauch: 20000,
      altKesselTyp: 'gasKessel',
      warmwasserbedarf: 2000,
      haushaltsstrombedarf: 3500,
    });
    expect(r.heizwaermebedarf).toBeCloseTo(20000 * 0.85 - 2000, 9);
  });

  it('a default run fills the variants from the comparison set', () => {
    const r = calculateVariants({
      numberOfVariants: 4,
      wohnflaeche: 140,
      isDefaultRun: true,
      pv: true,
      batterie: true,
    });
    expect(r.varianten.map((v) => v.erzeuger)).toEqual([
      'gasBrennwert',
      'luftWasserWP',
      'luftWasserWP',
      'luftWasserWP',
    ]);
    expect(r.varianten[3]?.batterieKapazitaet).toBe(8);
  });

  it('a secondary generator takes the rest of the heat (hybrid)', () => {
    const r = calculateVariants({
      ...base,
      numberOfVariants: 1,
      erzeuger: ['luftWasserWP'],
      zweitErzeuger: ['gasBrennwert'],
      deckungsanteile: [0.7],
    });
    expect(r.varianten[0]?.energie.endenergie.erdgas).toBeGreaterThan(0);
    expect(r.varianten[0]?.deckungsanteil).toBe(0.7);
  });

  it('rejects per-variant lists that do not cover every variant, naming the list', () => {
    expect(fieldOf(() => calculateVariants({ ...base, pvLeistungen: [5] }))).toBe('pvLeistungen');
    expect(fieldOf(() => calculateVariants({ ...base, erzeuger: ['gasBrennwert'] }))).toBe('erzeuger');
    expect(fieldOf(() => calculateVariants({ ...base, erzeuger: ['gasBrennwert', 'x', 'y'] }))).toBe('erzeuger.1');
    expect(fieldOf(() => calculateVariants({ ...base, numberOfVariants: 9 }))).toBe('numberOfVariants');
  });
});
