import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { mesFlashRoutes } from './routes';

export const mesFlashModule = createModule({
  name: 'mes-flash',
  deps: { database: coreServices.database },
  register: mesFlashRoutes,
});
