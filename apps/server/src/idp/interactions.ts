import type { IncomingHttpHeaders } from 'node:http';
import formbody from '@fastify/formbody';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { ACR_MFA, ACR_PASSWORD, type Locale } from '@portal/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Adapter, InteractionResults } from 'oidc-provider';
import type { Db } from '../db/client';
import { account as accountTable } from '../db/schema/idp';
import { PUBLIC } from '../http/access';
import { type AccountRow, findAccountById, findAccountByLogin } from './accounts';
import { brandOfHost, themeForSite, themeOf } from './brand';
import { AMR_MFA, AMR_PASSKEY, AMR_PASSKEY_SECOND, AMR_PASSWORD, requiresMfa, wantsMfa } from './levels';
import { format, MESSAGES, pickCountry, pickLocale } from './messages';
import { PasskeySignIn } from './passkey-signin';
import { PasskeyChallenges } from './passkeys';
import { forgotPasswordLink } from './password-reset';
import { decoyHash, verifyPassword } from './passwords';
import { INTERACTION_PATH } from './provider';
import { maskedLogin, type SignInThrottle } from './throttle';
import { matchTotp } from './totp';
import { loginPage, messagePage, totpPage } from './views';

/** Per client address, on the sign-in POSTs (T16); generous, since an office shares one address. */
export const SIGN_IN_RATE_LIMIT = { max: 100, timeWindow: 60_000 } as const;
/** A password accepted, the second factor still to come: kept as long as an interaction lives. */
const PENDING_TTL_SECONDS = 10 * 60;

export interface InteractionDeps {
  readonly db: Db;
  readonly providerFor: (headers: IncomingHttpHeaders) => { provider: Provider; host: string } | undefined;
  /** Storage for the "password done, code pending" step, in the provider's own table. */
  readonly pendingStore: Adapter;
  /** Counts every password and code attempt before it is checked (T16). */
  readonly throttle: SignInThrottle;
  readonly log: FastifyBaseLogger;
  /** The portal's shared rate-limit counters (Redis or the database): the per-address limit holds across processes. */
  readonly rateLimits: RateLimitPluginOptions;
}

interface PendingSecondFactor {
  accountId: string;
  login: string;
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

interface PageContext {
  provider: Provider;
  details: Details;
  locale: Locale;
  theme: ReturnType<typeof themeOf>;
  base: string;
}

/**
 * The sign-in, second-factor and consent steps of the authorization flow, as Fastify routes
 * under /openid/interaction (the /openid middleware leaves this path to Fastify).
 */
export async function registerInteractions(app: FastifyInstance, deps: InteractionDeps): Promise<void> {
  await app.register(
    async (scope) => {
      // Encapsulated: the form parser and the limiter apply to these routes only.
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);
      await scope.register(rateLimit, { ...deps.rateLimits, global: false });
      const routes = new InteractionRoutes(deps);
      const limited = { access: PUBLIC, rateLimit: SIGN_IN_RATE_LIMIT };
      scope.get('/:uid', { config: { access: PUBLIC } }, (req, reply) => routes.show(req, reply));
      scope.post('/:uid/login', { config: limited }, (req, reply) => routes.login(req, reply));
      scope.post('/:uid/totp', { config: limited }, (req, reply) => routes.totp(req, reply));
      scope.get('/:uid/abort', { config: { access: PUBLIC } }, (req, reply) => routes.abort(req, reply));
      // Passkeys (idp/passkey-signin.ts): passwordless, or the second factor after the password.
      scope.get('/passkey.js', { config: { access: PUBLIC } }, (req, reply) => routes.passkeys.script(req, reply));
      scope.post('/:uid/passkey/options', { config: limited }, (req, reply) => routes.passkeyOptions(req, reply));
      scope.post('/:uid/passkey', { config: limited }, (req, reply) => routes.passkey(req, reply));
    },
    { prefix: INTERACTION_PATH },
  );
}

class InteractionRoutes {
  readonly passkeys: PasskeySignIn;
  constructor(private readonly deps: InteractionDeps) {
    this.passkeys = new PasskeySignIn(deps.db, new PasskeyChallenges(deps.db));
  }

  /** The page for the interaction's prompt; consent is granted at once for the first-party client. */
  async show(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      const { details } = c;
      if (details.prompt.name === 'consent') return this.grantConsent(c, reply);
      if (details.prompt.name !== 'login') return this.errorPage(c, reply, 400);
      if (await this.pending(details.uid)) return this.sendTotpPage(c, reply, 200);
      // Step-up of a signed-in session: the password was given already, the code is missing.
      const sessionAccount = details.session?.accountId;
      if (sessionAccount && details.prompt.reasons.includes('acr_mfa_required')) {
        const account = await findAccountById(this.deps.db, sessionAccount);
        if (account && !account.disabled && (await this.passkeys.hasSecondFactor(account))) {
          await this.savePending(details.uid, { accountId: account.id, login: account.login });
          return this.sendTotpPage(c, reply, 200);
        }
        return this.finish(c, reply, unmetMfa());
      }
      return this.sendLoginPage(c, reply, 200, {});
    });
  }

  async login(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      const m = MESSAGES[c.locale];
      const body = (req.body ?? {}) as Record<string, unknown>;
      const login = typeof body.login === 'string' ? body.login.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const missing = [...(login ? [] : ['login']), ...(password ? [] : ['password'])];
      if (missing.length > 0) return this.sendLoginPage(c, reply, 400, { login, missing, error: m.required });

      const claim = await this.deps.throttle.claim(login, req.ip);
      if (!claim.admitted) return this.sendLocked(c, reply, req, login, claim.retryAfterSeconds, 'login');

      // Unknown and disabled accounts are checked against a decoy hash: same work, same answer.
      const account = await findAccountByLogin(this.deps.db, login);
      const usable = account && !account.disabled ? account : undefined;
      const passwordOk = await verifyPassword(password, usable?.passwordHash ?? (await decoyHash()));
      if (!usable || !passwordOk) {
        req.log.warn({ event: 'signin.failure', login: maskedLogin(login), step: 'password' }, 'sign-in failed');
        return this.sendLoginPage(c, reply, 400, { login, error: m.invalidCredentials });
      }

      const acrValues = c.details.params.acr_values;
      if (wantsMfa(acrValues) && (await this.passkeys.hasSecondFactor(usable))) {
        // The counts stand until the code is right: the code's guesses count on top of them.
        await this.savePending(c.details.uid, { accountId: usable.id, login: usable.login });
        return reply.redirect(`${INTERACTION_PATH}/${c.details.uid}`, 303);
      }
      await this.deps.throttle.succeeded(login, req.ip);
      if (requiresMfa(acrValues)) {
        req.log.warn(
          { event: 'signin.failure', login: maskedLogin(login), sub: usable.id, step: 'mfa_unavailable' },
          'sign-in failed: the account has no second factor',
        );
        return this.finish(c, reply, unmetMfa());
      }
      return this.signedIn(c, reply, req, usable, ACR_PASSWORD);
    });
  }

  async totp(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      const pending = await this.pending(c.details.uid);
      if (!pending) return reply.redirect(`${INTERACTION_PATH}/${c.details.uid}`, 303);
      const claim = await this.deps.throttle.claim(pending.login, req.ip);
      if (!claim.admitted) {
        return this.sendLocked(c, reply, req, pending.login, claim.retryAfterSeconds, 'totp');
      }

      const body = (req.body ?? {}) as Record<string, unknown>;
      const code = typeof body.totp === 'string' ? body.totp.replace(/\s+/g, '') : '';
      const account = await findAccountById(this.deps.db, pending.accountId);
      const step =
        account?.totpSecret && !account.disabled
          ? matchTotp(account.totpSecret, code, account.totpLastStep)
          : undefined;
      // The step is stored in the same statement that checks it, so one code never passes twice.
      const accepted = account && step !== undefined && (await this.claimStep(account, step));
      if (!account || !accepted) {
        req.log.warn({ event: 'signin.failure', login: maskedLogin(pending.login), step: 'totp' }, 'sign-in failed');
        return this.sendTotpPage(c, reply, 400, MESSAGES[c.locale].invalidCode);
      }
      await this.deps.throttle.succeeded(pending.login, req.ip);
      await this.deps.pendingStore.destroy(c.details.uid);
      return this.signedIn(c, reply, req, account, ACR_MFA);
    });
  }

  /** WebAuthn options: the pending account's passkeys after a password, any passkey of this site otherwise. */
  async passkeyOptions(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      const pending = await this.pending(c.details.uid);
      const options = await this.passkeys.options(c.provider, c.details.uid, pending?.accountId);
      return reply.header('cache-control', 'no-store').send(options);
    });
  }

  async passkey(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, async (c) => {
      const pending = await this.pending(c.details.uid);
      const account = await this.passkeys.verify(c.provider, c.details.uid, req.body, pending?.accountId);
      if (!account) {
        req.log.warn(
          { event: 'signin.failure', ...(pending ? { login: maskedLogin(pending.login) } : {}), step: 'passkey' },
          'sign-in failed',
        );
        const error = this.passkeys.failed(c.locale);
        return pending ? this.sendTotpPage(c, reply, 400, error) : this.sendLoginPage(c, reply, 400, { error });
      }
      if (pending) {
        await this.deps.throttle.succeeded(pending.login, req.ip);
        await this.deps.pendingStore.destroy(c.details.uid);
      }
      return this.signedIn(c, reply, req, account, ACR_MFA, pending ? AMR_PASSKEY_SECOND : AMR_PASSKEY);
    });
  }

  async abort(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    return this.within(req, reply, (c) =>
      this.finish(c, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' }),
    );
  }

  private async signedIn(
    c: PageContext,
    reply: FastifyReply,
    req: FastifyRequest,
    account: AccountRow,
    acr: typeof ACR_PASSWORD | typeof ACR_MFA,
    amr: string[] = acr === ACR_MFA ? AMR_MFA : AMR_PASSWORD,
  ): Promise<unknown> {
    req.log.info(
      { event: 'signin.success', login: maskedLogin(account.login), sub: account.id, acr },
      'sign-in succeeded',
    );
    return this.finish(c, reply, {
      login: { accountId: account.id, acr, amr, remember: true },
    });
  }

  private async grantConsent(c: PageContext, reply: FastifyReply): Promise<unknown> {
    const { provider, details } = c;
    const accountId = details.session?.accountId;
    if (!accountId) return this.errorPage(c, reply, 400);
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) return this.errorPage(c, reply, 400);
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    return this.finish(c, reply, { consent: details.grantId ? {} : { grantId } });
  }

  private async finish(c: PageContext, reply: FastifyReply, result: InteractionResults): Promise<unknown> {
    const returnTo = await c.provider.interactionResult(reply.request.raw, reply.raw, result);
    return reply.redirect(returnTo, 303);
  }

  /** Loads the interaction of this browser (cookie) and checks it is the one in the address. */
  private async within(
    req: FastifyRequest,
    reply: FastifyReply,
    handler: (c: PageContext) => Promise<unknown>,
  ): Promise<unknown> {
    const found = this.deps.providerFor(req.headers);
    const theme = themeOf(brandOfHost(found?.host ?? ''));
    const fallbackLocale = pickLocale(undefined, req.headers['accept-language']);
    if (!found)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(expiredPage(theme, fallbackLocale, '/'));
    const { provider } = found;
    let details: Details;
    try {
      details = await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(expiredPage(theme, fallbackLocale, '/portal/'));
    }
    const { uid } = req.params as { uid: string };
    const locale = pickLocale(details.params.ui_locales, req.headers['accept-language']);
    if (details.uid !== uid) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(expiredPage(theme, locale, '/portal/'));
    }
    const base = `${INTERACTION_PATH}/${uid}`;
    const site = themeForSite(theme, pickCountry(details.params.ui_locales));
    try {
      return await handler({ provider, details, locale, theme: site, base });
    } catch (error) {
      this.deps.log.error({ err: error, event: 'signin.error' }, 'sign-in interaction failed');
      return this.errorPage({ provider, details, locale, theme: site, base }, reply, 500);
    }
  }

  private sendLoginPage(
    c: PageContext,
    reply: FastifyReply,
    status: number,
    o: { login?: string; error?: string; missing?: string[] },
  ) {
    const loginHint = typeof c.details.params.login_hint === 'string' ? c.details.params.login_hint : undefined;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        loginPage({
          theme: c.theme,
          locale: c.locale,
          action: `${c.base}/login`,
          cancel: `${c.base}/abort`,
          login: o.login ?? loginHint,
          error: o.error,
          missing: o.missing,
          forgot: forgotPasswordLink(c.locale, c.details.params.ui_locales),
          extra: this.passkeys.block(c.locale, c.base, 'signIn'),
        }),
      );
  }

  private async sendTotpPage(c: PageContext, reply: FastifyReply, status: number, error?: string) {
    const pending = await this.pending(c.details.uid);
    const account = pending ? await findAccountById(this.deps.db, pending.accountId) : undefined;
    const factors = account ? await this.passkeys.factorsOf(account) : { totp: true, passkeys: false };
    const page = totpPage({
      theme: c.theme,
      locale: c.locale,
      action: `${c.base}/totp`,
      cancel: `${c.base}/abort`,
      error,
      totp: factors.totp,
      extra: factors.passkeys ? this.passkeys.block(c.locale, c.base, 'secondFactor') : undefined,
    });
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  }

  /** T16: 429 with Retry-After, the form again, and a message saying how long to wait. */
  private sendLocked(
    c: PageContext,
    reply: FastifyReply,
    req: FastifyRequest,
    login: string,
    seconds: number,
    step: 'login' | 'totp',
  ) {
    req.log.warn({ event: 'signin.locked', login: maskedLogin(login), retryAfter: seconds, step }, 'sign-in locked');
    const error = format(MESSAGES[c.locale].locked, { seconds });
    reply.header('retry-after', String(seconds));
    return step === 'login'
      ? this.sendLoginPage(c, reply, 429, { login, error })
      : this.sendTotpPage(c, reply, 429, error);
  }

  private errorPage(c: PageContext, reply: FastifyReply, status: number) {
    const m = MESSAGES[c.locale];
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        messagePage({
          theme: c.theme,
          locale: c.locale,
          title: m.errorTitle,
          text: m.genericError,
          link: { href: '/portal/', label: m.backToPortal },
          isError: true,
        }),
      );
  }

  private async pending(uid: string): Promise<PendingSecondFactor | undefined> {
    const found = (await this.deps.pendingStore.find(uid)) as unknown as PendingSecondFactor | undefined;
    return found?.accountId ? found : undefined;
  }

  private async savePending(uid: string, pending: PendingSecondFactor): Promise<void> {
    await this.deps.pendingStore.upsert(uid, pending as never, PENDING_TTL_SECONDS);
  }

  private async claimStep(account: AccountRow, step: number): Promise<boolean> {
    const updated = await this.deps.db
      .update(accountTable)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(accountTable.id, account.id),
          or(isNull(accountTable.totpLastStep), lt(accountTable.totpLastStep, step)),
        ),
      )
      .returning({ id: accountTable.id });
    return updated.length === 1;
  }
}

function unmetMfa(): InteractionResults {
  // OpenID Connect "Unmet Authentication Requirements": the client learns the level cannot be reached.
  return {
    error: 'unmet_authentication_requirements',
    error_description: 'urn:portal:mfa is not available for this account',
  };
}

function expiredPage(theme: ReturnType<typeof themeOf>, locale: Locale, href: string): string {
  const m = MESSAGES[locale];
  return messagePage({
    theme,
    locale,
    title: m.errorTitle,
    text: m.expired,
    link: { href, label: m.backToPortal },
    isError: true,
  });
}
