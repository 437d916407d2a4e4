import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { calcProjectRoutes } from './routes';

export const calcProjectsModule = createModule({
  name: 'calc-projects',
  deps: { database: coreServices.database },
  register: calcProjectRoutes,
});
