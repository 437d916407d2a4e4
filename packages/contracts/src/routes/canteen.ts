import { API, UI } from '../resources';
import { MENU, miniApp, type RouteNode } from './define';
import { info } from './info';

/** Every canteen page first asks which canteens there are (`/api/OrderSystemUserOrder/canteens`). */
const ordering = [API.orderSystemUserOrder.id];

/**
 * The canteen (spec §2 and its Kantine entries): the staff's order system and the kitchen's
 * overview are gated by narrower resources; the rest needs the canteen resource.
 */
export const canteen: RouteNode = {
  path: 'canteen',
  icon: 'utensils',
  permissions: [UI.canteen.id],
  area: 'canteen',
  content: MENU,
  children: [
    { path: 'info', icon: 'info', content: info('canteenInfo') },
    {
      path: 'orderSystem',
      icon: 'clipboard-list',
      permissions: [UI.canteenOrderSystem.id],
      apis: [API.orderSystemUserOrder.id, API.orderSystemArticle.id, API.orderSystemPlan.id],
      content: miniApp('canteen', 'orderSystem'),
    },
    { path: 'foodOrder', icon: 'shopping-cart', apis: ordering, content: miniApp('canteen', 'foodOrder') },
    { path: 'orderedUserFood', icon: 'receipt', apis: ordering, content: miniApp('canteen', 'orderedUserFood') },
    {
      path: 'orderedFood',
      icon: 'chef-hat',
      permissions: [UI.canteenKitchen.id],
      apis: [API.orderSystemUserOrder.id, API.orderSystemOrder.id],
      content: miniApp('canteen', 'orderedFood'),
    },
    { path: 'mealPhotos', icon: 'camera', content: info('mealPhotos') },
  ],
};
