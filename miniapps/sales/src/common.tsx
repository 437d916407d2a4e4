import { formatLocale } from '@portal/contracts';
import { Button, type Loaded, Spinner, useLoad } from '@portal/ui';
import type { ReactNode } from 'react';
import { useEnv } from './env';

export { type Loaded, useLoad };

/** The ERP's own outage (503 erp_unavailable, the circuit breaker) says so; any other failure offers a retry. */
export function Loading({ loaded, children }: { loaded: Loaded<unknown>; children: ReactNode }) {
  const { t } = useEnv();
  if (loaded.error !== undefined) {
    const code = (loaded.error as { problem?: { code?: string } }).problem?.code;
    return (
      <div role="alert">
        <p className="sa-error">{code === 'erp_unavailable' ? t.erpUnavailable : t.loadFailed}</p>
        <Button icon="refresh" onClick={loaded.reload}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (loaded.data === undefined) return <Spinner label={t.loading} />;
  return <>{children}</>;
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
