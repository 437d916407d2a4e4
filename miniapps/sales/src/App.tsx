import type { Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { Card } from '@portal/ui';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { salesApi } from './api';
import { BuildingProjects } from './BuildingProjects';
import { Configurator } from './Configurator';
import { type Env, EnvContext } from './env';
import { OrderTracking } from './OrderTracking';
import { Performance } from './Performance';
import { CSS } from './styles';
import { loadTexts, textsFor } from './texts';

/** The sales screens by the route's `screen` (packages/contracts/src/routes/shell.ts). */
const SCREENS: Record<string, ComponentType> = {
  performance: Performance,
  orderTracking: OrderTracking,
  buildingProjects: BuildingProjects,
  configurator: Configurator,
};

function SalesApp({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
  const api = useMemo(() => salesApi(context.http.portal), [context]);
  const env = useMemo<Env>(() => ({ context, api, t: textsFor(locale), locale }), [context, api, locale]);
  const Screen = SCREENS[context.route.screen ?? 'performance'];
  return (
    <EnvContext.Provider value={env}>
      <style>{CSS}</style>
      <div className="sa-root" lang={locale}>
        {Screen ? <Screen /> : <Card title={context.titleOf(context.route.name)}>{context.route.screen}</Card>}
      </div>
    </EnvContext.Provider>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<SalesApp context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
