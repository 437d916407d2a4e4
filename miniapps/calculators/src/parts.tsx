import { downloadTexts } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import { documentFailure, type MiniAppContext } from '@portal/sdk';
import {
  Button,
  CheckboxField,
  DocumentDownloads,
  LiveSummary,
  Select,
  type SelectOption,
  Spinner,
  TextField,
} from '@portal/ui';
import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadExport, type ExportKind, TENDER_KINDS } from './download';
import type { FieldSpec, FormValues } from './form';
import { translateHint } from './hints';
import { type LastInput, lastInput } from './lastInput';
import { AddToProject } from './projects/AddToProject';
import type { Translate } from './texts';

/** What every screen receives from App. */
export interface ScreenProps {
  readonly context: MiniAppContext;
  readonly locale: Locale;
  readonly t: Translate;
}

/** GET of a calculator template (`{ input, katalog }`), with a retry. */
export function useTemplate<T>(context: MiniAppContext, path: string) {
  const [state, setState] = useState<{ status: 'loading' | 'failed' } | { status: 'ready'; data: T }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) loads again
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    context.http.portal.get<T>(path).then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [context, path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** The last-input store of a screen; a pending save goes out when the screen is left. */
export function useLastInput(context: MiniAppContext, screen: string): LastInput {
  const store = useMemo(
    () =>
      lastInput({
        screen,
        storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
        save: (parameter) => context.http.portal.post('/api/UserParameter', parameter),
      }),
    [context, screen],
  );
  useEffect(() => () => store.flush(), [store]);
  return store;
}

/** What a calculator's template route answers: the starting input and the choices of its catalogue. */
export interface CalculatorTemplate<K> {
  readonly input: Record<string, unknown>;
  readonly katalog: K;
}

/** What a calculator's form receives: the screen's props and the loaded template. */
export type TemplateProps<K> = ScreenProps & { readonly template: CalculatorTemplate<K> };

/** A calculator screen: its template is loaded first (with a retry), then the form is drawn from it. */
export function withTemplate<K>(path: string, Form: ComponentType<TemplateProps<K>>): ComponentType<ScreenProps> {
  return function CalculatorScreen(props: ScreenProps) {
    const { state, retry } = useTemplate<CalculatorTemplate<K>>(props.context, path);
    if (state.status !== 'ready') return <Loading t={props.t} failed={state.status === 'failed'} onRetry={retry} />;
    return <Form {...props} template={state.data} />;
  };
}

export function Loading({ t, failed, onRetry }: { t: Translate; failed: boolean; onRetry: () => void }) {
  return failed ? (
    <div className="calc-status" role="alert">
      <p>{t('templateFailed')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  ) : (
    <div className="calc-status">
      <Spinner label={t('loading')} />
      <span aria-hidden="true">{t('loading')}</span>
    </div>
  );
}

/** One input of a flat form, drawn from its spec: label with unit, error line naming the field. */
export function SpecField({
  spec,
  label,
  values,
  onChange,
  error,
  options,
  hint,
}: {
  spec: FieldSpec;
  label: string;
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  error?: string | undefined;
  options?: readonly SelectOption[];
  hint?: string;
}) {
  const value = values[spec.name];
  if (spec.kind === 'check') {
    return (
      <CheckboxField
        label={label}
        name={spec.name}
        checked={value === true}
        onChange={(e) => onChange(spec.name, e.currentTarget.checked)}
        {...(hint ? { hint } : {})}
      />
    );
  }
  if (spec.kind === 'select') {
    return (
      <Select
        label={label}
        name={spec.name}
        value={typeof value === 'string' ? value : ''}
        options={options ?? []}
        error={error}
        onChange={(e) => onChange(spec.name, e.currentTarget.value)}
        {...(hint ? { hint } : {})}
      />
    );
  }
  return (
    <TextField
      label={label}
      name={spec.name}
      value={typeof value === 'string' ? value : ''}
      {...(spec.kind === 'number' ? { inputMode: 'decimal' as const } : {})}
      autoComplete="off"
      error={error}
      onChange={(e) => onChange(spec.name, e.currentTarget.value)}
      {...(hint ? { hint } : {})}
    />
  );
}

/** The problems that keep the calculation from running, each naming its field. */
export function ProblemList({ t, messages }: { t: Translate; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="calc-problems">
      <p>{t('fixErrors')}</p>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

export function Hints({ t, hints, locale }: { t: Translate; hints: readonly string[]; locale: Locale }) {
  if (hints.length === 0) return null;
  return (
    <section className="calc-hints" aria-label={t('hints')}>
      <h3>{t('hints')}</h3>
      <ul>
        {hints.map((h) => {
          const hint = translateHint(h, locale);
          return (
            <li key={h} lang={hint.lang}>
              {hint.text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Project name and the PDF/XLSX (and, with a tender text, GAEB X81) buttons; the server writes the document of the current input. */
export function ExportBar({ context, kind, input, locale }: ScreenProps & { kind: ExportKind; input: unknown }) {
  const current = useRef(input);
  current.current = input;
  const texts = downloadTexts(locale, { gaeb: TENDER_KINDS.has(kind) });
  return (
    <DocumentDownloads
      className="calc-export"
      texts={texts}
      disabled={input === undefined}
      download={(format, projekt) => downloadExport(context, kind, format, current.current, locale, projekt)}
      reason={(error) => documentFailure(error, texts.failures)}
      onFailure={(text) => context.notify({ kind: 'error', text })}
    />
  );
}

/** What a screen's results view receives: the result, the input it came from, the language. */
export interface ResultProps<R> {
  readonly result: R;
  readonly input: Record<string, unknown>;
  readonly locale: Locale;
  readonly t: Translate;
}

/**
 * A calculator's page: the form beside its results. The results open with the sentence screen
 * readers announce and the problems that hold the calculation back, and close with the note on
 * sample data and the export of the current input.
 */
export function CalculatorLayout({
  context,
  locale,
  t,
  id,
  inputs,
  summary,
  messages,
  exportKind,
  exportInput,
  children,
}: ScreenProps & {
  /** names the results' heading: `calc-<id>-results` */
  id: string;
  inputs: ReactNode;
  /** the result in one sentence; undefined while problems hold it back (they are read instead) */
  summary: string | undefined;
  /** the problems' messages by field */
  messages: ReadonlyMap<string, string>;
  /** the documents of this calculator; a calculator without documents shows no export */
  exportKind?: ExportKind;
  /** the input the documents are written from; undefined until it gives a result */
  exportInput?: unknown;
  /** the results */
  children: ReactNode;
}) {
  const problems = [...messages.values()];
  return (
    <div className="calc-layout">
      <form className="calc-form" aria-label={t('inputs')} onSubmit={(e) => e.preventDefault()} noValidate>
        {inputs}
      </form>
      <section className="calc-results" aria-labelledby={`calc-${id}-results`}>
        <h2 id={`calc-${id}-results`}>{t('results')}</h2>
        <LiveSummary text={summary ?? problems.join(' ')} />
        <ProblemList t={t} messages={problems} />
        {children}
        <p className="calc-note">{t('sampleData')}</p>
        {exportKind && <ExportBar context={context} locale={locale} t={t} kind={exportKind} input={exportInput} />}
        {exportKind && <AddToProject context={context} locale={locale} t={t} kind={exportKind} input={exportInput} />}
      </section>
    </div>
  );
}

export const yesNo = (t: Translate, v: boolean) => (v ? t('yes') : t('no'));
