import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { favoriteRoutes } from './routes';

export const favoritesModule = createModule({
  name: 'favorites',
  deps: { database: coreServices.database },
  register: favoriteRoutes,
});
