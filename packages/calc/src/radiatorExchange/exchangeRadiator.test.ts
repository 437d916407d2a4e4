import fc from 'fast-check';
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
  it('refuses a radiator 1.5 mm high or long at that size, not with a new spread of at most 0', () => {
    for (const field of ['bhAlt', 'blAlt', 'bhNeu', 'blNeu'] as const) {
      const refused = (() => {
        try {
          exchangeRadiator({ ...base, heizkoerpertypAlt: 'stahlglieder', bautiefeAlt: 160, [field]: 1.5 });
        } catch (error) {
          return error;
        }
      })();
      expect(refused, field).toBeInstanceOf(CalcInputError);
      expect(
        (refused as CalcInputError).issues.map((i) => i.field),
        field,
      ).toEqual([field]);
    }
    expect(() => exchangeRadiator({ ...base, bautiefeAlt: 20, heizkoerpertypAlt: 'stahlglieder' })).toThrow(
      /bautiefeAlt/,
    );
  });

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
    ['an old type the catalogue does not know', { heizkoerpertypAlt: 'holz' }, 'heizkoerpertypAlt'],
    ['old steel sections without their depth', { heizkoerpertypAlt: 'stahlglieder' }, 'bautiefeAlt'],
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

  it('issue 22: 5000 W from a type 22 600 × 1000 is not reachable below 90 °C, and says what is', () => {
    const r = exchangeRadiator({ ...base, zielLeistungBekannt: true, zielleistung: 5000 });
    expect(r.erreichbar).toBe(false);
    expect(r.vorlaufTempNeu).toBe(90);
    expect(r.ruecklaufTempNeu).toBe(75);
    expect(r.heizleistungNeu).toBeCloseTo(1665 * conversionFactor(1.2776, 90, 75, 20), 0);
    expect(r.fehlleistung).toBeCloseTo(5000 - r.heizleistungNeu, 9);
    expect(r.waermepumpenGeeignet).toBe(false);
    expect(r.hinweise[0]).toBe(
      'Nicht erreichbar: der neue Heizkörper bräuchte mehr als die maximale Vorlauftemperatur von 90 °C und gibt dort 2210 W von 5000 W.',
    );
    expect(r.vorschlaege.map((v) => [v.art, v.heizkoerpertyp, v.bauhoehe, v.baulaenge])).toEqual([
      ['groesser', '22', 600, 2400],
      ['andererTyp', '33', 600, 1800],
    ]);
    for (const v of r.vorschlaege) {
      expect(v.vorlaufTemp).toBeLessThanOrEqual(90);
      const row = sampleCatalogues().radiators.find(
        (x) => x.heizkoerpertyp === v.heizkoerpertyp && x.bauhoehe === v.bauhoehe && x.baulaenge === v.baulaenge,
      )!;
      expect(row.normleistung * conversionFactor(row.exponent, v.vorlaufTemp, v.vorlaufTemp - 15, 20)).toBeCloseTo(
        5000,
        6,
      );
    }
    expect(r.hinweise).toContain('Vorschlag: Typ 22, 600 × 2400 mm erreicht den Wärmebedarf mit 88 °C Vorlauf.');
  });

  it("the maximum flow temperature is the system's: at 100 °C the same 5000 W still is not, at 60 °C 1000 W needs a second radiator or a larger one", () => {
    expect(
      exchangeRadiator({ ...base, zielLeistungBekannt: true, zielleistung: 5000, maxVorlaufTemp: 100 }).erreichbar,
    ).toBe(false);
    const r = exchangeRadiator({
      ...base,
      zielLeistungBekannt: true,
      zielleistung: 1000,
      maxVorlaufTemp: 60,
      waermepumpenGrenzTemp: 60,
    });
    expect(r.erreichbar).toBe(false);
    const two = r.vorschlaege.find((v) => v.art === 'zweiHeizkoerper');
    expect(two).toMatchObject({ heizkoerpertyp: '22', bauhoehe: 600, baulaenge: 1000, anzahl: 2 });
    expect(r.vorschlaege[0]).toMatchObject({ art: 'groesser', heizkoerpertyp: '22' });
    expect(r.vorschlaege[0]!.normleistung).toBeGreaterThan(1665);
    expect(two!.vorlaufTemp).toBeLessThanOrEqual(60);
  });

  it('above the heat-pump limit but reachable: the result stands and names what stays under the limit', () => {
    const r = exchangeRadiator({ ...base, zielLeistungBekannt: true, zielleistung: 1600 });
    expect(r.erreichbar).toBe(true);
    expect(r.heizleistungNeu).toBeCloseTo(1600, 6);
    expect(r.waermepumpenGeeignet).toBe(false);
    expect(r.vorschlaege.length).toBeGreaterThan(0);
    for (const v of r.vorschlaege) expect(v.vorlaufTemp).toBeLessThanOrEqual(55);
  });

  it('issue 22: a warmer room needs more: 24 °C instead of 20 °C at −12 °C outside raises the demand by (24 + 12)/(20 + 12)', () => {
    const same = exchangeRadiator(base);
    const warmer = exchangeRadiator({ ...base, raumTempNeu: 24 });
    expect(same.waermebedarfNeu).toBeCloseTo(same.zielleistungAlt, 9);
    expect(warmer.waermebedarfNeu).toBeCloseTo((same.zielleistungAlt * 36) / 32, 9);
    expect(warmer.heizleistungNeu).toBeCloseTo(warmer.waermebedarfNeu, 6);
    expect(warmer.vorlaufTempNeu).toBeGreaterThan(same.vorlaufTempNeu);
  });

  it('issue 22 found by the property test: 1 W from a 2 m radiator at 30 K spread is refused, not a 500', () => {
    const input = { ...base, blNeu: 2000, zielLeistungBekannt: true, zielleistung: 1, spreizungNeu: 30 };
    expect(() => exchangeRadiator(input)).toThrow(CalcInputError);
  });

  it('any accepted target: never above the maximum flow temperature, never more than the demand, nothing negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100000, noNaN: true }),
        fc.double({ min: 2, max: 30, noNaN: true }),
        fc.double({ min: 60, max: 110, noNaN: true }),
        fc.constantFrom(400, 1000, 2000),
        (zielleistung, spreizungNeu, maxVorlaufTemp, blNeu) => {
          const input = { ...base, blNeu, zielLeistungBekannt: true, zielleistung, spreizungNeu, maxVorlaufTemp };
          let r: ReturnType<typeof exchangeRadiator>;
          try {
            r = exchangeRadiator(input);
          } catch (error) {
            // A spread the demand cannot hold is refused with the largest one that works.
            const issue = (error as CalcInputError).issues[0]!;
            expect(issue.field).toBe('spreizungNeu');
            const largest = Number(issue.message.match(/^must be at most ([\d.]+):/)![1]);
            if (largest > 0)
              expect(exchangeRadiator({ ...input, spreizungNeu: largest }).ruecklaufTempNeu).toBeGreaterThan(20.5);
            return;
          }
          expect(r.vorlaufTempNeu).toBeLessThanOrEqual(maxVorlaufTemp);
          expect(r.ruecklaufTempNeu).toBeGreaterThanOrEqual(20.5);
          for (const v of [r.heizleistungNeu, r.durchflussNeu, r.fehlleistung, r.kvErforderlich]) {
            expect(Number.isFinite(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(r.heizleistungNeu).toBeLessThanOrEqual(zielleistung * (1 + 1e-6));
          if (r.erreichbar) expect(Math.abs(r.heizleistungNeu - zielleistung)).toBeLessThanOrEqual(zielleistung * 1e-9);
          for (const v of r.vorschlaege) expect(v.vorlaufTemp).toBeLessThanOrEqual(maxVorlaufTemp);
        },
      ),
      { numRuns: 100 },
    );
  });
});
