import { formatLocale } from '@portal/contracts';
import { type MiniAppProps, mountMiniApp } from '@portal/ui';
import { useMemo } from 'react';
import { SapSql } from './SapSql';
import { CSS } from './styles';
import { counter, textsFor, translations } from './texts';

function SapSqlApp({ context, locale }: MiniAppProps) {
  const count = useMemo(() => counter(formatLocale(locale, context.country)), [locale, context.country]);
  return (
    <>
      <style>{CSS}</style>
      <div className="sq-root" lang={locale}>
        <SapSql http={context.http.portal} t={textsFor(locale)} count={count} />
      </div>
    </>
  );
}

export const mount = mountMiniApp(SapSqlApp, { texts: translations });
