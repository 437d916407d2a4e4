import { calculateGrilleLoad, exchangeRadiator } from '@portal/calc';
import { RADIATOR_EXCHANGE_SAMPLE } from '@portal/calc/testing';
import { grilleLoadInput, radiatorExchangeInput } from '@portal/contracts/calc';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { describeProblem } from './messages';
import { loadAllTexts, translator } from './texts';

const exchange = { ...RADIATOR_EXCHANGE_SAMPLE, blNeu: 1000 };
const run = (input: Record<string, unknown>) =>
  evaluate(radiatorExchangeInput, (i: never) => exchangeRadiator(i), input);

describe('one calculation as the form runs it', () => {
  beforeAll(() => loadAllTexts());

  it('a valid input gives the engine’s result, the same as calling the engine', () => {
    const e = run(exchange);
    expect(e.problems).toEqual([]);
    expect(e.result).toEqual(exchangeRadiator(exchange));
    expect(e.result!.vorlaufTempNeu - e.result!.ruecklaufTempNeu).toBeCloseTo(7, 6);
  });

  it('a schema problem stops the calculation and names the field', () => {
    const e = run({ ...exchange, spreizungNeu: 0 });
    expect(e.result).toBeUndefined();
    expect(e.problems).toEqual([{ field: 'spreizungNeu', code: 'min', limit: 0.1 }]);
  });

  it('what the catalogue lacks comes from the engine, named the same way', () => {
    const e = run({ ...exchange, bhNeu: 123 });
    expect(e.problems).toEqual([{ field: 'bhNeu', code: 'notInCatalogue' }]);
    const g = evaluate(grilleLoadInput, (i: never) => calculateGrilleLoad(i), {
      bautiefe: 300,
      typAbdeckung: 'rollrost12',
      material: 'gold',
      abstandzwischendenstaeben: 6,
    });
    expect(g.problems).toEqual([{ field: 'material', code: 'notInCatalogue' }]);
  });

  it('an old cast-iron radiator is rated from its sections; a height its table lacks is refused like a catalogue size', () => {
    const castIron = { ...exchange, heizkoerpertypAlt: 'guss', blAlt: 600, bautiefeAlt: 160, gliederAlt: 10 };
    expect(run(castIron).result?.zielleistungAlt).toBeCloseTo(590, 6);
    expect(run({ ...castIron, bhAlt: 580 }).problems).toEqual([{ field: 'bhAlt', code: 'notInCatalogue' }]);
    expect(run({ ...castIron, gliederAlt: undefined }).problems).toEqual([{ field: 'gliederAlt', code: 'required' }]);
  });

  it('issue 22: "Kurve bis" 1,000,000 on the grille screen is refused naming the field and its 5 m, no curve is drawn', () => {
    const grille = { bautiefe: 300, typAbdeckung: 'rollrost12', material: 'aluminium', abstandzwischendenstaeben: 6 };
    const load = (input: Record<string, unknown>) =>
      evaluate(grilleLoadInput, (i: never) => calculateGrilleLoad(i), { ...grille, ...input });
    const e = load({ kurveBis: 1_000_000 });
    expect(e.result).toBeUndefined();
    expect(e.problems).toContainEqual({ field: 'kurveBis', code: 'max', limit: 5000 });
    // the widest accepted curve still has few enough points for the chart
    const widest = load({ kurveVon: 1, kurveBis: 5000, kurveSchritt: 11 });
    expect(widest.problems).toEqual([]);
    for (const k of widest.result!.kurve) expect(k.points.length).toBeLessThanOrEqual(500);
  });

  it('problems found reading the form come first and are not repeated by the schema', () => {
    const { spreizungNeu: _, ...rest } = exchange;
    const e = run(rest);
    expect(e.problems).toEqual([{ field: 'spreizungNeu', code: 'required' }]);
    const f = evaluate(radiatorExchangeInput, (i: never) => exchangeRadiator(i), rest, [
      { field: 'spreizungNeu', code: 'notANumber' },
    ]);
    expect(f.problems).toEqual([{ field: 'spreizungNeu', code: 'notANumber' }]);
  });
});

describe('messages name the field in the user’s language', () => {
  const labelOf = (t: ReturnType<typeof translator>) => (f: string) =>
    f === 'ruecklaufTemp' ? t('ruecklaufTemp') : f === 'vorlaufTemp' ? t('vorlaufTemp') : t('zielLeistung');
  it.each([
    ['de', { field: 'zielLeistung', code: 'above', limit: 0 }, 'Zielleistung (W): muss größer als 0 sein'],
    ['en', { field: 'zielLeistung', code: 'max', limit: 2000 }, 'Required output (W): must be at most 2,000'],
    [
      'fr',
      { field: 'zielLeistung', code: 'notANumber' },
      'Puissance requise (W) : nombre non valide'.replace(' :', ':'),
    ],
    [
      'de',
      { field: 'ruecklaufTemp', code: 'belowField', other: 'vorlaufTemp' },
      'Rücklauftemperatur (°C): muss unter „Vorlauftemperatur (°C)“ liegen',
    ],
    [
      'en',
      { field: 'zielLeistung', code: 'between', other: 'vorlaufTemp', otherUpper: 'ruecklaufTemp' },
      'Required output (W): must lie between “Flow temperature (°C)” and “Return temperature (°C)”',
    ],
    [
      'it',
      { field: 'zielLeistung', code: 'between', other: 'vorlaufTemp', otherUpper: 'ruecklaufTemp' },
      'Potenza richiesta (W): deve essere compreso tra «Temperatura di mandata (°C)» e «Temperatura di ritorno (°C)»',
    ],
    ['cs', { field: 'zielLeistung', code: 'min', limit: 0.5 }, 'Požadovaný výkon (W): musí být alespoň 0,50'],
    ['it', { field: 'zielLeistung', code: 'required' }, 'Potenza richiesta (W): inserire un valore'],
  ] as const)('%s: %j', (locale, problem, text) => {
    const t = translator(locale);
    expect(describeProblem(problem, t, locale, labelOf(t))).toBe(text);
  });
});
