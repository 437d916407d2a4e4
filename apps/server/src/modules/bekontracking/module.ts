import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { bekonTrackingRoutes } from './routes';

export const bekonTrackingModule = createModule({
  name: 'bekontracking',
  deps: {
    config: coreServices.config,
    database: coreServices.database,
    metrics: coreServices.metrics,
    rateLimits: coreServices.rateLimits,
  },
  register: bekonTrackingRoutes,
});
