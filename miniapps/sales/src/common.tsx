import { formatLocale } from '@portal/contracts';
import { saveBlob } from '@portal/sdk';
import { Button, type Column, DataTable, type Loaded, LoadGate, useLoad } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { useEnv } from './env';
import type { Texts } from './texts';

export { type Loaded, useLoad };

/** A failed load in words: the ERP's own outage (503 erp_unavailable, the circuit breaker) says so. */
export function loadFailedText(t: Pick<Texts, 'erpUnavailable' | 'loadFailed'>, error: unknown): string {
  const code = (error as { problem?: { code?: string } } | undefined)?.problem?.code;
  return code === 'erp_unavailable' ? t.erpUnavailable : t.loadFailed;
}

/** What a sales list passes to the kit's DataTable besides its columns: its rows, states and texts. */
export function useListStates<T>(loaded: Loaded<unknown>, rows: readonly T[] | undefined) {
  const { t, locale } = useEnv();
  return {
    rows,
    loading: loaded.loading,
    error: loaded.error,
    errorText: loaded.error === undefined ? undefined : loadFailedText(t, loaded.error),
    onRetry: loaded.reload,
    locale,
    texts: { loading: t.loading, retry: t.retry },
  };
}

/**
 * A list of results under its heading: the kit's table named by the heading, with the load's states
 * and texts, each row marked `data-<mark>` with its key (what tests and the shell's links find).
 */
export function ResultTable<T>({
  loaded,
  rows,
  mark,
  rowKey,
  ...table
}: {
  loaded: Loaded<unknown>;
  rows: readonly T[] | undefined;
  mark: string;
  rowKey: (row: T) => string;
  label: string;
  labelledBy: string;
  emptyText: string;
  columns: ReadonlyArray<Column<T> | false | undefined>;
}) {
  const list = useListStates(loaded, rows);
  return (
    <DataTable
      {...table}
      {...list}
      rowKey={rowKey}
      rowAttributes={(row) => ({ [`data-${mark}`]: rowKey(row) }) as Record<`data-${string}`, string>}
    />
  );
}

/** A search form's submit button, below the fields. */
export function SearchButton({ disabled }: { disabled?: boolean }) {
  const { t } = useEnv();
  return (
    <div className="sa-form__actions">
      <Button type="submit" variant="primary" icon="search" disabled={disabled}>
        {t.search}
      </Button>
    </div>
  );
}

/** How many a search found, read out when it changes. */
export function FoundStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="sa-muted">
      {children}
    </p>
  );
}

/** A record's facts as a description list; an empty value shows a dash. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, string] | false | null | undefined> }) {
  return (
    <dl className="sa-facts">
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact[0]}>
              <dt>{fact[0]}</dt>
              <dd>{fact[1] || '–'}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

/** The close button under a detail panel. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useEnv();
  return (
    <div>
      <Button icon="x" onClick={onClose}>
        {t.close}
      </Button>
    </div>
  );
}

/** A date column: sorted by the ISO date, written as the site writes dates. */
export function dateColumn<T>(
  key: string,
  header: string,
  date: (row: T) => string | null,
  write: (iso: string | null) => string,
): Column<T> {
  return { key, header, sortValue: (row) => date(row) ?? '', cell: (row) => write(date(row)) };
}

/** The ERP's own outage says so; any other failure offers a retry. */
export function Loading({ loaded, children }: { loaded: Loaded<unknown>; children: ReactNode }) {
  const { t } = useEnv();
  return (
    <LoadGate loaded={loaded} failedText={(error) => loadFailedText(t, error)} texts={t}>
      {children}
    </LoadGate>
  );
}

/** Numbers, money and dates as the site writes them (`formatLocale`: `de-CH` 1’234.50, `en-DE` 26 Nov 2026). */
export function useFormat() {
  const { locale, context } = useEnv();
  const tag = formatLocale(locale, context.country);
  return {
    number: (value: number, digits = 0) =>
      new Intl.NumberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value),
    money: (value: number, currency: string) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency }).format(value),
    date: (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
        : '–',
    percent: (value: number | null) =>
      value === null
        ? '–'
        : `${value > 0 ? '+' : ''}${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value)} %`,
  };
}

/**
 * A file download from a button: which one is running (to disable the buttons), the browser's save
 * under the server's name, and a notice that says it arrived or failed.
 */
export function useDownload() {
  const { t, context } = useEnv();
  const [busy, setBusy] = useState<string>();
  const run = async (key: string, fetch: () => Promise<{ blob: Blob; name: string }>) => {
    setBusy(key);
    try {
      const file = await fetch();
      saveBlob(file.blob, file.name);
      context.notify({ kind: 'success', text: t.downloaded(file.name) });
    } catch {
      context.notify({ kind: 'error', text: t.loadFailed });
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, run };
}
