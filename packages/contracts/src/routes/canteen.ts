import { UI } from '../resources';
import { MENU, type RouteNode } from './define';
import { info } from './info';

/**
 * The canteen (spec §2 and its Kantine entries): its information pages. The ordering pages (order
 * system, food order, my orders, the kitchen's overview) come from the canteen mini-app's manifest.
 */
export const canteen: RouteNode = {
  path: 'canteen',
  icon: 'utensils',
  permissions: [UI.canteen.id],
  area: 'canteen',
  content: MENU,
  children: [
    { path: 'info', icon: 'info', content: info('canteenInfo') },
    { path: 'mealPhotos', order: 60, icon: 'camera', content: info('mealPhotos') },
  ],
};
