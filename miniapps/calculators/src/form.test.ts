import { radiatorCalcInput, radiatorExchangeInput } from '@portal/contracts/calc';
import { describe, expect, it } from 'vitest';
import {
  type FieldSpec,
  inputFromValues,
  prefixed,
  problemFromMessage,
  problemsFromSchema,
  valuesFromInput,
} from './form';

const SPECS: readonly FieldSpec[] = [
  { name: 'zielLeistung', kind: 'number' },
  { name: 'toleranz', kind: 'number', percent: true },
  { name: 'durchbiegungsgrenze', kind: 'number', reciprocal: true },
  { name: 'bauhoehe', kind: 'select', numeric: true, optional: true },
  { name: 'ventil', kind: 'select', optional: true },
  { name: 'heizkoerpertyp', kind: 'select' },
  { name: 'name', kind: 'text' },
  { name: 'anzeigeLeistung', kind: 'check' },
];

describe('form values and engine inputs', () => {
  it('an input becomes form values and comes back unchanged', () => {
    const input = {
      zielLeistung: 1200,
      toleranz: 0.05,
      durchbiegungsgrenze: 1 / 200,
      bauhoehe: 600,
      heizkoerpertyp: '22',
      name: 'Wohnen',
      anzeigeLeistung: true,
    };
    const values = valuesFromInput(SPECS, input, 'de');
    expect(values).toMatchObject({ toleranz: '5', durchbiegungsgrenze: '200', bauhoehe: '600', ventil: '' });
    const back = inputFromValues(SPECS, values);
    expect(back.problems).toEqual([]);
    expect(back.input).toEqual({ ...input, durchbiegungsgrenze: 1 / 200 });
  });

  it('reports fields it cannot read, and leaves empty optional fields out', () => {
    const { input, problems } = inputFromValues(SPECS, {
      zielLeistung: '12x',
      toleranz: '',
      durchbiegungsgrenze: '250',
      bauhoehe: '',
      ventil: '',
      heizkoerpertyp: '',
      name: '  ',
      anzeigeLeistung: false,
    });
    expect(problems).toEqual([
      { field: 'zielLeistung', code: 'notANumber' },
      { field: 'toleranz', code: 'required' },
      { field: 'heizkoerpertyp', code: 'required' },
      { field: 'name', code: 'required' },
    ]);
    expect(input).toEqual({ durchbiegungsgrenze: 1 / 250, anzeigeLeistung: false });
  });

  it('a yearly price change shows as percent and a price per kWh in cents, and both come back', () => {
    const specs: readonly FieldSpec[] = [
      { name: 'preissteigerung', kind: 'number', growth: true },
      { name: 'arbeitspreis', kind: 'number', scale: 100 },
    ];
    const values = valuesFromInput(specs, { preissteigerung: 1.03, arbeitspreis: 0.35 }, 'de');
    expect(values).toEqual({ preissteigerung: '3', arbeitspreis: '35' });
    expect(inputFromValues(specs, { preissteigerung: '-1,5', arbeitspreis: '28,9' }).input).toEqual({
      preissteigerung: 0.985,
      arbeitspreis: 0.289,
    });
    // The schema's factor limit 2 reads as +100 %/a in the form.
    expect(
      problemsFromSchema(
        [{ code: 'too_big', path: ['preissteigerung'], message: '', maximum: 2, inclusive: true }],
        specs,
      ),
    ).toEqual([{ field: 'preissteigerung', code: 'max', limit: 100 }]);
  });
});

describe('schema problems in the form’s terms', () => {
  const base = { heizkoerpertyp: '22', ausfuehrung: 'kompakt', zielLeistung: 1200, vorlaufTemp: 55, ruecklaufTemp: 45 };
  const issues = (input: unknown) => radiatorCalcInput.safeParse(input).error?.issues ?? [];

  it('limits come with their value, percentages as percentages', () => {
    expect(problemsFromSchema(issues({ ...base, zielLeistung: 0 }))).toEqual([
      { field: 'zielLeistung', code: 'min', limit: 1 },
    ]);
    expect(problemsFromSchema(issues({ ...base, regeldifferenz: 0 }))).toEqual([
      { field: 'regeldifferenz', code: 'above', limit: 0 },
    ]);
    expect(problemsFromSchema(issues({ ...base, toleranz: 1.5 }), SPECS)).toEqual([
      { field: 'toleranz', code: 'max', limit: 100 },
    ]);
    expect(problemsFromSchema(issues({ ...base, vorlaufTemp: 705 }))).toContainEqual({
      field: 'vorlaufTemp',
      code: 'max',
      limit: 130,
    });
    expect(problemsFromSchema(issues({ ...base, maxLuefterstufe: 1.5 }))).toEqual([
      { field: 'maxLuefterstufe', code: 'integer' },
    ]);
  });

  it('a fraction shown as its denominator turns its upper bound into a lower one', () => {
    const problems = problemsFromSchema(
      [{ code: 'too_big', path: ['durchbiegungsgrenze'], message: '', maximum: 0.1, inclusive: true }],
      SPECS,
    );
    expect(problems).toEqual([{ field: 'durchbiegungsgrenze', code: 'min', limit: 10 }]);
  });

  it('comparisons name the other field', () => {
    expect(problemsFromSchema(issues({ ...base, ruecklaufTemp: 60 }))).toEqual([
      { field: 'ruecklaufTemp', code: 'belowField', other: 'vorlaufTemp' },
    ]);
    const exchange = radiatorExchangeInput.safeParse({
      heizkoerpertypAlt: '22',
      heizkoerpertypNeu: '22',
      ausfuehrungNeu: 'xflair',
      bhAlt: 600,
      blAlt: 1000,
      bhNeu: 600,
      blNeu: 1000,
      vorlaufTempAlt: 70,
      ruecklaufTempAlt: 80,
      spreizungNeu: 7,
    });
    expect(problemsFromSchema(exchange.error?.issues ?? [])).toEqual([
      { field: 'ruecklaufTempAlt', code: 'belowField', other: 'vorlaufTempAlt' },
    ]);
  });

  it('a missing field is required, one problem per field', () => {
    const { zielLeistung: _, ...rest } = base;
    expect(problemsFromSchema(issues(rest))).toEqual([{ field: 'zielLeistung', code: 'required' }]);
  });

  it.each([
    ['radiator type "99" is not in the catalogue', 'notInCatalogue'],
    ['no U-value for "dach" built 1975; enter u', 'noUValue'],
    ['no system package covers 99000 W', 'noPackage'],
    ['kurveBis must be above kurveVon', 'aboveField'],
    ['something else', 'invalid'],
  ])('the engine’s “%s” is %s', (message, code) => {
    expect(problemFromMessage('f', message).code).toBe(code);
  });

  it('a comparison names the other field, also when the message does not start with the field', () => {
    expect(problemFromMessage('vorlaufTemp_kuehlen', 'must be below raumTemp_kuehlen')).toEqual({
      field: 'vorlaufTemp_kuehlen',
      code: 'belowField',
      other: 'raumTemp_kuehlen',
    });
    expect(problemFromMessage('vorlaufTemp_heizen', 'must be above raumTemp_heizen')).toEqual({
      field: 'vorlaufTemp_heizen',
      code: 'aboveField',
      other: 'raumTemp_heizen',
    });
  });

  it('a value between two fields names both, so changing either one is named', () => {
    expect(
      problemFromMessage('ruecklaufTemp_kuehlen', 'must lie between vorlaufTemp_kuehlen and raumTemp_kuehlen'),
    ).toEqual({
      field: 'ruecklaufTemp_kuehlen',
      code: 'between',
      other: 'vorlaufTemp_kuehlen',
      otherUpper: 'raumTemp_kuehlen',
    });
    expect(
      problemFromMessage('leistungA2', 'an air source heat pump gives more output at warmer air (A-7 ≤ A2 ≤ A7)'),
    ).toEqual({ field: 'leistungA2', code: 'between', other: 'leistungA7', otherUpper: 'leistungAPlus7' });
  });

  it('an engine’s range names its limit, so the form says it in the reader’s language', () => {
    expect(problemFromMessage('spreizungNeu', 'must be at most 12.5: the return would reach room temperature')).toEqual(
      {
        field: 'spreizungNeu',
        code: 'max',
        limit: 12.5,
      },
    );
    expect(problemFromMessage('kurveSchritt', 'must be at least 9.82 for at most 500 points')).toEqual({
      field: 'kurveSchritt',
      code: 'min',
      limit: 9.82,
    });
  });

  it('nested problems carry their full path', () => {
    expect(prefixed([{ field: 'u', code: 'required' }], 'raeume.0.bauteile.2.')).toEqual([
      { field: 'raeume.0.bauteile.2.u', code: 'required' },
    ]);
  });
});
