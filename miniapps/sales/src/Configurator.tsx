import {
  API,
  type ConfigCharacteristic,
  type Customer,
  type SapConfigResponse,
  type SavedConfiguration,
  type SavedConfigurationOpened,
  type SelectStep,
} from '@portal/contracts';
import { Button, Select, TextField } from '@portal/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Loading, useFormat, useLoad } from './common';
import { configuratorTextsFor } from './configurator-texts';
import { type Choices, numberEntry, withChoice } from './configuratorNumber';
import { useEnv } from './env';
import { OpenedNotice, SavedList, SaveForm } from './SavedConfigurations';

/**
 * The product configurator (route sales/configurator, docs/configurator.md): product group and
 * model, then the steps as a stepper; every change is sent to the server, which evaluates the
 * whole configuration again and answers what is allowed now, the conflicts, and when complete
 * the variant key and the price. A complete configuration can be saved under a name; "My
 * configurations" lists the saved ones, and opening one restores its product, customer and values,
 * priced again with today's prices (docs/configurator.md).
 */
export function Configurator() {
  const { api, locale, context } = useEnv();
  const c = configuratorTextsFor(locale);
  const [group, setGroup] = useState('');
  const [bauform, setBauform] = useState('');
  // Staff without a customer of their own quote for one they may read (docs/configurator.md).
  const [quoteFor, setQuoteFor] = useState<Customer | undefined>();
  const mayQuote = context.permissions.has(API.customer.id);
  const groups = useLoad(() => api.productGroups(locale), [api, locale]);
  const customer = useLoad(() => api.customerNumber(), [api]);
  const kmats = useLoad(group ? () => api.kmats(group, locale) : undefined, [api, group, locale]);
  useEffect(() => {
    if (!group && groups.data?.[0]) setGroup(groups.data[0].sparte);
  }, [group, groups.data]);
  const [savedRound, setSavedRound] = useState(0);
  const saved = useLoad(() => api.savedConfigurations(locale), [api, locale, savedRound]);
  const reloadSaved = () => setSavedRound((r) => r + 1);
  // The saved configuration on screen; `round` remounts the stepper with its values on every opening.
  const [opened, setOpened] = useState<{ value: SavedConfigurationOpened; round: number } | undefined>();
  const open = async (item: SavedConfiguration) => {
    try {
      const [value, kmatsOfAllGroups] = await Promise.all([api.openSaved(item.id, locale), api.allKmats(locale)]);
      const kmat = kmatsOfAllGroups.find((k) => k.bauform === value.bauform);
      if (kmat) setGroup(kmat.sparte);
      // Staff quoting see the customer it was priced for again; a customer's own user always has theirs.
      if (value.kundenNummer && mayQuote && !customer.data?.kundenNummer)
        setQuoteFor((await api.customers({ Number: value.kundenNummer }))[0]);
      else if (!value.kundenNummer) setQuoteFor(undefined);
      setBauform(value.bauform);
      setOpened((o) => ({ value, round: (o?.round ?? 0) + 1 }));
    } catch {
      context.notify({ kind: 'error', text: c.actionFailed });
    }
  };
  const restored = opened && opened.value.bauform === bauform ? opened : undefined;
  return (
    <div className="sa">
      <h2>{c.title}</h2>
      <p className="sa-muted">{c.intro}</p>
      {customer.data &&
        (customer.data.kundenNummer ? (
          <p>{c.customer(customer.data.kundenNummer, customer.data.name ?? '')}</p>
        ) : mayQuote ? (
          <CustomerPicker picked={quoteFor} onPick={setQuoteFor} />
        ) : (
          <p>{c.noCustomer}</p>
        ))}
      <Loading loaded={groups}>
        <div className="sa-form">
          <Select
            label={c.productGroup}
            value={group}
            onChange={(e) => {
              setGroup(e.target.value);
              setBauform('');
              setOpened(undefined);
            }}
            options={(groups.data ?? []).map((g) => ({ value: g.sparte, label: g.spartenName }))}
          />
          <Select
            label={c.kmat}
            value={bauform}
            disabled={!kmats.data}
            onChange={(e) => {
              setBauform(e.target.value);
              setOpened(undefined);
            }}
            options={[
              { value: '', label: c.chooseKmat },
              ...(kmats.data ?? []).map((k) => ({ value: k.bauform, label: k.materialText })),
            ]}
          />
        </div>
      </Loading>
      {bauform && (
        <Stepper
          key={`${bauform}/${locale}/${restored?.round ?? 0}`}
          bauform={bauform}
          kundenNummer={quoteFor?.number}
          initialChoices={restored ? choicesOf(restored.value) : {}}
          onSaved={reloadSaved}
          onRestart={() => setOpened(undefined)}
        />
      )}
      {/* Always present, so what opening found is announced when it appears; beside the list it was opened from. */}
      <div role="status">{restored && <OpenedNotice opened={restored.value} />}</div>
      <SavedList saved={saved} onOpen={open} onChanged={reloadSaved} />
    </div>
  );
}

/**
 * Whose prices a quote shows, for staff who buy for no customer of their own: a search by name or
 * number in the ERP's customers (GET /api/Customer), then one of the matches, or the list price.
 */
function CustomerPicker({
  picked,
  onPick,
}: {
  picked: Customer | undefined;
  onPick: (c: Customer | undefined) => void;
}) {
  const { api, locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const [text, setText] = useState('');
  const [found, setFound] = useState<Customer[] | undefined>();
  const [failed, setFailed] = useState(false);
  // The customer chosen stays among the choices after another search.
  const listed = found ?? [];
  const choices = picked && !listed.some((x) => x.number === picked.number) ? [picked, ...listed] : listed;
  const search = async (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    setFailed(false);
    try {
      const byNumber = /^\d+$/.test(term);
      setFound(await api.customers(byNumber ? { Number: term } : { Name: term, Fuzzy: 'true', Top: '10' }));
    } catch {
      setFailed(true);
    }
  };
  return (
    <form className="sa-form" onSubmit={search}>
      <TextField label={c.searchCustomer} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="sa-form__actions">
        <Button type="submit" icon="search">
          {c.search}
        </Button>
      </div>
      {/* A row of its own: the choices name the customer, number and city in full. */}
      <div className="sa-form__wide">
        <Select
          label={c.quoteFor}
          value={picked?.number ?? ''}
          onChange={(e) => onPick(choices.find((x) => x.number === e.target.value))}
          options={[
            { value: '', label: c.listPriceOption },
            ...choices.map((x) => ({ value: x.number, label: `${x.number} ${x.name}, ${x.city}` })),
          ]}
        />
      </div>
      <p aria-live="polite" className={`sa-form__wide ${failed ? 'sa-error' : 'sa-muted'}`}>
        {failed
          ? c.searchFailed
          : found?.length === 0
            ? c.noCustomerFound
            : picked
              ? c.customer(picked.number, picked.name)
              : c.noCustomer}
      </p>
    </form>
  );
}

/** The saved values the model still knows, as the stepper's choices; the rest the notice reports. */
function choicesOf(opened: SavedConfigurationOpened): Choices {
  return Object.fromEntries(
    (opened.configuration?.sapCharacteristics ?? [])
      .filter((ch) => ch.source === 'user' && ch.valueKey !== null)
      .map((ch) => [ch.characteristicKey, ch.valueKey as string]),
  );
}

function Stepper({
  bauform,
  kundenNummer,
  initialChoices,
  onSaved,
  onRestart,
}: {
  bauform: string;
  kundenNummer: string | undefined;
  /** The values of a saved configuration opened again; none for a new one. */
  initialChoices: Choices;
  onSaved: () => void;
  /** Starting again leaves an opened configuration: its notice goes with it. */
  onRestart: () => void;
}) {
  const { api, locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const [choices, setChoices] = useState<Choices>(initialChoices);
  const [current, setCurrent] = useState(0);
  const steps = useLoad(() => api.selectSteps(bauform, locale), [api, bauform, locale]);
  const infos = useLoad(() => api.infoTexts(bauform, locale), [api, bauform, locale]);
  const state = useLoad(
    () =>
      api.configure({
        bauform,
        sprache: locale,
        ...(kundenNummer ? { kundenNummer } : {}),
        sapCharacteristics: Object.entries(choices).map(([characteristicKey, valueKey]) => ({
          characteristicKey,
          valueKey,
        })),
      }),
    [api, bauform, locale, choices, kundenNummer],
  );
  // The last answer stays on screen while the next is on its way, so focus and layout stay put.
  const [shown, setShown] = useState<SapConfigResponse | undefined>(undefined);
  useEffect(() => {
    if (state.data) setShown(state.data);
  }, [state.data]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A configuration opened from the list takes focus at its first step, as a step the user moved to.
  const moved = useRef(Object.keys(initialChoices).length > 0);
  const ready = shown !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step the user moved to
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [current, ready]);
  const go = (index: number) => {
    moved.current = true;
    setCurrent(index);
  };
  /** A value for the characteristic, or none: a number field left empty or refused leaves it without one. */
  const choose = (key: string, value: string | undefined) => setChoices((old) => withChoice(old, key, value));
  const allSteps: SelectStep[] = steps.data ?? [];
  const total = allSteps.length + 1;
  const step = allSteps[current];
  const status = shown
    ? shown.returnCode === 'complete'
      ? c.statusComplete
      : shown.returnCode === 'conflict'
        ? c.statusConflict
        : c.statusIncomplete
    : '';
  return (
    <Loading loaded={shown ? { ...state, data: shown, error: state.error } : state}>
      {shown && (
        <section className="sa-detail cf" aria-labelledby="cf-step-heading" data-return-code={shown.returnCode}>
          <nav aria-label={c.steps}>
            <ol className="cf-steps">
              {allSteps.map((s, i) => (
                <li key={s.step}>
                  <button
                    type="button"
                    className="cf-step"
                    aria-current={i === current ? 'step' : undefined}
                    onClick={() => go(i)}
                  >
                    {s.step}. {s.name}
                  </button>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="cf-step"
                  aria-current={current === allSteps.length ? 'step' : undefined}
                  onClick={() => go(allSteps.length)}
                >
                  {c.summary}
                </button>
              </li>
            </ol>
          </nav>
          <h3 id="cf-step-heading" ref={headingRef} tabIndex={-1}>
            {step ? step.name : c.summary}{' '}
            <span className="sa-muted">({c.stepOf(String(current + 1), String(total))})</span>
          </h3>
          <p role="status" className={shown.returnCode === 'conflict' ? 'sa-error' : 'sa-muted'}>
            {status}
          </p>
          {step ? (
            step.merkmale.map((key) => {
              const characteristic = shown.sapCharacteristics.find((x) => x.characteristicKey === key);
              return characteristic ? (
                <CharacteristicField
                  key={key}
                  characteristic={characteristic}
                  info={infos.data?.find((i) => i.merkmal === key)?.text}
                  chosen={choices[key]}
                  onChoose={(value) => choose(key, value)}
                />
              ) : null;
            })
          ) : (
            <>
              <Summary response={shown} />
              {shown.complete && shown.price && (
                <SaveForm response={shown} choices={choices} kundenNummer={kundenNummer} onSaved={onSaved} />
              )}
            </>
          )}
          <div className="sa-form__actions">
            {current > 0 && (
              <Button icon="arrow-left" onClick={() => go(current - 1)}>
                {c.back}
              </Button>
            )}
            {current < allSteps.length && (
              <Button variant="primary" icon="chevron-right" onClick={() => go(current + 1)}>
                {c.next}
              </Button>
            )}
            <Button
              icon="refresh-cw"
              onClick={() => {
                setChoices({});
                go(0);
                onRestart();
              }}
            >
              {c.restart}
            </Button>
          </div>
        </section>
      )}
    </Loading>
  );
}

function CharacteristicField({
  characteristic: ch,
  info,
  chosen,
  onChoose,
}: {
  characteristic: ConfigCharacteristic;
  info: string | undefined;
  /** The user's choice, shown at once while the server evaluates it. */
  chosen: string | undefined;
  onChoose: (value: string | undefined) => void;
}) {
  const { locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const id = useId();
  const [infoOpen, setInfoOpen] = useState(false);
  const infoBlock = info && (
    <>
      <Button
        variant="ghost"
        className="cf-info-toggle"
        aria-expanded={infoOpen}
        aria-controls={`${id}-info`}
        onClick={() => setInfoOpen((o) => !o)}
      >
        {c.showInfo(ch.name)}
      </Button>
      <p id={`${id}-info`} className="cf-info" hidden={!infoOpen}>
        {info}
      </p>
    </>
  );
  const conflict = ch.conflict && (
    <p className="sa-error" id={`${id}-conflict`}>
      {ch.conflict}
    </p>
  );
  if (ch.type === 'number' && ch.range)
    return (
      <div className="cf-field" data-characteristic={ch.characteristicKey}>
        <NumberField ch={ch} onChoose={onChoose} conflictId={ch.conflict ? `${id}-conflict` : undefined} />
        {conflict}
        {infoBlock}
      </div>
    );
  return (
    <fieldset
      className="sa-fieldset cf-field"
      data-characteristic={ch.characteristicKey}
      aria-describedby={ch.conflict ? `${id}-conflict` : undefined}
    >
      <legend>
        {ch.name}
        {ch.source === 'default' && <span className="sa-muted"> ({c.byDefault})</span>}
      </legend>
      <div className="cf-values">
        {ch.values.map((v) => (
          <label key={v.valueKey} className={v.allowed ? 'cf-value' : 'cf-value cf-value--disabled'}>
            <input
              type="radio"
              name={id}
              value={v.valueKey}
              checked={(chosen ?? ch.valueKey) === v.valueKey}
              disabled={!v.allowed && (chosen ?? ch.valueKey) !== v.valueKey}
              aria-describedby={v.reason ? `${id}-${v.valueKey}-reason` : undefined}
              onChange={() => onChoose(v.valueKey)}
            />
            <span>{v.name}</span>
            {v.reason && (
              <small id={`${id}-${v.valueKey}-reason`} className="cf-reason">
                {c.notAvailable}: {v.reason}
              </small>
            )}
          </label>
        ))}
      </div>
      {conflict}
      {infoBlock}
    </fieldset>
  );
}

/** A number on a grid: checked here first so only a value the server knows is sent. */
function NumberField({
  ch,
  onChoose,
  conflictId,
}: {
  ch: ConfigCharacteristic;
  onChoose: (value: string | undefined) => void;
  conflictId: string | undefined;
}) {
  const { locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const range = ch.range!;
  const [text, setText] = useState(ch.valueKey ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  // Passing through a field nobody typed in says nothing yet; emptying one is answered.
  const typed = useRef(false);
  const commit = (input: HTMLInputElement) => {
    const entry = numberEntry(text, range.increment, input.validity.badInput);
    if (entry.kind === 'empty' && !typed.current) return;
    if (entry.kind === 'value') {
      setError(undefined);
      onChoose(entry.value);
      return;
    }
    setError(
      entry.kind === 'empty'
        ? c.numberRequired
        : c.lengthInvalid(String(range.min), String(range.max), String(range.increment)),
    );
    // The value before stays no longer: the configuration is incomplete until a valid one is given.
    onChoose(undefined);
  };
  return (
    <TextField
      label={`${ch.name}${ch.unit ? ` (${ch.unit})` : ''}`}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={range.increment}
      value={text}
      required
      hint={c.allowedRange(String(range.min), String(range.max), ch.unit ?? '')}
      error={error}
      aria-errormessage={conflictId}
      onChange={(e) => {
        typed.current = true;
        setText(e.target.value);
      }}
      onBlur={(e) => commit(e.currentTarget)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(e.currentTarget);
      }}
    />
  );
}

function Summary({ response }: { response: SapConfigResponse }) {
  const { locale } = useEnv();
  const c = configuratorTextsFor(locale);
  const format = useFormat();
  const conflicts = response.messages.filter((m) => m.code === 'value_not_allowed' || m.code === 'out_of_range');
  const valueName = useMemo(
    () => (ch: ConfigCharacteristic) =>
      ch.valueKey === null
        ? c.notChosen
        : (ch.values.find((v) => v.valueKey === ch.valueKey)?.name ?? `${ch.valueKey} ${ch.unit ?? ''}`.trim()),
    [c],
  );
  return (
    <div className="cf-summary">
      <p>
        <strong>{response.materialText}</strong>
      </p>
      <dl className="sa-facts">
        {response.sapCharacteristics.map((ch) => (
          <div key={ch.characteristicKey} data-characteristic={ch.characteristicKey}>
            <dt>{ch.name}</dt>
            <dd className={ch.conflict ? 'sa-error' : undefined}>{valueName(ch)}</dd>
          </div>
        ))}
      </dl>
      {conflicts.length > 0 && (
        <>
          <h4>{c.conflicts}</h4>
          <ul className="sa-list">
            {conflicts.map((m) => (
              <li key={`${m.msgNumber}-${m.characteristicKey}`}>{m.message}</li>
            ))}
          </ul>
        </>
      )}
      {response.materialVariante && response.price && (
        <dl className="sa-facts cf-result">
          <div>
            <dt>{c.variantKey}</dt>
            <dd data-testid="variant">{response.materialVariante}</dd>
          </div>
          <div>
            <dt>{c.listPrice}</dt>
            <dd data-testid="list-price">{format.money(response.price.brutto, response.price.currency)}</dd>
          </div>
          <div>
            <dt>{c.netPrice}</dt>
            <dd data-testid="net-price">{format.money(response.price.netto, response.price.currency)}</dd>
          </div>
          <div>
            <dt className="sa-muted">{c.infoTitle}</dt>
            <dd>{response.price.message}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
