import { formatLocale, type Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SapSql } from './SapSql';
import { CSS } from './styles';
import { counter, loadTexts, textsFor } from './texts';

function SapSqlApp({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  // A change of language renders once the new language's texts are there (German until then).
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
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

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<SapSqlApp context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
