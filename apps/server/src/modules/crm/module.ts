import client from 'prom-client';
import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { outboxCounts, startMailRetry } from './mailOutbox';
import { crmRegistrationRoutes } from './registrationRoutes';
import { crmReviewRoutes } from './reviewRoutes';
import { crmDealerRoutes } from './routes';

/** The CRM API of spec §7 (docs/crm.md): the dealers' calls and the registration of new dealers. */
export const crmModule = createModule({
  name: 'crm',
  deps: {
    database: coreServices.database,
    rateLimits: coreServices.rateLimits,
    mailer: coreServices.mailer,
    config: coreServices.config,
    metrics: coreServices.metrics,
  },
  register: async (scope, deps) => {
    crmDealerRoutes(scope, deps);
    await crmRegistrationRoutes(scope, deps);
    crmReviewRoutes(scope, deps);

    // Queued mails the SMTP server did not take are tried again on a timer, with backoff.
    const db = deps.database.db;
    const stop = startMailRetry(db, deps.mailer, scope.log, deps.config.mail.retryIntervalMs);
    scope.addHook('onClose', async () => stop());
    // Given-up mails show on the metrics, so an operator's alert can name them (docs/operations.md).
    new client.Gauge({
      name: 'portal_crm_mail_outbox',
      help: 'CRM mails in the outbox by state: pending (waiting for a try) or failed (given up after the last try)',
      labelNames: ['state'],
      registers: [deps.metrics.registry],
      async collect() {
        const counts = await outboxCounts(db);
        this.set({ state: 'pending' }, counts.pending);
        this.set({ state: 'failed' }, counts.failed);
      },
    });
  },
});
