import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcInvestFbhHydraulics } from './building/investUnderfloor';
import { sampleCatalogues } from './catalogues';
import { designCover } from './coverDesign/coverDesign';
import { SAMPLE_COVER } from './coverDesign/fixtures';
import { CalcInputError } from './input';
import { calculateRadiator } from './radiator/calculateRadiator';
import { exchangeRadiator } from './radiatorExchange/exchangeRadiator';
import { calculateKrn41 } from './trenchConvector/krn41';

/**
 * Invariants of the engines the fan-convector, grille, heat-load, exchange and KRN92 property
 * tests do not cover (issue 22): warmer water heats more, a longer radiator or trench gives no
 * less, no output is negative or not a number, and the work is bounded by the contracts' ranges.
 */

/** The result, or undefined when the input is refused naming a field (anything else is a failure). */
function accepted<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof CalcInputError && error.issues.length > 0) return undefined;
    throw error;
  }
}

/** Every type, execution and height of the radiator catalogue, with its catalogue lengths. */
const RADIATOR_SIZES = (() => {
  const sizes = new Map<string, { heizkoerpertyp: string; ausfuehrung: string; bauhoehe: number; laengen: number[] }>();
  for (const r of sampleCatalogues().radiators) {
    const key = `${r.heizkoerpertyp}|${r.ausfuehrung}|${r.bauhoehe}`;
    const size = sizes.get(key) ?? {
      heizkoerpertyp: r.heizkoerpertyp,
      ausfuehrung: r.ausfuehrung,
      bauhoehe: r.bauhoehe,
      laengen: [],
    };
    size.laengen.push(r.baulaenge);
    sizes.set(key, size);
  }
  return [...sizes.values()].map((s) => ({ ...s, laengen: s.laengen.sort((a, b) => a - b) }));
})();

/** A length anywhere up to 10 m, or one just around the middle between two catalogue lengths. */
const radiatorLength = (laengen: readonly number[]) =>
  fc.oneof(
    fc.double({ min: 100, max: 10000, noNaN: true }),
    fc.integer({ min: 1, max: Math.max(1, laengen.length - 1) }).chain((i) => {
      const mid = ((laengen[i - 1] ?? 0) + (laengen[i] ?? laengen[i - 1] ?? 0)) / 2;
      return fc.double({ min: mid - 0.01, max: mid + 0.01, noNaN: true });
    }),
  );

/** A type 22 radiator 600 × 1000 mm at a flow and return temperature (room 20 °C). */
const radiator22 = (vorlaufTemp: number, ruecklaufTemp: number) =>
  calculateRadiator({
    heizkoerpertyp: '22',
    ausfuehrung: 'kompakt',
    bauhoehe: 600,
    baulaenge: 1000,
    zielLeistung: 1000,
    vorlaufTemp,
    ruecklaufTemp,
  });

const finite = (value: number) => {
  expect(Number.isFinite(value)).toBe(true);
  expect(value).toBeGreaterThanOrEqual(0);
};

describe('engines: physics at every accepted input', () => {
  it('radiator: a given radiator heats more with a warmer flow at the same spread', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 90, noNaN: true }),
        fc.double({ min: 2, max: 9, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (flow, spread, warmer) => {
          const at = (vorlaufTemp: number) => radiator22(vorlaufTemp, vorlaufTemp - spread);
          const a = at(flow);
          const b = at(flow + warmer);
          finite(a.heizleistung);
          finite(a.wassermassenstrom);
          expect(b.heizleistung).toBeGreaterThan(a.heizleistung);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('radiator: a warmer flow heats more even at a vanishing spread (found by a property test)', () => {
    const at = (vorlaufTemp: number, ruecklaufTemp: number) => radiator22(vorlaufTemp, ruecklaufTemp).heizleistung;
    // ln of the excess ratio lost the spread's digits: 213.92805 W at 30 °C, 213.92782 W 10⁻⁹ K warmer
    expect(at(30 + 1.0279759266040855e-9, 30 - 1e-12)).toBeGreaterThan(at(30, 30 - 1e-12));
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 90, noNaN: true }),
        fc.double({ min: 1e-12, max: 1e-3, noNaN: true }),
        fc.double({ min: 1e-12, max: 1e-3, noNaN: true }),
        (flow, spread, warmer) => {
          expect(at(flow + warmer, flow - spread)).toBeGreaterThanOrEqual(at(flow, flow - spread) * (1 - 1e-14));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('KRN41: warmer water gives more output, never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 35, max: 90, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (flow, warmer) => {
          const at = (vorlaufTemp: number) =>
            calculateKrn41({ bauhoehe: 90, bautiefe: 180, baulaenge: 2000, vorlaufTemp, ruecklaufTemp: 30 });
          const a = at(flow);
          finite(a.heizleistung);
          finite(a.wassermassenstrom);
          expect(at(flow + warmer).heizleistung).toBeGreaterThan(a.heizleistung);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('Cross-Designer: a larger load never passes where a smaller one failed', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 25, noNaN: true }),
        fc.double({ min: 0.1, max: 25, noNaN: true }),
        fc.integer({ min: 100, max: 2000 }),
        (f1, f2, breite) => {
          const [low, high] = f1 < f2 ? [f1, f2] : [f2, f1];
          const a = designCover({ ...SAMPLE_COVER, breite, einzellast: low });
          const b = designCover({ ...SAMPLE_COVER, breite, einzellast: high });
          finite(a.auslastung);
          expect(b.auslastung).toBeGreaterThanOrEqual(a.auslastung);
          if (!a.bestanden) expect(b.bestanden).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('underfloor: no circuit longer than the maximum, pressure drop grows with the load', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        // up to 100 W/m² (150 W/m² at 1.5 times): a floor gives off more only above its 70 °C water
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: 20, max: 250, noNaN: true }),
        (flaeche, heizlastJeM2, maxKreislaenge) => {
          const heizlast = Math.min(60_000, flaeche * heizlastJeM2);
          const at = (load: number) =>
            calcInvestFbhHydraulics({ heizkreise: [{ name: 'R', flaeche, heizlast: load }], maxKreislaenge })
              .heizkreise[0]!;
          const k = at(heizlast);
          expect(k.kreislaenge).toBeLessThanOrEqual(maxKreislaenge + 1e-9);
          expect(k.kreise).toBeLessThanOrEqual(Math.ceil(flaeche / 0.15 / 20));
          finite(k.druckverlust);
          finite(k.ventilDifferenzdruck);
          expect(at(heizlast * 1.5).druckverlust).toBeGreaterThan(k.druckverlust);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('radiator: any accepted input of any catalogue size gives finite outputs, none negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RADIATOR_SIZES),
        fc.boolean(),
        fc.double({ min: 1, max: 10000, noNaN: true }),
        fc.double({ min: 1, max: 100000, noNaN: true }),
        fc.double({ min: -59, max: 130, noNaN: true }),
        fc.double({ min: 1e-9, max: 100, noNaN: true }),
        fc.double({ min: 1e-9, max: 100, noNaN: true }),
        fc.constantFrom('log' as const, 'arithmetic' as const),
        fc.constantFrom('natuerlichZuerst' as const, 'kleinsterHeizkoerper' as const),
        (size, fixed, baulaenge, zielLeistung, flow, spread, above, methode, auswahl) => {
          const r = accepted(() =>
            calculateRadiator({
              heizkoerpertyp: size.heizkoerpertyp,
              ausfuehrung: size.ausfuehrung,
              ...(fixed ? { bauhoehe: size.bauhoehe, baulaenge } : {}),
              zielLeistung,
              vorlaufTemp: flow,
              ruecklaufTemp: flow - spread,
              raumTemp: flow - spread - above,
              methode,
              auswahl,
              anzeigeLeistung: true,
            }),
          );
          if (!r) return;
          for (const v of [r.heizleistung, r.wassermassenstrom, r.kvErforderlich, r.uebertemp_log, r.uebertemp_arith])
            finite(v);
          for (const k of r.kandidaten) finite(k.heizleistung);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('radiator and exchange: a longer radiator of the same type and height never gives less', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RADIATOR_SIZES).chain((size) => fc.tuple(fc.constant(size), radiatorLength(size.laengen))),
        fc.double({ min: 1e-6, max: 500, noNaN: true }),
        fc.double({ min: 35, max: 90, noNaN: true }),
        ([size, length], longer, flow) => {
          const natural = (baulaenge: number) => {
            // the radiator's own output (fan stages off), not the stage a target happens to need
            const r = calculateRadiator({
              heizkoerpertyp: size.heizkoerpertyp,
              ausfuehrung: size.ausfuehrung,
              bauhoehe: size.bauhoehe,
              baulaenge,
              zielLeistung: 1,
              vorlaufTemp: flow,
              ruecklaufTemp: flow - 10,
            });
            return r.heizkoerper.normleistung * r.umrechnungsfaktor;
          };
          const b = Math.min(10000, length + longer);
          expect(natural(b)).toBeGreaterThanOrEqual(natural(length));
          const flowFor = (blNeu: number) =>
            exchangeRadiator({
              heizkoerpertypAlt: '22',
              bhAlt: 600,
              blAlt: 1000,
              heizkoerpertypNeu: size.heizkoerpertyp,
              ausfuehrungNeu: size.ausfuehrung,
              bhNeu: size.bauhoehe,
              blNeu,
              zielLeistungBekannt: true,
              zielleistung: 100,
              spreizungNeu: 2,
              maxVorlaufTemp: 130,
              luefterNutzen: false,
              vorlaufTempAlt: 70,
              ruecklaufTempAlt: 55,
            }).vorlaufTempNeu;
          const longerFlow = accepted(() => flowFor(b));
          const shorterFlow = accepted(() => flowFor(length));
          if (longerFlow !== undefined && shorterFlow !== undefined)
            expect(longerFlow).toBeLessThanOrEqual(shorterFlow);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('KRN41: any size, length, corners and temperatures: finite, the air leaves between room and flow, longer never less', () => {
    const sizes = sampleCatalogues().trenchConvectors.filter((r) => r.modell === 'KRN41');
    fc.assert(
      fc.property(
        fc.constantFrom(...sizes),
        fc.double({ min: 1, max: 20000, noNaN: true }),
        fc.boolean(),
        fc.boolean(),
        fc.double({ min: -59, max: 130, noNaN: true }),
        fc.double({ min: 1e-9, max: 100, noNaN: true }),
        fc.double({ min: 1e-9, max: 100, noNaN: true }),
        fc.double({ min: 1e-6, max: 1000, noNaN: true }),
        (size, baulaenge, winkelAnfang, winkelEnde, flow, spread, above, longer) => {
          const input = {
            bauhoehe: size.bauhoehe,
            bautiefe: size.bautiefe,
            baulaenge,
            winkelAnfang,
            winkelEnde,
            vorlaufTemp: flow,
            ruecklaufTemp: flow - spread,
            raumTemp: Math.max(-60, flow - spread - above),
          };
          const a = accepted(() => calculateKrn41(input));
          if (!a) return;
          finite(a.heizleistung);
          finite(a.wassermassenstrom);
          expect(a.ausblastemperatur).toBeGreaterThanOrEqual(input.raumTemp);
          expect(a.ausblastemperatur).toBeLessThanOrEqual(flow);
          const b = accepted(() => calculateKrn41({ ...input, baulaenge: baulaenge + longer }));
          if (b) expect(b.heizleistung).toBeGreaterThanOrEqual(a.heizleistung);
        },
      ),
      { numRuns: 200 },
    );
  });
});
