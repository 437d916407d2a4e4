import { formatLocale, type Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { reportingApi } from './api';
import { Builder } from './Builder';
import { type Env, EnvContext } from './env';
import { CSS } from './styles';
import { loadTexts, textsFor } from './texts';

function ReportingApp({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
  const api = useMemo(() => reportingApi(context.http.portal), [context]);
  const env = useMemo<Env>(
    () => ({ context, api, t: textsFor(locale), locale, intl: formatLocale(locale, context.country) }),
    [context, api, locale],
  );
  return (
    <EnvContext.Provider value={env}>
      <style>{CSS}</style>
      <div className="rp-root" lang={locale}>
        <Builder />
      </div>
    </EnvContext.Provider>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<ReportingApp context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
