import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { reportingRoutes } from './routes';

export const reportingModule = createModule({
  name: 'reporting',
  deps: {
    accessService: coreServices.accessService,
    config: coreServices.config,
    database: coreServices.database,
    mailer: coreServices.mailer,
  },
  register: reportingRoutes,
});
