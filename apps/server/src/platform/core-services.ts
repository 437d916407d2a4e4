import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { PortalConfig } from '../config';
import type { Database } from '../db/client';
import type { ErpGateway } from '../erp/gateway';
import type { Metrics } from '../http/metrics';
import type { RevokedGrants } from '../idp/revocations';
import type { Mailer } from '../mail/index';
import type { AccessService } from '../modules/access/service';
import type { MiniAppRegistry } from '../modules/miniapps/service';
import { createServiceRef, type ServicesOf } from './services';

/** The services the composition root provides to every module that declares them. */
export const coreServices = {
  config: createServiceRef<PortalConfig>('core.config'),
  database: createServiceRef<Database>('core.database'),
  accessService: createServiceRef<AccessService>('core.access'),
  /** The built mini-apps, read from their manifests at start and on a reload. */
  miniApps: createServiceRef<MiniAppRegistry>('core.miniApps'),
  /** The ERP behind the sales data and the configurator, every call through the ERP breaker (erp/service.ts). */
  erp: createServiceRef<ErpGateway>('core.erp'),
  /** Register @fastify/rate-limit with these: counts shared by every process (docs/operations.md). */
  rateLimits: createServiceRef<RateLimitPluginOptions>('core.rateLimits'),
  metrics: createServiceRef<Metrics>('core.metrics'),
  /** The embedded provider's revoked grants, when it runs: a deactivated person's tokens are refused at once. */
  revokedGrants: createServiceRef<RevokedGrants | undefined>('core.revokedGrants'),
  /** Outgoing mail in the person's language with the site's brand (mail/index.ts). */
  mailer: createServiceRef<Mailer>('core.mailer'),
} as const;

type Core = typeof coreServices;

/** The values of some core services, as a module's routes receive them: `CoreServices<'database' | 'config'>`. */
export type CoreServices<K extends keyof Core> = ServicesOf<Pick<Core, K>>;
