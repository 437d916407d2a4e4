import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { crmRegistrationRoutes } from './registrationRoutes';
import { crmReviewRoutes } from './reviewRoutes';
import { crmDealerRoutes } from './routes';

/**
 * The CRM API of spec §7 (docs/crm.md): the dealers' calls and the registration of new dealers.
 * Its mails go through the portal's outbox (mail/outbox.ts), which the app retries.
 */
export const crmModule = createModule({
  name: 'crm',
  deps: {
    database: coreServices.database,
    rateLimits: coreServices.rateLimits,
    mailer: coreServices.mailer,
    config: coreServices.config,
  },
  register: async (scope, deps) => {
    crmDealerRoutes(scope, deps);
    await crmRegistrationRoutes(scope, deps);
    crmReviewRoutes(scope, deps);
  },
});
