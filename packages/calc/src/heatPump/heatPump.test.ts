import { describe, expect, it } from 'vitest';
import { calculateVariants } from '../economics/variantCalculator';
import { CalcInputError } from '../input';
import { exchangeRadiator } from '../radiatorExchange/exchangeRadiator';
import { planHeatPump } from './heatPumpPlanning';
import { heatPumpReady } from './readiness';
import { begSubsidy, eligibleCostCeiling } from './subsidy';
import { copAtFlow, seasonalPerformanceFactor, sourceFactor, spreadFactor } from './vdi4650';

describe('VDI 4650 Blatt 1 seasonal performance factor', () => {
  it('air/water at 35 °C flow and 7 K spread: β = F_Δϑ / Σ F_ϑ,i/ε_i with Table 16 (−12 °C)', () => {
    // VDI 4650 Blatt 1:2009 Table 16 (35 °C, −12 °C): 0.058 / 0.673 / 0.208; F_Δϑ(7 K) = 1.020
    // (as tabulated in RWTH E.ON ERC pyCity_calc, calc_hp_spf); COPs 2.9 / 3.7 / 4.4 (A−7/A2/A7).
    const jaz = seasonalPerformanceFactor({ art: 'luftWasser', cops: [2.9, 3.7, 4.4], vorlaufTemp: 35, spreizung: 7 });
    expect(jaz.fSpreizung).toBe(1.02);
    expect(jaz.jaz).toBeCloseTo(1.02 / (0.058 / 2.9 + 0.673 / 3.7 + 0.208 / 4.4), 9);
    expect(jaz.jaz).toBeCloseTo(4.09, 2);
  });

  it('brine/water B0/W35 ε = 4.8 at 0 °C brine and 7 K: β = ε·F_Δϑ·F_ϑ/F_P = 4.8·1.020·1.177/1.075', () => {
    const jaz = seasonalPerformanceFactor({ art: 'soleWasser', cops: [4.8, 0, 0], vorlaufTemp: 35, spreizung: 7 });
    expect(jaz.jaz).toBeCloseTo((4.8 * 1.02 * 1.177) / 1.075, 9);
    expect(jaz.fPumpe).toBe(1.075);
  });

  it('table points: F_Δϑ 1.000 at 5 K, 1.020 at 7 K; brine F_ϑ −2 °C 1.142, 0 °C 1.177, 5 °C 1.273', () => {
    expect(spreadFactor(5)).toBe(1);
    expect(spreadFactor(7)).toBeCloseTo(1.02, 12);
    expect(sourceFactor('soleWasser', -2)).toBe(1.142);
    expect(sourceFactor('soleWasser', 0)).toBe(1.177);
    expect(sourceFactor('soleWasser', 5)).toBe(1.273);
    // water/water: its test point is W10, so 10 °C ground water reads the table at 0 K
    expect(sourceFactor('wasserWasser', 10)).toBe(1.177);
  });

  it('the flow temperature factor is 1 at 35 °C and falls above (Carnot ratio, derived)', () => {
    expect(copAtFlow(4, 35, 2)).toBe(4);
    expect(copAtFlow(4, 55, 2)).toBeLessThan(4);
    // (328.15/53)/(308.15/33) = 0.663
    expect(copAtFlow(4, 55, 2) / 4).toBeCloseTo(328.15 / 53 / (308.15 / 33), 9);
  });
});

describe('heat pump planning', () => {
  it('a heat pump that covers the load at the design temperature is monovalent: bivalence point below it, all heat, GEG met', () => {
    const r = planHeatPump({ heizlast: 6000, normAussenTemp: -12, neubau: true });
    expect(r.leistungBeiNormAussenTemp).toBeGreaterThanOrEqual(6);
    expect(r.bivalenzpunkt).toBeLessThanOrEqual(-12);
    expect(r.geg).toEqual({ pflicht: true, erneuerbarerAnteil: 1, erfuellt: true });
    expect(r.hinweise).toEqual([
      'Neubauten fördert die BEG-Einzelmaßnahme nicht; gefördert wird ein Neubau über die Neubauförderung der KfW.',
    ]);
    expect(r.foerderung.betrag).toBe(0);
  });

  it('the bivalence point is where the output curve meets the load line', () => {
    // load line 12 kW at −12 °C to 0 at 15 °C; output 7.5 kW at −7, 9.2 kW at 2 °C
    const r = planHeatPump({ heizlast: 12000, betriebsweise: 'bivalentParallel' });
    const t = r.bivalenzpunkt;
    const load = (12 * (15 - t)) / 27;
    const output = 7.5 + ((9.2 - 7.5) * (t + 7)) / 9;
    expect(output).toBeCloseTo(load, 6);
    expect(t).toBeGreaterThan(-7);
    expect(t).toBeLessThan(2);
  });

  it('parallel bivalent covers more of the year than alternative with the same heat pump; GEG by share', () => {
    const parallel = planHeatPump({ heizlast: 12000, betriebsweise: 'bivalentParallel', neubau: true });
    const alternativ = planHeatPump({ heizlast: 12000, betriebsweise: 'bivalentAlternativ', neubau: true });
    expect(parallel.deckungsanteil).toBeGreaterThan(alternativ.deckungsanteil);
    expect(parallel.geg.erneuerbarerAnteil).toBe(parallel.deckungsanteil);
    expect(parallel.geg.erfuellt).toBe(parallel.deckungsanteil >= 0.65);
    const small = planHeatPump({ heizlast: 30000, betriebsweise: 'bivalentAlternativ', neubau: true });
    expect(small.geg.erfuellt).toBe(false);
    expect(small.hinweise.some((h) => h.startsWith('GEG §71 nicht erfüllt'))).toBe(true);
    expect(parallel.waermeZweiterzeuger + parallel.deckungsanteil * parallel.jahresHeizwaerme).toBeCloseTo(
      parallel.jahresHeizwaerme,
      6,
    );
  });

  it('warns above 55 °C flow for an air-to-water heat pump only', () => {
    const air = planHeatPump({ heizlast: 8000, vorlaufTemp: 60 });
    expect(air.waermepumpenGeeignet).toBe(false);
    expect(air.hinweise.some((h) => h.startsWith('Vorlauftemperatur über 55 °C'))).toBe(true);
    const ground = planHeatPump({ heizlast: 8000, vorlaufTemp: 60, art: 'soleWasser', copA7: 4.8 });
    expect(ground.hinweise.some((h) => h.startsWith('Vorlauftemperatur über 55 °C'))).toBe(false);
    expect(planHeatPump({ heizlast: 8000, vorlaufTemp: 55 }).hinweise.some((h) => h.includes('über 55'))).toBe(false);
  });

  it('the subsidy when asked: basic 30 %, bonuses, capped at 70 % and 30,000 € for one unit', () => {
    const basic = planHeatPump({ heizlast: 8000, investition: 25000 });
    expect(basic.foerderung.quote).toBe(0.3);
    expect(basic.foerderung.betrag).toBe(7500);
    const all = planHeatPump({
      heizlast: 8000,
      investition: 40000,
      geschwindigkeitsbonus: true,
      einkommensbonus: true,
      natuerlichesKaeltemittel: true,
    });
    expect(all.foerderung.quote).toBe(0.7);
    expect(all.foerderung.foerderfaehigeKosten).toBe(30000);
    expect(all.foerderung.betrag).toBe(21000);
    expect(planHeatPump({ heizlast: 8000, foerderung: false }).foerderung.betrag).toBe(0);
    // ground source: efficiency bonus without a natural refrigerant
    expect(planHeatPump({ heizlast: 8000, art: 'soleWasser', copA7: 4.8 }).foerderung.quote).toBe(0.35);
    expect(eligibleCostCeiling(1)).toBe(30000);
    expect(eligibleCostCeiling(2)).toBe(45000);
    expect(eligibleCostCeiling(7)).toBe(30000 + 5 * 15000 + 8000);
    expect(
      begSubsidy({
        erzeuger: 'keine',
        neubau: false,
        geschwindigkeitsbonus: true,
        einkommensbonus: true,
        effizienzbonus: true,
        investition: 1,
        wohneinheiten: 1,
      }).betrag,
    ).toBe(0);
  });

  it('the variant calculator’s default run gives a subsidy for its heat pumps when asked (not 0 €)', () => {
    const r = calculateVariants({
      isDefaultRun: true,
      numberOfVariants: 2,
      wohnflaeche: 140,
      foerderung: true,
    } as never);
    const [gas, heatPump] = r.varianten;
    expect(gas?.foerderung).toBe(0);
    expect(heatPump?.foerderung).toBeGreaterThan(0);
    const none = calculateVariants({
      isDefaultRun: true,
      numberOfVariants: 2,
      wohnflaeche: 140,
      foerderung: false,
    } as never);
    expect(none.varianten[1]?.foerderung).toBe(0);
  });

  it('refuses a design temperature not below the heating limit and an air curve falling with warmer air', () => {
    expect(() => planHeatPump({ heizlast: 8000, normAussenTemp: 5, heizgrenzTemp: 5 })).toThrow(CalcInputError);
    try {
      planHeatPump({ heizlast: 8000, leistungA7: 12, leistungA2: 9 });
      expect.unreachable();
    } catch (error) {
      expect((error as CalcInputError).field).toBe('leistungA2');
    }
  });

  it('the radiator exchange and the planning share one heat-pump rule', () => {
    expect(heatPumpReady(55)).toBe(true);
    expect(heatPumpReady(55.1)).toBe(false);
    const exchange = exchangeRadiator({
      heizkoerpertypAlt: '22',
      heizkoerpertypNeu: '22',
      ausfuehrungNeu: 'kompakt',
      bhAlt: 600,
      blAlt: 1000,
      bhNeu: 600,
      blNeu: 1000,
      vorlaufTempAlt: 70,
      ruecklaufTempAlt: 55,
      spreizungNeu: 10,
    } as never);
    expect(exchange.waermepumpenGeeignet).toBe(heatPumpReady(exchange.vorlaufTempNeu, 55));
  });
});
