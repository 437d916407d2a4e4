import { type Catalogues, sampleCatalogues } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Evaluation, evaluate } from './evaluate';
import { type FieldSpec, type FormValues, inputFromValues, valuesFromInput } from './form';
import type { LastInput } from './lastInput';
import { startingInput } from './lastInput';
import { describeProblem, messagesByField } from './messages';
import type { Translate } from './texts';

let cached: Catalogues | undefined;
/** The sample catalogues, parsed once when the first calculation runs (as on the server). */
export function catalogues(): Catalogues {
  cached ??= sampleCatalogues();
  return cached;
}

interface Schema {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly unknown[] } };
}

/**
 * A flat calculator form: values as typed, the engine run on every change (in the browser, no
 * round trip), problems translated and naming their field, the last valid input kept.
 */
export function useFlatCalculator<R>(options: {
  specs: readonly FieldSpec[];
  schema: Schema;
  engine: (input: never, catalogues: Catalogues) => R;
  template: Record<string, unknown>;
  store: LastInput;
  locale: Locale;
  t: Translate;
  labelOf: (field: string) => string;
  /** fields the form shows now (e.g. zielleistung only when it is known) */
  active?: (values: FormValues) => readonly FieldSpec[];
}) {
  const { specs, schema, engine, template, store, locale, t, labelOf, active } = options;
  const [values, setValues] = useState<FormValues>(() => {
    const start = startingInput(template, store.restore(), schema);
    return valuesFromInput(specs, start.input, locale);
  });
  const setValue = useCallback((name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
  }, []);
  const update = useCallback((patch: FormValues) => setValues((v) => ({ ...v, ...patch })), []);

  const shown = active ? active(values) : specs;
  const { input, evaluation } = useMemo(() => {
    const read = inputFromValues(shown, values);
    const evaluation: Evaluation<R> = evaluate(
      schema,
      (i: never) => engine(i, catalogues()),
      read.input,
      read.problems,
      shown,
    );
    return { input: read.input, evaluation };
  }, [values, shown, schema, engine]);

  useEffect(() => {
    if (evaluation.result !== undefined) store.keep(input);
  }, [evaluation, input, store]);

  const messages = useMemo(
    () => messagesByField(evaluation.problems, (p) => describeProblem(p, t, locale, labelOf)),
    [evaluation, t, locale, labelOf],
  );
  return { values, setValue, update, input, evaluation, messages, shown };
}
