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

export function useFormat() {
  const { locale } = useEnv();
  return {
    number: (value: number, digits = 0) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value),
    money: (value: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
    date: (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
        : '–',
    percent: (value: number | null) =>
      value === null
        ? '–'
        : `${value > 0 ? '+' : ''}${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} %`,
  };
}
