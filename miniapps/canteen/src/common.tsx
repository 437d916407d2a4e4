import type { Canteen, CanteenListEntry } from '@portal/contracts';
import {
  Button,
  type Column,
  createEnvContext,
  type Loaded,
  LoadGate,
  type ScreenEnv,
  Select,
  TextField,
  useLoad,
} from '@portal/ui';
import { Fragment, type ReactNode, useCallback, useState } from 'react';
import type { CanteenApi } from './api';
import { checkRange } from './dates';
import { formatMoney } from './money';
import { messageFor } from './problems';
import type { Texts } from './texts';

/** What every screen needs: the shell's context, the calls, the texts and the locale for Intl (`de-CH`: CHF 11.90, `de-DE`: 6,40 €). */
export type Env = ScreenEnv<CanteenApi, Texts>;

export const { EnvContext, useEnv } = createEnvContext<Env>('canteen');

export function useMoney(): (amount: string, currency: string) => string {
  const { intl } = useEnv();
  return useCallback((amount, currency) => formatMoney(amount, currency, intl), [intl]);
}

export { type Loaded, useLoad };

/** While loading: a spinner; after a failure: the reason and a retry. */
export function LoadState({ loaded, children }: { loaded: Loaded<unknown>; children: ReactNode }) {
  const { t } = useEnv();
  return (
    <LoadGate loaded={loaded} failedText={(error) => messageFor(error, t)} texts={t}>
      {children}
    </LoadGate>
  );
}

const CHOSEN_CANTEEN = 'portal.canteen.applicationId';

/** The canteens of the portal and the one chosen (remembered on this device). */
export function useCanteens(only?: (canteen: CanteenListEntry) => boolean): Loaded<CanteenListEntry[]> & {
  readonly canteen: Canteen | undefined;
  readonly choose: (applicationId: string) => void;
} {
  const { api } = useEnv();
  const loaded = useLoad(() => api.canteens(), [api]);
  const [chosen, setChosen] = useState<string | null>(() => readChoice());
  const canteens = only ? (loaded.data ?? []).filter(only) : (loaded.data ?? []);
  const canteen = canteens.find((c) => c.applicationId === chosen) ?? canteens[0];
  const choose = useCallback((applicationId: string) => {
    setChosen(applicationId);
    try {
      localStorage.setItem(CHOSEN_CANTEEN, applicationId);
    } catch {
      // private mode: remember it for this visit only
    }
  }, []);
  return { ...loaded, data: loaded.data && canteens, canteen, choose };
}

function readChoice(): string | null {
  try {
    return localStorage.getItem(CHOSEN_CANTEEN);
  } catch {
    return null;
  }
}

/** The canteen to work with: a choice when there are several, its name when there is one. */
export function CanteenPicker({
  canteens,
  canteen,
  choose,
}: {
  canteens: readonly Canteen[];
  canteen: Canteen;
  choose: (applicationId: string) => void;
}) {
  const { t } = useEnv();
  if (canteens.length < 2) return <p className="cn-muted">{canteen.name}</p>;
  return (
    <Select
      label={t.canteen}
      value={canteen.applicationId}
      onChange={(event) => choose(event.target.value)}
      options={canteens.map((c) => ({ value: c.applicationId, label: c.name }))}
    />
  );
}

/**
 * A screen's frame: its heading (the route's title), the canteen choice and what is shown for that
 * canteen, started afresh when another canteen is chosen.
 */
export function CanteenScreen({
  children,
  kitchen,
}: {
  children: (canteen: Canteen) => ReactNode;
  /** A kitchen screen: only the canteens where the caller's kitchen may do this (the server refuses the others). */
  kitchen?: (may: CanteenListEntry['kitchen']) => boolean;
}) {
  const { t, context } = useEnv();
  const canteens = useCanteens(kitchen && ((c) => kitchen(c.kitchen)));
  return (
    <div className="cn">
      {/* The shell shows the page's title as its h1; this keeps the outline (h1, h2, h3) without saying it twice. */}
      <h2 className="cn-visually-hidden">{context.titleOf(context.route.name)}</h2>
      <LoadState loaded={canteens}>
        {canteens.canteen ? (
          <>
            <div className="cn-toolbar">
              <CanteenPicker canteens={canteens.data ?? []} canteen={canteens.canteen} choose={canteens.choose} />
            </div>
            <Fragment key={canteens.canteen.applicationId}>{children(canteens.canteen)}</Fragment>
          </>
        ) : (
          <p>{kitchen ? t.noKitchenCanteens : t.noCanteens}</p>
        )}
      </LoadState>
    </div>
  );
}

/** Whole portions, 0 to max: big minus and plus buttons for thumbs, and a field for typing. */
export function Stepper({
  article,
  value,
  max,
  onChange,
  disabled,
}: {
  article: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useEnv();
  const fill = (template: string) => template.replace('{article}', article);
  return (
    <div className="cn-stepper">
      <button
        type="button"
        aria-label={fill(t.less)}
        disabled={disabled || value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        aria-label={fill(t.quantityOf)}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const n = Number.parseInt(event.target.value, 10);
          onChange(Number.isNaN(n) ? 0 : Math.min(max, Math.max(0, n)));
        }}
      />
      <button
        type="button"
        aria-label={fill(t.more)}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}

/** From and to, checked as the server checks them before anything is asked. */
export function RangeFields({
  initial,
  onShow,
  children,
}: {
  initial: { from: string; to: string };
  onShow: (range: { from: string; to: string }) => void;
  children?: ReactNode;
}) {
  const { t } = useEnv();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const checked = checkRange(from, to);
  const error = checked.ok
    ? undefined
    : { invalid: t.rangeInvalid, order: t.rangeOrder, tooLong: t.rangeTooLong }[checked.reason];
  return (
    <form
      className="cn-toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.ok) onShow({ from: checked.from, to: checked.to });
      }}
    >
      <TextField label={t.from} type="date" value={from} required onChange={(e) => setFrom(e.target.value)} />
      <TextField label={t.to} type="date" value={to} required error={error} onChange={(e) => setTo(e.target.value)} />
      <Button type="submit" disabled={!checked.ok}>
        {t.show}
      </Button>
      {children}
    </form>
  );
}

/** The last two columns of the canteen's sums, how many and how much, with their grand totals under them. */
export function countAndAmount<T>(
  t: Texts,
  count: { readonly header: string; readonly of: (row: T) => number; readonly total: number },
  amount: { readonly of: (row: T) => string; readonly total: string },
): { columns: Column<T>[]; totals: { label: string; cells: Record<string, ReactNode> } } {
  return {
    columns: [
      { key: 'count', header: count.header, className: 'cn-num', cell: count.of },
      { key: 'amount', header: t.amount, className: 'cn-num', cell: amount.of },
    ],
    totals: { label: t.grandTotal, cells: { count: count.total, amount: amount.total } },
  };
}
