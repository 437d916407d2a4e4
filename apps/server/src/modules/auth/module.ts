import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { authRoutes } from './routes';

export const authModule = createModule({
  name: 'auth',
  deps: { accessService: coreServices.accessService, database: coreServices.database },
  register: authRoutes,
});
