import { type Catalogues, sampleCatalogues } from '@portal/calc';
import type { SelectOption } from '@portal/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Evaluation, evaluate, type Schema } from './evaluate';
import { type FieldSpec, type FormValues, inputFromValues, valuesFromInput } from './form';
import { startingInput } from './lastInput';
import { describeProblem, messagesByField } from './messages';
import { SpecField, type TemplateProps, useLastInput } from './parts';
import type { TextKey, Translate } from './texts';

let cached: Catalogues | undefined;
/** The sample catalogues, parsed once when the first calculation runs (as on the server). */
export function catalogues(): Catalogues {
  cached ??= sampleCatalogues();
  return cached;
}

/** What a flat calculator screen states of its own; the form's workings follow from it. */
export interface FlatCalculator<R> {
  /** names the last input kept for the user (`calc.<screen>.lastInput`) */
  readonly screen: string;
  readonly specs: readonly FieldSpec[];
  readonly schema: Schema;
  readonly engine: (input: never, catalogues: Catalogues) => R;
  /** a field's label where it is not the text of the field's own name */
  readonly labels?: Readonly<Record<string, TextKey>>;
  /** how a problem names its field, where the label alone would not tell which one is meant */
  readonly nameInProblems?: (field: string, label: string, t: Translate) => string;
  /** the fields the form shows now (e.g. zielleistung only when it is known) */
  readonly active?: (values: FormValues) => readonly FieldSpec[];
  /**
   * For an input with lists or groups: the engine input of the form's fields, which are named by
   * their path (`vorlaufTemps.2`, `strom.arbeitspreis`), and those fields of an engine input.
   */
  readonly toInput?: (fields: Record<string, unknown>) => Record<string, unknown>;
  readonly fromInput?: (input: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A flat calculator form: it starts from the user's last input (or the template's), keeps the
 * values as typed, runs the engine on every change (in the browser, no round trip), translates the
 * problems naming their field, and keeps the last input that gave a result.
 */
export function useFlatCalculator<R>(
  calculator: FlatCalculator<R>,
  { context, locale, t, template }: TemplateProps<unknown>,
) {
  const { screen, specs, schema, engine, labels, nameInProblems, active, toInput, fromInput } = calculator;
  const store = useLastInput(context, screen);
  const [values, setValues] = useState<FormValues>(() => {
    const start = startingInput(template.input, store.restore(), schema);
    return valuesFromInput(specs, fromInput ? fromInput(start.input) : start.input, locale);
  });
  const setValue = useCallback((name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
  }, []);
  const update = useCallback((patch: FormValues) => setValues((v) => ({ ...v, ...patch })), []);

  const shown = active ? active(values) : specs;
  const { input, evaluation } = useMemo(() => {
    const read = inputFromValues(shown, values);
    const input = toInput ? toInput(read.input) : read.input;
    const evaluation: Evaluation<R> = evaluate(
      schema,
      (i: never) => engine(i, catalogues()),
      input,
      read.problems,
      shown,
    );
    return { input, evaluation };
  }, [values, shown, schema, engine, toInput]);

  useEffect(() => {
    if (evaluation.result !== undefined) store.keep(input);
  }, [evaluation, input, store]);

  const labelKey = useCallback(
    (field: string): TextKey | undefined =>
      labels?.[field] ?? (specs.some((s) => s.name === field) ? (field as TextKey) : undefined),
    [labels, specs],
  );
  const labelOf = useCallback(
    (field: string) => {
      const key = labelKey(field);
      const label = key ? t(key) : field;
      return nameInProblems ? nameInProblems(field, label, t) : label;
    },
    [t, labelKey, nameInProblems],
  );
  const messages = useMemo(
    () => messagesByField(evaluation.problems, (p) => describeProblem(p, t, locale, labelOf)),
    [evaluation, t, locale, labelOf],
  );

  /** What a select or text field holds ('' for none). */
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  /** One field of the form, labelled, with its problem; a select takes its options. */
  const field = (name: string, options?: readonly SelectOption[], onChange = setValue) => (
    <SpecField
      key={name}
      spec={specs.find((s) => s.name === name)!}
      label={t(labelKey(name)!)}
      values={values}
      onChange={onChange}
      error={messages.get(name)}
      {...(options ? { options } : {})}
    />
  );

  return { values, update, input, evaluation, messages, text, field };
}
