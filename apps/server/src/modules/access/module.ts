import { createModule } from '../../platform/services';
import { accessRoutes } from './routes';

export const accessModule = createModule({
  name: 'access',
  deps: {},
  register: accessRoutes,
});
