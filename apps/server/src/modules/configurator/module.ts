import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { configuratorRoutes } from './routes';

export const configuratorModule = createModule({
  name: 'configurator',
  deps: { database: coreServices.database, erp: coreServices.erp },
  register: configuratorRoutes,
});
