import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { canteenRoutes } from './routes';

export const canteenModule = createModule({
  name: 'canteen',
  deps: { database: coreServices.database, mailer: coreServices.mailer },
  register: canteenRoutes,
});
