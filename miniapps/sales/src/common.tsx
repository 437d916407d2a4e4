import { formatLocale } from '@portal/contracts';
import { saveBlob } from '@portal/sdk';
import { type Column, type Loaded, LoadGate, useLoad } from '@portal/ui';
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
