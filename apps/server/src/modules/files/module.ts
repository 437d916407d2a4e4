import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { fileRoutes } from './routes';

export const filesModule = createModule({
  name: 'files',
  deps: { config: coreServices.config, database: coreServices.database },
  register: fileRoutes,
});
