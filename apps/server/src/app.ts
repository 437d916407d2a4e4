import crypto from 'node:crypto';
import path from 'node:path';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openCluster } from './cluster/index';
import type { PortalConfig } from './config';
import type { Database } from './db/client';
import { EMBEDDED_ISSUER_KEY } from './db/seed-data';
import { PUBLIC } from './http/access';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerGuard } from './http/guard';
import { registerSecurityHeaders } from './http/headers';
import { registerHealth, type ServerState } from './http/health';
import { Metrics } from './http/metrics';
import { refuseNulBytes } from './http/nul-bytes';
import { documentOptions } from './http/openapi';
import { deferredRequestLogger } from './http/request-logger';
import { serializerCompiler } from './http/serializer';
import { TokenVerifier } from './http/tokens';
import { registerTracing } from './http/tracing';
import { createIdentityProvider, type IdentityProvider } from './idp/index';
import type { RevokedGrants } from './idp/revocations';
import { AccessService } from './modules/access/service';
import { accountRoutes } from './modules/account/routes';
import { administrationRoutes } from './modules/administration/routes';
import { authRoutes } from './modules/auth/routes';
import { bekonTrackingRoutes } from './modules/bekontracking/routes';
import { calculatorRoutes } from './modules/calculators/routes';
import { canteenRoutes } from './modules/canteen/routes';
import { crmRegistrationRoutes } from './modules/crm/registrationRoutes';
import { crmDealerRoutes } from './modules/crm/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { fileRoutes } from './modules/files/routes';
import { kpiRoutes } from './modules/kpi/routes';
import { mesFlashRoutes } from './modules/mes-flash/routes';
import { loadRegistry, type MiniAppEntry } from './modules/miniapps/registry';
import { miniAppRoutes } from './modules/miniapps/routes';
import { questionnaireRoutes } from './modules/questionnaire/routes';
import { reportingRoutes } from './modules/reporting/routes';
import type { ErpGateway } from './modules/sales/gateway';
import { salesRoutes } from './modules/sales/routes';
import { sapSqlRoutes } from './modules/sapsql/routes';
import { SCIM_PREFIX } from './modules/scim/directories';
import { scimDirectoryRoutes } from './modules/scim/directory-routes';
import { scimRoutes } from './modules/scim/routes';
import { userParameterRoutes } from './modules/user-parameters/routes';
import { registerShell, repositoryRoot } from './shell';

export type App = FastifyInstance;
export type ZodApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export interface ModuleDeps {
  readonly config: PortalConfig;
  readonly database: Database;
  readonly accessService: AccessService;
  /** The built mini-apps found at start (their manifests). */
  readonly miniApps: readonly MiniAppEntry[];
  /** The ERP behind the sales data; the embedded data set (schema `erp`) when not given. */
  readonly erpGateway?: ErpGateway | undefined;
  /** Register @fastify/rate-limit with these: counts shared by every process (docs/operations.md). */
  readonly rateLimits: RateLimitPluginOptions;
  readonly metrics: Metrics;
  /** The embedded provider's revoked grants, when it runs: a deactivated person's tokens are refused at once. */
  readonly revokedGrants?: RevokedGrants | undefined;
}

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly verifier: TokenVerifier;
  readonly accessService: AccessService;
  readonly idp: IdentityProvider | undefined;
  readonly state: ServerState;
  readonly metrics: Metrics;
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
type ModuleRegistration = (app: FastifyInstance, deps: ModuleDeps) => void | Promise<void>;

const MODULES: Record<Mount['prefix'], ModuleRegistration[]> = {
  '/portal/api': [
    authRoutes,
    favoriteRoutes,
    userParameterRoutes,
    administrationRoutes,
    miniAppRoutes,
    canteenRoutes,
    calculatorRoutes,
    questionnaireRoutes,
    // Spec §7 lists the KPI calls among the portal backend's too: the same routes on both mounts.
    kpiRoutes,
    fileRoutes,
    salesRoutes,
    reportingRoutes,
    sapSqlRoutes,
    bekonTrackingRoutes,
    scimDirectoryRoutes,
    accountRoutes,
  ],
  '/webcrmapi/api': [crmDealerRoutes, crmRegistrationRoutes],
  '/portalapiproduction/api': [kpiRoutes, mesFlashRoutes],
};

export async function buildApp(
  config: PortalConfig,
  database: Database,
  options: {
    logger?: FastifyServerOptions['logger'];
    loggerInstance?: FastifyServerOptions['loggerInstance'];
    erpGateway?: ErpGateway;
  } = {},
): Promise<BuiltApp> {
  const app = Fastify({
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

  const idp = config.embeddedIdp ? await createIdentityProvider({ config, database, log: app.log }) : undefined;
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
  const miniApps = loadRegistry(path.join(repositoryRoot(), 'miniapps'));
  const deps: ModuleDeps = {
    config,
    database,
    accessService,
    miniApps,
    erpGateway: options.erpGateway,
    rateLimits: cluster.rateLimits((request) => metrics.rateLimitRefused(request)),
    metrics,
    revokedGrants: idp?.revokedGrants,
  };

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
        for (const register of MODULES[mount.prefix]) await register(scope, deps);
      },
      { prefix: mount.prefix },
    );
  }

  // SCIM 2.0 for the group's directories: their own bearer tokens, outside the guarded API mounts.
  await app.register((scope) => scimRoutes(scope, deps), { prefix: SCIM_PREFIX });

  if (idp) await idp.register(app);
  await registerShell(app, config, miniApps);

  return { app, verifier, accessService, idp, state, metrics, routes };
}
