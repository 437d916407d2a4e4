import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { sapSqlRoutes } from './routes';

export const sapSqlModule = createModule({
  name: 'sapsql',
  deps: { config: coreServices.config, database: coreServices.database, rateLimits: coreServices.rateLimits },
  register: sapSqlRoutes,
});
