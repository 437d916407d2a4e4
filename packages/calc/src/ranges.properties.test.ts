import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBuildingHeatLoad } from './building/buildingHeatLoad';
import { calcInvestSystempackage } from './building/investSystempackage';
import { calcInvestFbhHydraulics } from './building/investUnderfloor';
import { calcInvestKwl } from './building/investVentilation';
import {
  buildingCalcInput,
  coverDesignInput,
  efhInput,
  grilleLoadInput,
  heatPumpPlanningInput,
  hpcInput,
  investFbhInput,
  investKwlInput,
  investSystempackageInput,
  kcModelInput,
  krn41Input,
  krn92Input,
  radiatorCalcInput,
  radiatorExchangeInput,
  variantInput,
} from './contracts';
import { designCover } from './coverDesign/coverDesign';
import { SAMPLE_COVER } from './coverDesign/fixtures';
import { calculateHouseEconomics } from './economics/houseEconomics';
import { calculateVariants } from './economics/variantCalculator';
import { calculateHpc } from './fanConvector/hpc';
import { calculateKcModel } from './fanConvector/kcModel';
import { calculateGrilleLoad } from './grilleLoad/grilleLoad';
import { planHeatPump } from './heatPump/heatPumpPlanning';
import { CalcInputError } from './input';
import { calculateRadiator } from './radiator/calculateRadiator';
import { exchangeRadiator } from './radiatorExchange/exchangeRadiator';
import { calculateKrn41 } from './trenchConvector/krn41';
import { calculateKrn92 } from './trenchConvector/krn92';

/**
 * Issue 22: every numeric input of every calculator has a physical range in its contract, and a
 * value outside it is refused naming the field, whatever the value: never an exception of another
 * kind (a 500), never an answer made of null or of a negative load.
 */

interface Calculator {
  name: string;
  schema: { shape: Record<string, unknown> };
  run: (input: Record<string, unknown>) => unknown;
  base: Record<string, unknown>;
}

const CALCULATORS: Calculator[] = [
  {
    name: 'radiator',
    schema: radiatorCalcInput,
    run: (i) => calculateRadiator(i as never),
    base: { heizkoerpertyp: '22', ausfuehrung: 'kompakt', zielLeistung: 1200, vorlaufTemp: 55, ruecklaufTemp: 45 },
  },
  {
    name: 'radiator exchange',
    schema: radiatorExchangeInput,
    run: (i) => exchangeRadiator(i as never),
    base: {
      heizkoerpertypAlt: '22',
      heizkoerpertypNeu: '22',
      ausfuehrungNeu: 'kompakt',
      bhAlt: 600,
      blAlt: 1000,
      bhNeu: 600,
      blNeu: 1000,
      vorlaufTempAlt: 70,
      ruecklaufTempAlt: 55,
      spreizungNeu: 15,
    },
  },
  {
    name: 'KC model',
    schema: kcModelInput,
    run: (i) => calculateKcModel(i as never),
    base: { bauhoehe: 130, leitersystem: '2-Leiter', baulaenge: 1000, leistungsstufe: 3 },
  },
  { name: 'HPC', schema: hpcInput, run: (i) => calculateHpc(i as never), base: { baulaenge: 1000 } },
  {
    name: 'grille load',
    schema: grilleLoadInput,
    run: (i) => calculateGrilleLoad(i as never),
    base: { bautiefe: 300, typAbdeckung: 'rollrost12', material: 'aluminium', abstandzwischendenstaeben: 6 },
  },
  { name: 'Cross-Designer', schema: coverDesignInput, run: (i) => designCover(i as never), base: { ...SAMPLE_COVER } },
  {
    name: 'KRN41',
    schema: krn41Input,
    run: (i) => calculateKrn41(i as never),
    base: { bauhoehe: 90, bautiefe: 180, baulaenge: 2000, vorlaufTemp: 70, ruecklaufTemp: 55 },
  },
  {
    name: 'KRN92',
    schema: krn92Input,
    run: (i) => calculateKrn92(i as never),
    base: {
      Bauhoehe: 120,
      Bautiefe: 200,
      Baulaenge: 3000,
      VorlaufTemp: 55,
      RuecklaufTemp: 45,
      PrimaerluftTemp: 18,
      PrimaerluftVolumenstrom: 60,
    },
  },
  {
    name: 'heat load',
    schema: buildingCalcInput,
    run: (i) => calculateBuildingHeatLoad(i as never),
    base: {
      normAussenTemp: -12,
      baujahr: 2000,
      raeume: [{ name: 'A', volumen: 50, bauteile: [{ bauteilart: 'aussenwand', flaeche: 10, u: 0.5 }] }],
    },
  },
  {
    name: 'system package',
    schema: investSystempackageInput,
    run: (i) => calcInvestSystempackage(i as never),
    base: { heizlast: 8000 },
  },
  {
    name: 'underfloor',
    schema: investFbhInput,
    run: (i) => calcInvestFbhHydraulics(i as never),
    base: { heizkreise: [{ name: 'Bad', flaeche: 10, heizlast: 600 }] },
  },
  { name: 'ventilation', schema: investKwlInput, run: (i) => calcInvestKwl(i as never), base: { wohnflaeche: 120 } },
  {
    name: 'house economics',
    schema: efhInput,
    run: (i) => calculateHouseEconomics(i as never),
    base: { wohnflaeche: 140 },
  },
  {
    name: 'heat pump planning',
    schema: heatPumpPlanningInput,
    run: (i) => planHeatPump(i as never),
    base: { heizlast: 8000 },
  },
  {
    name: 'variants',
    schema: variantInput,
    run: (i) => calculateVariants(i as never),
    base: { isDefaultRun: true, numberOfVariants: 2, wohnflaeche: 140 },
  },
];

interface NumberSchema {
  maxValue: number | null;
  minValue: number | null;
}

/** The number schema under optional/default wrappers, or undefined for a field that is no number. */
function numberOf(field: unknown): NumberSchema | undefined {
  let t = field as { _zod?: { def?: { type?: string; innerType?: unknown } } } | undefined;
  while (t?._zod?.def?.innerType) t = t._zod.def.innerType as typeof t;
  return t?._zod?.def?.type === 'number' ? (t as unknown as NumberSchema) : undefined;
}

const numericFields = (c: Calculator) =>
  Object.entries(c.schema.shape).flatMap(([name, field]) => {
    const n = numberOf(field);
    return n ? [{ name, n }] : [];
  });

function refusal(run: () => unknown): CalcInputError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CalcInputError) return error;
    throw error;
  }
  return undefined;
}

describe('every calculator input has a physical range and is refused outside it', () => {
  for (const c of CALCULATORS) {
    it(`${c.name}: the sample input is accepted`, () => {
      expect(refusal(() => c.run(c.base))).toBeUndefined();
    });

    it(`${c.name}: every numeric field has an upper bound`, () => {
      const unbounded = numericFields(c)
        .filter(({ n }) => n.maxValue === null || !Number.isFinite(n.maxValue))
        .map(({ name }) => name);
      expect(unbounded).toEqual([]);
    });

    it(`${c.name}: any value above a field's range is refused naming that field`, () => {
      const fields = numericFields(c);
      fc.assert(
        fc.property(
          fc.constantFrom(...fields),
          fc.double({ min: 1.0001, max: 1e300, noNaN: true }),
          ({ name, n }, f) => {
            const max = n.maxValue as number;
            const value = max > 0 ? max * f : max + f;
            const error = refusal(() => c.run({ ...c.base, [name]: value }));
            expect(error?.issues.map((i) => i.field)).toContain(name);
          },
        ),
        { numRuns: 50 },
      );
    });

    it(`${c.name}: any value inside a field's range is answered at once with finite numbers, or refused naming a field`, () => {
      const fields = numericFields(c);
      fc.assert(
        fc.property(fc.constantFrom(...fields), fc.double({ min: 0, max: 1, noNaN: true }), ({ name, n }, share) => {
          const max = n.maxValue as number;
          const min = n.minValue ?? Math.min(0, max) - 1e6;
          const value = min + (max - min) * share;
          const started = performance.now();
          const error = refusal(() => {
            const result = c.run({ ...c.base, [name]: value });
            expect(notFinite(result)).toEqual([]);
          });
          // bounded work: the ranges keep every accepted input to a moment's calculation
          expect(performance.now() - started).toBeLessThan(2000);
          if (error) expect(error.issues.length).toBeGreaterThan(0);
        }),
        { numRuns: 50 },
      );
    });
  }
});

/** The paths of the numbers in a result that are NaN or infinite (null is an answer: "none"). */
function notFinite(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => notFinite(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => notFinite(v, path ? `${path}.${k}` : k));
  return [];
}
