import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { auditRoutes } from './routes';

export const auditModule = createModule({
  name: 'audit',
  deps: { database: coreServices.database },
  register: auditRoutes,
});
