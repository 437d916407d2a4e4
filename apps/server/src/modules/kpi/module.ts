import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { kpiRoutes } from './routes';

export const kpiModule = createModule({
  name: 'kpi',
  deps: { database: coreServices.database },
  register: kpiRoutes,
});
