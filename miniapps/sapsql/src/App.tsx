import { formatLocale, type Locale } from '@portal/contracts';
import type { MiniAppContext } from '@portal/sdk';
import { mountMiniApp } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { SapSql } from './SapSql';
import { CSS } from './styles';
import { counter, textsFor } from './texts';

function SapSqlApp({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(() => context.onLocaleChange(setLocale), [context]);
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

export const mount = mountMiniApp(SapSqlApp);
