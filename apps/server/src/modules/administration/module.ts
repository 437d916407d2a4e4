import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { administrationRoutes } from './routes';

export const administrationModule = createModule({
  name: 'administration',
  deps: {
    accessService: coreServices.accessService,
    config: coreServices.config,
    database: coreServices.database,
    mailer: coreServices.mailer,
    revokedGrants: coreServices.revokedGrants,
  },
  register: administrationRoutes,
});
