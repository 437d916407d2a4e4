import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { scimDirectoryRoutes } from './directory-routes';
import { scimRoutes } from './routes';

/** The administration of the directories that provision users (portal API, docs/operations.md). */
export const scimDirectoriesModule = createModule({
  name: 'scim-directories',
  deps: {
    accessService: coreServices.accessService,
    config: coreServices.config,
    database: coreServices.database,
  },
  register: scimDirectoryRoutes,
});

/** SCIM 2.0 itself at /portal/scim/v2, outside the API mounts, with each directory's own token. */
export const scimModule = createModule({
  name: 'scim',
  deps: {
    accessService: coreServices.accessService,
    config: coreServices.config,
    database: coreServices.database,
    revokedGrants: coreServices.revokedGrants,
  },
  register: scimRoutes,
});
