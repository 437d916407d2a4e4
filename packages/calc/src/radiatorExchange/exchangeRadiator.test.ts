import { describe, expect, it } from 'vitest';
import { sampleCatalogues } from '../catalogues';
import { CalcInputError } from '../input';
import { conversionFactor } from '../physics/output';
import { exchangeRadiator } from './exchangeRadiator';

const base = {
  zielLeistungBekannt: false,
  heizkoerpertypAlt: '22',
  ausfuehrungAlt: 'kompakt',
  heizkoerpertypNeu: '22',
  ausfuehrungNeu: 'kompakt',
  bhAlt: 600,
  blAlt: 1000,
  bhNeu: 600,
  blNeu: 1000,
  vorlaufTempAlt: 70,
  ruecklaufTempAlt: 55,
  raumTempAlt: 20,
  raumTempNeu: 20,
  spreizungNeu: 15,
};

describe('radiator exchange (XFlairTausch)', () => {
  it("takes the old radiator's output from the catalogue and its old temperatures (EN 442)", () => {
    const r = exchangeRadiator(base);
    const row = sampleCatalogues().radiators.find(
      (x) => x.heizkoerpertyp === '22' && x.ausfuehrung === 'kompakt' && x.bauhoehe === 600 && x.baulaenge === 1000,
    );
    expect(row).toBeDefined();
    expect(r.zielleistungAlt).toBeCloseTo(
      (row?.normleistung ?? 0) * conversionFactor(row?.exponent ?? 0, 70, 55, 20),
      9,
    );
    expect(r.spreizungAlt).toBe(15);
    expect(r.logUeberTempAlt).toBeCloseTo(15 / Math.log(50 / 35), 9);
  });

  it('round-trips: the same radiator with the same spread needs the old temperatures again', () => {
    const r = exchangeRadiator(base);
    expect(r.vorlaufTempNeu).toBeCloseTo(70, 9);
    expect(r.ruecklaufTempNeu).toBeCloseTo(55, 9);
    expect(r.heizleistungNeu).toBeCloseTo(r.zielleistungAlt, 9);
  });

  const swaps = [
    { heizkoerpertypNeu: '33', bhNeu: 600, blNeu: 1400, spreizungNeu: 5 },
    { heizkoerpertypNeu: '22', bhNeu: 900, blNeu: 1600, spreizungNeu: 7 },
    { heizkoerpertypNeu: '21', bhNeu: 500, blNeu: 1200, spreizungNeu: 10 },
  ];
  for (const s of swaps) {
    it(`round-trips for a new type ${s.heizkoerpertypNeu} ${s.bhNeu} × ${s.blNeu} at spread ${s.spreizungNeu} K`, () => {
      const r = exchangeRadiator({ ...base, ...s });
      expect(r.vorlaufTempNeu - r.ruecklaufTempNeu).toBeCloseTo(s.spreizungNeu, 9);
      expect(r.heizleistungNeu).toBeCloseTo(r.zielleistungAlt, 6);
      expect(r.durchflussNeu).toBeCloseTo(r.zielleistungAlt / (1.163 * s.spreizungNeu), 9);
    });
  }

  it('answers the heat-pump question: a larger radiator brings the flow under 55 °C', () => {
    const same = exchangeRadiator(base);
    expect(same.waermepumpenGeeignet).toBe(false);
    const larger = exchangeRadiator({ ...base, heizkoerpertypNeu: '33', bhNeu: 600, blNeu: 2000, spreizungNeu: 5 });
    expect(larger.vorlaufTempNeu).toBeLessThanOrEqual(55);
    expect(larger.waermepumpenGeeignet).toBe(true);
    expect(exchangeRadiator({ ...base, waermepumpenGrenzTemp: 75 }).waermepumpenGeeignet).toBe(true);
  });

  it('switches a fan-assisted new radiator to the fan stage that keeps the flow under the limit', () => {
    const input = { ...base, ausfuehrungNeu: 'xflair', spreizungNeu: 5 };
    const withFan = exchangeRadiator(input);
    const without = exchangeRadiator({ ...input, luefterNutzen: false });
    expect(without.vorlaufTempNeu).toBeGreaterThan(55);
    expect(without.heizmethode).toBe('natuerlicheKonvektion');
    expect(withFan.heizmethode).toBe('luefter');
    expect(withFan.vorlaufTempNeu).toBeLessThanOrEqual(55);
    expect(withFan.heizleistungNeu).toBeCloseTo(withFan.zielleistungAlt, 6);
  });

  it('uses a known zielleistung instead of the old radiator', () => {
    const r = exchangeRadiator({ ...base, zielLeistungBekannt: true, zielleistung: 800 });
    expect(r.zielleistungAlt).toBe(800);
    expect(r.heizleistungNeu).toBeCloseTo(800, 6);
  });

  it('estimates an old radiator missing from the catalogue and says so', () => {
    const r = exchangeRadiator({ ...base, heizkoerpertypAlt: '32' });
    expect(r.normleistungAltGeschaetzt).toBe(true);
    expect(r.hinweise.join(' ')).toMatch(/geschätzt/);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a known output without value', { zielLeistungBekannt: true }, 'zielleistung'],
    ['a zero spread', { spreizungNeu: 0 }, 'spreizungNeu'],
    ['an unknown new type', { heizkoerpertypNeu: '99' }, 'heizkoerpertypNeu'],
    ['an unknown new height', { bhNeu: 777 }, 'bhNeu'],
    ['an unknown old type', { heizkoerpertypAlt: 'guss' }, 'heizkoerpertypAlt'],
    ['an unknown valve variant', { varianteNeu: 'XYZ' }, 'varianteNeu'],
    ['old return above old flow', { ruecklaufTempAlt: 80 }, 'ruecklaufTempAlt'],
  ];
  for (const [what, change, field] of invalid) {
    it(`rejects ${what}, naming ${field}`, () => {
      let caught: unknown;
      try {
        exchangeRadiator({ ...base, ...change } as typeof base);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(CalcInputError);
      expect((caught as CalcInputError).field).toBe(field);
    });
  }
});
