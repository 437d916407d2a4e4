import crypto from 'node:crypto';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openCluster } from './cluster/index';
import type { PortalConfig } from './config';
import type { Database } from './db/client';
import { EMBEDDED_ISSUER_KEY } from './db/seed-data';
import type { ErpGateway } from './erp/gateway';
import { guardedErp } from './erp/service';
import { PUBLIC } from './http/access';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerGuard } from './http/guard';
import { registerSecurityHeaders, tileOrigin } from './http/headers';
import { registerHealth, type ServerState } from './http/health';
import { Metrics } from './http/metrics';
import { refuseNulBytes } from './http/nul-bytes';
import { documentOptions } from './http/openapi';
import { deferredRequestLogger } from './http/request-logger';
import { serializerCompiler } from './http/serializer';
import { TokenVerifier } from './http/tokens';
import { registerTracing } from './http/tracing';
import { createIdentityProvider, type IdentityProvider } from './idp/index';
import { createMailer, type Mailer } from './mail/index';
import { registerOutboxGauge, startMailRetry } from './mail/outbox';
import { accessModule } from './modules/access/module';
import { AccessService } from './modules/access/service';
import { accountModule } from './modules/account/module';
import { administrationModule } from './modules/administration/module';
import { auditModule } from './modules/audit/module';
import { authModule } from './modules/auth/module';
import { bekonTrackingModule } from './modules/bekontracking/module';
import { calcProjectsModule } from './modules/calc-projects/module';
import { calculatorsModule } from './modules/calculators/module';
import { canteenModule } from './modules/canteen/module';
import { configuratorModule } from './modules/configurator/module';
import { crmModule } from './modules/crm/module';
import { favoritesModule } from './modules/favorites/module';
import { filesModule } from './modules/files/module';
import { kpiModule } from './modules/kpi/module';
import { mesFlashModule } from './modules/mes-flash/module';
import { miniAppsModule } from './modules/miniapps/module';
import { MiniAppRegistry } from './modules/miniapps/service';
import { questionnaireModule } from './modules/questionnaire/module';
import { reportingModule } from './modules/reporting/module';
import { salesModule } from './modules/sales/module';
import { sapSqlModule } from './modules/sapsql/module';
import { SCIM_PREFIX } from './modules/scim/directories';
import { scimDirectoriesModule, scimModule } from './modules/scim/module';
import { userParametersModule } from './modules/user-parameters/module';
import { coreServices } from './platform/core-services';
import { type PortalModule, ServiceRegistry } from './platform/services';
import { registerShell, repositoryRoot } from './shell';

export type App = FastifyInstance;
export type ZodApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly verifier: TokenVerifier;
  readonly accessService: AccessService;
  readonly miniApps: MiniAppRegistry;
  readonly idp: IdentityProvider | undefined;
  readonly state: ServerState;
  readonly metrics: Metrics;
  readonly mailer: Mailer;
  /** Every route as registered, to check that each declares its access (T19). */
  readonly routes: ReadonlyArray<{ method: string | string[]; url: string; config?: { access?: unknown } }>;
}

/** The three API mounts of spec §7, each with the scope its tokens must carry. */
export const API_MOUNTS = [
  { prefix: '/portal/api', scope: 'portal', title: 'Portal API' },
  { prefix: '/webcrmapi/api', scope: 'crm', title: 'CRM API' },
  { prefix: '/portalapiproduction/api', scope: 'portal', title: 'Production API' },
] as const;

type Mount = (typeof API_MOUNTS)[number];

/** The modules on each mount. Each declares the services it needs (platform/services.ts). */
const MODULES: Record<Mount['prefix'], PortalModule[]> = {
  '/portal/api': [
    authModule,
    favoritesModule,
    userParametersModule,
    administrationModule,
    auditModule,
    accessModule,
    miniAppsModule,
    canteenModule,
    calculatorsModule,
    calcProjectsModule,
    questionnaireModule,
    // Spec §7 lists the KPI calls among the portal backend's too: the same routes on both mounts.
    kpiModule,
    filesModule,
    salesModule,
    configuratorModule,
    reportingModule,
    sapSqlModule,
    bekonTrackingModule,
    scimDirectoriesModule,
    accountModule,
  ],
  '/webcrmapi/api': [crmModule],
  '/portalapiproduction/api': [kpiModule, mesFlashModule],
};

export async function buildApp(
  config: PortalConfig,
  database: Database,
  options: {
    logger?: FastifyServerOptions['logger'];
    loggerInstance?: FastifyServerOptions['loggerInstance'];
    erpGateway?: ErpGateway;
    /** Another mailer than the one PORTAL_SMTP_URL names. */
    mailer?: Mailer;
  } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    // A module's start (a migration check, the mini-app directory, the provider's keys) may take
    // longer than Fastify's 10 s on a busy machine; a start that hangs still fails, after a minute.
    pluginTimeout: 60_000,
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : {
          logger: options.logger ?? {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.totp'],
          },
        }),
    childLoggerFactory: deferredRequestLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: the tracing plugin wraps every route registered after it.
  await registerTracing(app, config, database);

  const routes: Array<{ method: string | string[]; url: string; config?: { access?: unknown } }> = [];
  // Kept by reference: hooks of inner scopes may still add the declaration after this one ran.
  app.addHook('onRoute', (route) => {
    routes.push(route as (typeof routes)[number]);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    production: config.production,
    identityProviders: config.embeddedIdp ? [] : [...new Set(config.issuers.map((issuer) => new URL(issuer).origin))],
    imageSources: config.map.tileUrl ? [tileOrigin(config.map.tileUrl)] : [],
  });
  // Every answer names its request, so a report from a user or a balancer's log finds the log lines.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const state: ServerState = { closing: false };
  // Under event-loop overload answer 503 with Retry-After rather than queue without end (R7).
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    sampleInterval: config.pressureSampleMs,
    retryAfter: 10,
    pressureHandler: (_req, reply, type, value) => {
      reply
        .status(503)
        .header('retry-after', '10')
        .type('application/problem+json')
        .send({
          type: 'https://portal.example/problems/service_unavailable',
          title: 'The server cannot run the request now; try again later',
          status: 503,
          code: 'service_unavailable',
          detail: `overloaded (${type}: ${value})`,
        });
    },
  });
  const metrics = new Metrics(database);
  registerHealth(app, database, state, metrics, config.metrics.token);
  const cluster = await openCluster(config, database, app.log);
  app.addHook('onClose', () => cluster.close());
  const mailer = options.mailer ?? createMailer({ ...config.mail, dataDir: config.dataDir }, app.log);
  // Queued mails the SMTP server did not take are tried again on a timer, with backoff (mail/outbox.ts).
  const stopMailRetry = startMailRetry(database.db, mailer, app.log, config.mail.retryIntervalMs);
  registerOutboxGauge(metrics.registry, database.db);
  app.addHook('onClose', async () => {
    await stopMailRetry();
    await mailer.close();
  });

  const idp = config.embeddedIdp ? await createIdentityProvider({ config, database, log: app.log, mailer }) : undefined;
  const verifier = new TokenVerifier({
    issuers: config.issuerProfiles,
    clockTolerance: config.clockTolerance,
    issuerKey: (issuer) => (config.embeddedIdp ? EMBEDDED_ISSUER_KEY : issuer),
    ...(idp
      ? {
          localKeys: () => idp.publicJwks(),
          revoked: (principal: { claims: Record<string, unknown> }) => idp.revokedGrants.refuses(principal.claims),
        }
      : {}),
  });
  idp?.revokedGrants.shareThrough(cluster.bus);
  const accessService = new AccessService(database.db);
  accessService.shareChangesThrough(cluster.bus);
  const miniApps = new MiniAppRegistry(
    config.miniAppsDir ?? path.join(repositoryRoot(), 'miniapps'),
    database.db,
    app.log,
  );
  miniApps.shareThrough(cluster.bus);
  await miniApps.reload(false);
  const services = new ServiceRegistry()
    .provide(coreServices.config, config)
    .provide(coreServices.database, database)
    .provide(coreServices.accessService, accessService)
    .provide(coreServices.miniApps, miniApps)
    .provide(coreServices.erp, guardedErp(config, database, metrics, options.erpGateway))
    .provide(
      coreServices.rateLimits,
      cluster.rateLimits((request) => metrics.rateLimitRefused(request)),
    )
    .provide(coreServices.metrics, metrics)
    .provide(coreServices.revokedGrants, idp?.revokedGrants)
    .provide(coreServices.mailer, mailer);

  for (const mount of API_MOUNTS) {
    await app.register(
      async (scope) => {
        // The generated documentation is public by declaration, like every route.
        scope.addHook('onRoute', (route) => {
          if (route.url.startsWith(`${mount.prefix}/docs`)) route.config = { ...route.config, access: PUBLIC };
        });
        // Before any route of the scope: the guard binds each route's check as it is registered.
        registerGuard(scope, { verifier, accessService, requiredScope: mount.scope });
        refuseNulBytes(scope);
        await scope.register(swagger, documentOptions(mount));
        await scope.register(swaggerUi, { routePrefix: '/docs' });
        for (const module of MODULES[mount.prefix]) await scope.register(module.plugin, { services });
      },
      { prefix: mount.prefix },
    );
  }

  // SCIM 2.0 for the group's directories: their own bearer tokens, outside the guarded API mounts.
  await app.register(scimModule.plugin, { prefix: SCIM_PREFIX, services });

  if (idp) await idp.register(app, services.get(coreServices.rateLimits));
  await registerShell(app, config, miniApps);

  return { app, verifier, accessService, miniApps, idp, state, metrics, mailer, routes };
}
