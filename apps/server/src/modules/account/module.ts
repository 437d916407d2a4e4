import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { accountRoutes } from './routes';

/** The person's own security page (docs/sign-in.md): profile, passkeys, TOTP, password, sessions. */
export const accountModule = createModule({
  name: 'account',
  deps: { config: coreServices.config, database: coreServices.database, revokedGrants: coreServices.revokedGrants },
  register: accountRoutes,
});
