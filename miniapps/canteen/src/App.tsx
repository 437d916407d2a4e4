import { formatLocale } from '@portal/contracts';
import { screensMiniApp } from '@portal/ui';
import { canteenApi } from './api';
import { EnvContext } from './common';
import { FoodOrder } from './FoodOrder';
import { OrderedFood } from './OrderedFood';
import { OrderedUserFood } from './OrderedUserFood';
import { OrderSystem } from './OrderSystem';
import { CSS } from './styles';
import { translations } from './texts';

/** The canteen's screens by the route's `screen` (miniapp.json). */
export const mount = screensMiniApp({
  texts: translations,
  api: (context) => canteenApi(context.http.portal),
  EnvContext,
  intl: formatLocale,
  css: CSS,
  className: 'cn-root',
  screens: {
    foodOrder: FoodOrder,
    orderedUserFood: OrderedUserFood,
    orderSystem: OrderSystem,
    orderedFood: OrderedFood,
  },
  first: 'foodOrder',
});
