import type { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import type { PortalConfig } from '../config';
import type { Database } from '../db/client';
import { PUBLIC } from '../http/access';
import type { Mailer } from '../mail/index';
import { registerAccountSetup } from './account-setup';
import { createAdapterClass, purgeExpired } from './adapter';
import { refuseDemoAccounts } from './demo-removal';
import { loadMasterKeys } from './envelope';
import { registerInteractions } from './interactions';
import {
  type CookieKeys,
  ensureCookieKey,
  ensureSigningKey,
  KEY_RELOAD_SECONDS,
  loadCookieKeys,
  loadSigningKeys,
  publicJwks,
  type SigningKeys,
  sealStoredKeys,
} from './keys';
import { PasskeyChallenges } from './passkeys';
import { registerPasswordReset } from './password-reset';
import { createProvider, MOUNT } from './provider';
import { RevokedGrants } from './revocations';
import { registerSessionCheck } from './session-check';
import { DatabaseThrottle, purgeForgottenAttempts } from './throttle';
import { handleJwtUserinfo, isUserinfoPath } from './userinfo';

/** The embedded OpenID Connect provider, mounted at /openid on every configured origin. */
export interface IdentityProvider {
  /** Mounts the provider; `rateLimits` are the portal's shared counters (the sign-in limit holds across processes). */
  register(app: FastifyInstance, rateLimits: RateLimitPluginOptions): Promise<void>;
  /** Public signing keys: the current one and retired ones whose tokens may still be alive. */
  publicJwks(): Promise<JSONWebKeySet>;
  /** Grants revoked by the provider: the API refuses their access tokens. */
  readonly revokedGrants: RevokedGrants;
  close(): Promise<void>;
}

export interface IdentityProviderDeps {
  config: PortalConfig;
  database: Database;
  log: FastifyBaseLogger;
  /** Sends the one-time links of onboarding (account-setup.ts, password-reset.ts). */
  mailer?: Mailer;
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * One oidc-provider instance per configured origin (issuer `<origin>/openid`), chosen by the
 * request's Host. All share storage (idp.oidc_payload), signing keys, cookie keys and accounts.
 */
export async function createIdentityProvider(deps: IdentityProviderDeps): Promise<IdentityProvider> {
  const { config, database, log } = deps;
  // T14: config refuses this already; the provider checks again so no other path can start it so.
  if (config.production && config.demoAccounts) {
    throw new Error('Refusing to start: demo accounts are not allowed when NODE_ENV=production');
  }
  const db = database.db;
  // T14 again, on the data: a database seeded in development must not be served with its demo accounts.
  if (config.production) await refuseDemoAccounts(db);
  // Issue 20 §9: private keys and cookie keys are sealed under the master key; plaintext ones of
  // older releases, and ones sealed under PORTAL_MASTER_KEY_PREVIOUS, are (re)sealed now.
  const master = loadMasterKeys(config);
  const { sealed } = await sealStoredKeys(database, master);
  if (sealed > 0) log.info({ event: 'idp.keys.sealed', count: sealed }, 'keys sealed under the current master key');
  await ensureSigningKey(db, master);
  await ensureCookieKey(db, master);
  const pendingStore = new (createAdapterClass(db))('PortalSecondFactor');
  const revokedGrants = new RevokedGrants(db, config.accessTokenTtl + config.clockTolerance, log);
  await revokedGrants.refresh();

  let keys: SigningKeys = await loadSigningKeys(db, master);
  let cookies: CookieKeys = await loadCookieKeys(db, master);
  let providers = new Map<string, { provider: Provider; issuer: string; handle: ReturnType<Provider['callback']> }>();

  const build = () => {
    const next = new Map<string, { provider: Provider; issuer: string; handle: ReturnType<Provider['callback']> }>();
    for (const origin of config.origins) {
      const host = new URL(origin).host.toLowerCase();
      const adapter = createAdapterClass(db, host);
      const provider = createProvider({ config, db, origin, adapter, keys, cookieKeys: cookies.keys });
      observe(provider, log, revokedGrants);
      next.set(host, { provider, issuer: provider.issuer, handle: provider.callback() });
    }
    providers = next;
  };
  build();

  // A rotated key (keys:rotate, keys:rotate-cookies) reaches a running server within
  // KEY_RELOAD_SECONDS: the providers are rebuilt with the new keys; everything they keep lives
  // in the database.
  let reloading = false;
  const reload = setInterval(() => {
    if (reloading) return;
    reloading = true;
    Promise.all([loadSigningKeys(db, master), loadCookieKeys(db, master)])
      .then(([next, nextCookies]) => {
        const kids = (k: SigningKeys) => k.privateJwks.map((j) => j.kid).join(',');
        const sameSigning = next.currentKid === keys.currentKid && kids(next) === kids(keys);
        if (sameSigning && nextCookies.ids.join(',') === cookies.ids.join(',')) return;
        keys = next;
        cookies = nextCookies;
        build();
        log.info({ event: 'idp.keys.reloaded', kid: keys.currentKid, cookieKey: cookies.ids[0] }, 'keys reloaded');
      })
      .catch((err) => log.warn({ err }, 'keys could not be reloaded; keeping the current ones'))
      .finally(() => {
        reloading = false;
      });
  }, KEY_RELOAD_SECONDS * 1000);
  reload.unref();
  const purge = setInterval(() => {
    Promise.all([purgeExpired(db), purgeForgottenAttempts(db)]).catch((err) =>
      log.warn({ err }, 'expired identity provider records could not be purged'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();

  const hostOf = (headers: IncomingHttpHeaders): string | undefined => {
    const forwarded = config.trustProxy ? headers['x-forwarded-host'] : undefined;
    const host = (typeof forwarded === 'string' ? forwarded.split(',')[0] : undefined) ?? headers.host;
    return host?.trim().toLowerCase();
  };
  const entryFor = (headers: IncomingHttpHeaders) => {
    const host = hostOf(headers);
    return host ? providers.get(host) : undefined;
  };
  const jwks = () => publicJwks(db);
  const userinfo = { db, audience: config.audience, clockTolerance: config.clockTolerance, jwks, revokedGrants };

  const handler = (req: IncomingMessage, res: ServerResponse, fail: (err: unknown) => void) => {
    const entry = entryFor(req.headers);
    if (!entry) {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: 'not_found', error_description: 'unknown host' }));
      return;
    }
    setSecurityHeaders(res);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isUserinfoPath(path)) {
      handleJwtUserinfo(userinfo, entry.issuer, req, res)
        .then((handled) => {
          if (!handled) return entry.handle(req, res);
        })
        .catch(fail);
      return;
    }
    entry.handle(req, res);
  };

  /**
   * The provider answers on its own (it is a Koa application): its routes hand it the raw
   * request with the mount taken off the path, as a mounted application expects, and
   * `originalUrl` keeping the whole path, from which it derives its own addresses.
   */
  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    const url = req.url ?? MOUNT;
    const rest = url.slice(MOUNT.length);
    req.originalUrl = url;
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    handler(req, reply.raw, (err) => {
      log.error({ err, event: 'oidc.server_error' }, 'identity provider error');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
      }
      reply.raw.end(JSON.stringify({ error: 'server_error' }));
    });
  };

  return {
    async register(app, rateLimits) {
      await app.register(async (scope) => {
        // The provider reads its own request bodies: Fastify leaves the stream untouched.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
        const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
        const options = { method: methods, config: { access: PUBLIC }, exposeHeadRoute: false, handler: serve };
        scope.route({ ...options, url: MOUNT });
        // The sign-in pages under /openid/interaction are Fastify routes of their own (registerInteractions).
        scope.route({ ...options, url: `${MOUNT}/*` });
      });
      registerSessionCheck(app, MOUNT);
      await registerInteractions(app, {
        db,
        providerFor: (headers) => {
          const host = hostOf(headers);
          const entry = host ? providers.get(host) : undefined;
          return entry && host ? { provider: entry.provider, host } : undefined;
        },
        pendingStore,
        rateLimits,
        throttle: new DatabaseThrottle(db),
        log,
      });
      const keepRevokedSeconds = config.accessTokenTtl + config.clockTolerance;
      await registerAccountSetup(app, {
        db,
        revokedGrants,
        keepRevokedSeconds,
        log,
        origins: config.origins,
        challenges: new PasskeyChallenges(db),
      });
      if (deps.mailer) await registerPasswordReset(app, { db, mailer: deps.mailer, origins: config.origins, log });
    },
    publicJwks: jwks,
    revokedGrants,
    async close() {
      revokedGrants.close();
      clearInterval(reload);
      clearInterval(purge);
    },
  };
}

/**
 * The provider's responses bypass Fastify's hooks, so they get their headers here. Its pages
 * (sign-out, errors) need no script at all.
 */
function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
  );
}

/** Security-relevant protocol events as structured log lines (T35). */
function observe(provider: Provider, log: FastifyBaseLogger, revokedGrants: RevokedGrants): void {
  const warn = (event: string) => (_ctx: unknown, err: Error & { error_description?: string }) =>
    log.warn({ event, error: err.message, description: err.error_description }, event);
  provider.on('grant.error', warn('oidc.grant.error'));
  provider.on('authorization.error', warn('oidc.authorization.error'));
  provider.on('end_session.error', warn('oidc.end_session.error'));
  provider.on('revocation.error', warn('oidc.revocation.error'));
  provider.on('userinfo.error', warn('oidc.userinfo.error'));
  provider.on('server_error', (_ctx: unknown, err: Error) =>
    log.error({ err, event: 'oidc.server_error' }, 'identity provider error'),
  );
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    log.warn({ event: 'oidc.grant.revoked', grantId }, 'grant revoked');
    void revokedGrants.revoke(grantId);
  });
  // Koa prints unhandled errors to stderr unless someone listens.
  (provider as unknown as EventEmitter).on('error', (err: Error) =>
    log.error({ err, event: 'oidc.error' }, 'identity provider error'),
  );
}
