import {
  BEKON_TRACKING_NUMBER,
  BEKON_TRACKING_POSTCODE,
  type BekonTrackingResult,
  formatLocale,
} from '@portal/contracts';
import { Button, DataTable, type MiniAppProps, mountMiniApp, TextField } from '@portal/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkInput, type Field, failureOf } from './problems';
import { fill, stepLabel, textsFor, translations } from './texts';

const CSS = `
.bt { display: grid; gap: 1rem; max-width: 48rem; min-width: 0; overflow-wrap: anywhere; }
.bt h2 { margin: 0; font-size: 1.25rem; }
.bt h3 { margin: 0; font-size: 1.1rem; }
.bt p { margin: 0; }
.bt-form { display: grid; gap: 0.5rem; }
.bt-fields { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.bt-problem { color: var(--p-danger); font-weight: 600; }
.bt-result { background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 10px; padding: 1rem; display: grid; gap: 0.75rem; }
.bt-timeline { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.bt-step { display: grid; grid-template-columns: 1.5rem 1fr; gap: 0.5rem; align-items: baseline; }
.bt-step::before { content: '○'; text-align: center; }
.bt-step[data-done="true"]::before { content: '●'; color: var(--p-primary); }
.bt-step[aria-current="step"] { font-weight: 700; }
.bt-positions { border-collapse: collapse; width: 100%; }
.bt-positions th, .bt-positions td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--p-border); }
.bt-positions th { overflow-wrap: normal; hyphens: auto; }
.bt-positions td.bt-num, .bt-positions th.bt-num { text-align: right; }
`;

const dateIn = (tag: string, iso: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/**
 * Public delivery tracking of the shower-design brand (spec §2 `bekonTracking`, docs/tracking.md):
 * the number and postcode a customer knows, then the delivery's timeline. No sign-in.
 */
function BekonTracking({ context, locale }: MiniAppProps) {
  const t = textsFor(locale);
  const intl = formatLocale(locale, context.country);
  const [number, setNumber] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BekonTrackingResult | undefined>(undefined);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const asked = useRef(0);

  // The answer is in the language asked for: a language switch asks again for the material texts.
  const [query, setQuery] = useState<{ Number: string; PostalCode: string } | undefined>(undefined);
  useEffect(() => {
    if (!query) return;
    const mine = ++asked.current;
    setBusy(true);
    setFailure(undefined);
    context.http.portal
      .get<BekonTrackingResult>('/api/BekonTracking', {
        query: { ...query, Language: locale },
        // A visitor who tried too often reads so now, rather than waiting out the limit's minute.
        retry: false,
      })
      .then(
        (answer) => {
          if (mine !== asked.current) return;
          setResult(answer);
          requestAnimationFrame(() => resultHeading.current?.focus());
        },
        (error: unknown) => {
          if (mine !== asked.current) return;
          setResult(undefined);
          setFailure(error);
          setFieldErrors(failureOf(error, t).fields);
        },
      )
      .finally(() => mine === asked.current && setBusy(false));
  }, [query, locale, context, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(number, postalCode, t, {
      number: BEKON_TRACKING_NUMBER,
      postalCode: BEKON_TRACKING_POSTCODE,
    });
    setFieldErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      setResult(undefined);
      setFailure(undefined);
      return;
    }
    setQuery({ Number: checked.number, PostalCode: checked.postalCode });
  };

  /** The two numbers a customer knows, both typed as digits; each shows the server's or the check's problem. */
  const fields: ReadonlyArray<{
    field: Field;
    label: string;
    hint: string;
    name: string;
    autoComplete: string;
    maxLength: number;
    value: string;
    set: (value: string) => void;
  }> = [
    {
      field: 'Number',
      label: t.number,
      hint: t.numberHint,
      name: 'number',
      autoComplete: 'off',
      maxLength: 20,
      value: number,
      set: setNumber,
    },
    {
      field: 'PostalCode',
      label: t.postalCode,
      hint: t.postalCodeHint,
      name: 'postal-code',
      autoComplete: 'postal-code',
      maxLength: 10,
      value: postalCode,
      set: setPostalCode,
    },
  ];
  const problem = failure === undefined ? undefined : failureOf(failure, t).message;
  const reached = result?.timeline.findIndex((e) => e.step === result.status) ?? -1;
  return (
    <div className="bt" lang={locale}>
      <style>{CSS}</style>
      <h2>{t.title}</h2>
      <p>{t.intro}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet read by every screen reader; the role is */}
      <form className="bt-form" role="search" aria-label={t.title} onSubmit={submit} noValidate>
        <div className="bt-fields">
          {fields.map((f) => (
            <TextField
              key={f.field}
              label={f.label}
              hint={f.hint}
              name={f.name}
              autoComplete={f.autoComplete}
              inputMode="numeric"
              maxLength={f.maxLength}
              required
              value={f.value}
              error={fieldErrors[f.field]}
              onChange={(e) => f.set(e.target.value)}
            />
          ))}
        </div>
        <div>
          <Button type="submit" variant="primary" icon="search" disabled={busy}>
            {busy ? t.searching : t.submit}
          </Button>
        </div>
      </form>
      {/* Always present, so screen readers announce what appears in it. */}
      <div className="bt-problem" role="alert" aria-live="assertive">
        {problem && Object.keys(fieldErrors).length === 0 ? problem : ''}
      </div>
      {result && (
        <section className="bt-result" aria-labelledby="bt-result-title">
          <h3 id="bt-result-title" ref={resultHeading} tabIndex={-1}>
            {fill(t.resultTitle, { number: result.deliveryNumber })}
          </h3>
          <p>{fill(t.orderNumber, { number: result.orderNumber })}</p>
          <p className="bt-status" aria-live="polite">
            {fill(t.statusNow, { step: stepLabel(t, result.status) })}
          </p>
          {result.expectedDeliveryDate && (
            <p className="bt-expected">{fill(t.expected, { date: dateIn(intl, result.expectedDeliveryDate) })}</p>
          )}
          {result.carrier && result.trackingNumber && (
            <p className="bt-carrier">
              {fill(t.carrier, { carrier: result.carrier, trackingNumber: result.trackingNumber })}
            </p>
          )}
          <h4>{t.timeline}</h4>
          <ol className="bt-timeline">
            {result.timeline.map((event, index) => (
              <li
                key={event.step}
                className="bt-step"
                data-done={event.done}
                aria-current={index === reached ? 'step' : undefined}
              >
                <span>
                  {stepLabel(t, event.step)}
                  {' – '}
                  {event.date ? dateIn(intl, event.date) : event.done ? '✓' : t.pending}
                </span>
              </li>
            ))}
          </ol>
          <h4 id="bt-positions">{t.positions}</h4>
          <DataTable
            label={t.positions}
            labelledBy="bt-positions"
            className="bt-positions"
            locale={locale}
            rows={result.positions}
            rowKey={(p) => String(p.position)}
            columns={[
              { key: 'position', header: t.position, cell: (p) => p.position },
              { key: 'material', header: t.material, cell: (p) => p.name },
              {
                key: 'quantity',
                header: t.quantity,
                className: 'bt-num',
                cell: (p) => `${new Intl.NumberFormat(intl).format(p.quantity)} ${p.unit}`,
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}

export const mount = mountMiniApp(BekonTracking, { texts: translations });
