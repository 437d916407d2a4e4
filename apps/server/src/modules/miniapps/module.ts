import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { miniAppRoutes } from './routes';

export const miniAppsModule = createModule({
  name: 'miniapps',
  deps: {
    accessService: coreServices.accessService,
    config: coreServices.config,
    database: coreServices.database,
    metrics: coreServices.metrics,
    miniApps: coreServices.miniApps,
    rateLimits: coreServices.rateLimits,
  },
  register: miniAppRoutes,
});
