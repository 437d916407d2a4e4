import { formatLocale, type Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { Card } from '@portal/ui';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { canteenApi } from './api';
import { type Env, EnvContext } from './common';
import { FoodOrder } from './FoodOrder';
import { OrderedFood } from './OrderedFood';
import { OrderedUserFood } from './OrderedUserFood';
import { OrderSystem } from './OrderSystem';
import { CSS } from './styles';
import { loadTexts, textsFor } from './texts';

/** The canteen's screens by the route's `screen` (packages/contracts/src/routes/canteen.ts). */
const SCREENS: Record<string, ComponentType> = {
  foodOrder: FoodOrder,
  orderedUserFood: OrderedUserFood,
  orderSystem: OrderSystem,
  orderedFood: OrderedFood,
};

function CanteenApp({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
  const api = useMemo(() => canteenApi(context.http.portal), [context]);
  const env = useMemo<Env>(
    () => ({ context, api, t: textsFor(locale), locale, intl: formatLocale(locale, context.country) }),
    [context, api, locale],
  );
  const Screen = SCREENS[context.route.screen ?? 'foodOrder'];
  return (
    <EnvContext.Provider value={env}>
      <style>{CSS}</style>
      <div className="cn-root" lang={locale}>
        {Screen ? <Screen /> : <Card title={context.titleOf(context.route.name)}>{context.route.screen}</Card>}
      </div>
    </EnvContext.Provider>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<CanteenApp context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
