import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { salesRoutes } from './routes';

export const salesModule = createModule({
  name: 'sales',
  deps: { erp: coreServices.erp },
  register: salesRoutes,
});
