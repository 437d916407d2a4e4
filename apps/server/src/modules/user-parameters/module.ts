import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { userParameterRoutes } from './routes';

export const userParametersModule = createModule({
  name: 'user-parameters',
  deps: { database: coreServices.database },
  register: userParameterRoutes,
});
