import { formatLocale, type Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { Card } from '@portal/ui';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { kpiApi } from './api';
import { type Env, EnvContext } from './env';
import { Kpi } from './Kpi';
import { MesFlash } from './MesFlash';
import { CSS } from './styles';
import { loadTexts, textsFor } from './texts';

/** The production screens by the route's `screen` (packages/contracts/src/routes/shell.ts). */
const SCREENS: Record<string, ComponentType> = { kpi: Kpi, mesFlash: MesFlash };

function ProductionApp({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
  const api = useMemo(() => kpiApi(context.http.production), [context]);
  const env = useMemo<Env>(
    () => ({ context, api, t: textsFor(locale), locale, intl: formatLocale(locale, context.country) }),
    [context, api, locale],
  );
  const Screen = SCREENS[context.route.screen ?? 'kpi'];
  return (
    <EnvContext.Provider value={env}>
      <style>{CSS}</style>
      <div className="pr-root" lang={locale}>
        {Screen ? <Screen /> : <Card title={context.titleOf(context.route.name)}>{context.route.screen}</Card>}
      </div>
    </EnvContext.Provider>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<ProductionApp context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
