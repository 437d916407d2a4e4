import type { Locale } from '@portal/contracts';
import { type ComponentType, Fragment, type ReactElement, type ReactNode, useMemo } from 'react';
import type { ExportKind } from './download';
import type { Evaluation } from './evaluate';
import { type FlatCalculator, useFlatCalculator } from './flat';
import { formatNumber } from './format';
import { CalculatorLayout, type ResultProps, type ScreenProps, type TemplateProps, withTemplate } from './parts';
import type { TextKey } from './texts';

/**
 * The frame every calculator screen is drawn in: its inputs in named groups, and the page of
 * results that follows the form (the live sentence, the problems, the results view, the documents).
 */

/** An item of an input group: a field of the form by its name, or an element drawn by the screen (or nothing). */
export type GroupItem = string | ReactElement | false | null | undefined;
/** A row of an input group: one item, or several side by side. */
export type GroupRow = GroupItem | readonly GroupItem[];

/** One group of inputs under its legend; `field` draws a field of the form by name. */
export function FieldGroup({
  legend,
  field,
  rows,
}: {
  legend: string;
  field: (name: string) => ReactNode;
  rows: readonly GroupRow[];
}) {
  const draw = (item: GroupItem) => (typeof item === 'string' ? field(item) : item);
  return (
    <fieldset>
      <legend>{legend}</legend>
      {rows.map((row, i) =>
        Array.isArray(row) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a group are fixed by the screen
          <div className="calc-pair" key={i}>
            {row.map((item: GroupItem, j: number) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of a row are fixed by the screen
              <Fragment key={j}>{draw(item)}</Fragment>
            ))}
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a group are fixed by the screen
          <Fragment key={i}>{draw(row as GroupItem)}</Fragment>
        ),
      )}
    </fieldset>
  );
}

/** A group of inputs: its legend and its rows. */
export type Group = readonly [legend: string, rows: readonly GroupRow[]];

/** The groups of a screen's form, in order. */
export function FieldGroups({ field, groups }: { field: (name: string) => ReactNode; groups: readonly Group[] }) {
  return (
    <>
      {groups.map(([legend, rows]) => (
        <FieldGroup key={legend} legend={legend} field={field} rows={rows} />
      ))}
    </>
  );
}

/** What the frame reads of a calculator form (useFlatCalculator): the input, its evaluation and the problems. */
export interface CalculatorForm<R> {
  readonly input: Record<string, unknown>;
  readonly evaluation: Evaluation<R>;
  readonly messages: ReadonlyMap<string, string>;
}

/** How a calculator screen shows its result: the heading's name, the live sentence, the results view, the documents. */
export interface CalculatorView<R> {
  /** names the results' heading: `calc-<id>-results` */
  readonly id: string;
  /** the result in one sentence, for screen readers */
  readonly summarize: (props: ResultProps<R>) => string;
  readonly Results: ComponentType<ResultProps<R>>;
  /** the documents of this calculator; a calculator without documents shows no export */
  readonly exportKind?: ExportKind;
}

/**
 * A calculator screen's page from its form: while the input gives a result, the live sentence,
 * the results view and the documents of the current input; while problems hold it back, the
 * problems.
 */
export function CalculatorFrame<R>({
  view,
  form,
  ...page
}: ScreenProps & { view: CalculatorView<R>; form: CalculatorForm<R>; inputs: ReactNode }) {
  const { id, summarize, Results, exportKind } = view;
  const { input, evaluation, messages } = form;
  const result = evaluation.result;
  const shown = result === undefined ? undefined : { result, input, locale: page.locale, t: page.t };
  return (
    <CalculatorLayout
      {...page}
      id={id}
      summary={shown && summarize(shown)}
      messages={messages}
      {...(exportKind ? { exportKind, exportInput: shown && input } : {})}
    >
      {shown && <Results {...shown} />}
    </CalculatorLayout>
  );
}

/** A figure of a live sentence: a number, a number with its decimals, or a text. */
export type LiveFigure = number | string | readonly [value: number, digits: number];

/**
 * The live sentence of a result: the text `key` with the result's figures, each number written in
 * the reader's language.
 */
export function liveSentence<R>(
  key: TextKey,
  figures: (props: ResultProps<R>) => Readonly<Record<string, LiveFigure>>,
): (props: ResultProps<R>) => string {
  return (props) => {
    const write = (f: LiveFigure) =>
      typeof f === 'string'
        ? f
        : typeof f === 'number'
          ? formatNumber(f, props.locale)
          : formatNumber(f[0], props.locale, f[1]);
    return props.t(key, Object.fromEntries(Object.entries(figures(props)).map(([name, f]) => [name, write(f)])));
  };
}

/** The form of a flat calculator (useFlatCalculator): values, input, evaluation, problems, fields. */
export type FlatForm<R> = ReturnType<typeof useFlatCalculator<R>>;

/** What a calculator screen's inputs receive: the screen's props, the loaded template and the form. */
export type InputsProps<K, R> = TemplateProps<K> & { readonly form: FlatForm<R> };

/** A calculator: one whose engine writes texts (a tender text) is given per language. */
export type CalculatorOf<R> = FlatCalculator<R> | ((locale: Locale) => FlatCalculator<R>);

function CalculatorForm<K, R>({
  calculator,
  view,
  Inputs,
  ...props
}: TemplateProps<K> & {
  calculator: CalculatorOf<R>;
  view: CalculatorView<R>;
  Inputs: ComponentType<InputsProps<K, R>>;
}) {
  const { locale } = props;
  const flat = useMemo(
    () => (typeof calculator === 'function' ? calculator(locale) : calculator),
    [calculator, locale],
  );
  const form = useFlatCalculator(flat, props);
  return <CalculatorFrame {...props} view={view} form={form} inputs={<Inputs {...props} form={form} />} />;
}

/**
 * A calculator screen: its template is loaded first (with a retry), then the form of its
 * calculator runs, its inputs are drawn and its view shows the result.
 */
export function calculatorScreen<K, R>(
  /** GET of the template: `{ input, katalog }` */
  template: string,
  calculator: CalculatorOf<R>,
  view: CalculatorView<R>,
  Inputs: ComponentType<InputsProps<K, R>>,
): ComponentType<ScreenProps> {
  return withTemplate<K>(template, (props) => (
    <CalculatorForm {...props} calculator={calculator} view={view} Inputs={Inputs} />
  ));
}
