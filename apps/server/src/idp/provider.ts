import { ACR_MFA, ACR_PASSWORD, DEFAULT_LOCALE } from '@portal/contracts';
import Provider, { type Configuration, errors, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { PortalConfig } from '../config';
import type { Db } from '../db/client';
import { accessTokenProfileClaims, accountClaims, findAccountById, SCOPE_CLAIMS } from './accounts';
import { type BrandTheme, brandOfHost, themeForSite, themeOf } from './brand';
import { brandDisplayName } from './brand-name';
import { ID_TOKEN_TTL_SECONDS, SESSION_LIFETIME_SECONDS, type SigningKeys } from './keys';
import { requiresMfa } from './levels';
import { MESSAGES, pickCountry, pickLocale } from './messages';
import { GRANT_ID_CLAIM } from './revocations';
import { SESSION_CHECK_PATH, sessionCheckMiddleware } from './session-check';
import { logoutPage, messagePage } from './views';

export const MOUNT = '/openid';
export const INTERACTION_PATH = `${MOUNT}/interaction`;
export const LOGIN_CALLBACK = '/portal/auth/loginCallback';
export const LOGOUT_CALLBACK = '/portal/auth/logoutCallback';
/** Scopes of spec §6: the OIDC ones plus a portal and a CRM scope (both for the portal API audience). */
export const OIDC_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;
export const API_SCOPES = ['portal', 'crm'] as const;

/** T12: an authorization code lives at most 60 s. */
const AUTHORIZATION_CODE_TTL = 60;
/** T13: refresh tokens (and the sessions and grants behind them) end 14 days after sign-in. */
const ABSOLUTE_LIFETIME = SESSION_LIFETIME_SECONDS;
const INTERACTION_TTL = 60 * 60;

export interface ProviderOptions {
  readonly config: PortalConfig;
  readonly db: Db;
  readonly origin: string;
  readonly adapter: NonNullable<Configuration['adapter']>;
  readonly keys: SigningKeys;
  readonly cookieKeys: string[];
}

/** One provider per brand origin; all of them share storage, keys, cookie keys and accounts. */
export function createProvider(o: ProviderOptions): Provider {
  const { config, db, origin } = o;
  const issuer = `${origin}${MOUNT}`;
  const theme = themeOf(brandOfHost(new URL(origin).host));
  const secureCookies = origin.startsWith('https:');
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  const configuration: Configuration = {
    adapter: o.adapter,
    jwks: { keys: o.keys.privateJwks as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: o.cookieKeys, long: cookieOptions, short: cookieOptions },
    clients: [
      {
        client_id: config.clientId,
        client_name: brandDisplayName(theme.brand, DEFAULT_LOCALE, undefined),
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}${LOGIN_CALLBACK}`],
        post_logout_redirect_uris: [`${origin}${LOGOUT_CALLBACK}`],
      },
    ],
    // T10: only the code flow; no implicit, no hybrid.
    responseTypes: ['code'],
    // T10: PKCE (S256, the only method the library knows) for every authorization request.
    pkce: { required: () => true },
    scopes: [...OIDC_SCOPES, ...API_SCOPES],
    claims: {
      ...Object.fromEntries(Object.entries(SCOPE_CLAIMS).map(([k, v]) => [k, [...v]])),
      // The level of sign-in always goes into the ID token, so the client knows whether to step up.
      openid: [...SCOPE_CLAIMS.openid, 'acr', 'amr', 'auth_time'],
      acr: null,
      amr: null,
      auth_time: null,
      sid: null,
    },
    acrValues: [ACR_PASSWORD, ACR_MFA],
    allowOmittingSingleRegisteredRedirectUri: false,
    // Session Management 1.0: the frame is served beside the provider (idp/session-check.ts).
    discovery: { check_session_iframe: `${issuer}${SESSION_CHECK_PATH}` },
    conformIdTokenClaims: true,
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    features: {
      // T14: the library's dev sign-in accepts any name and password; it is off everywhere.
      devInteractions: { enabled: false },
      // On by default in the library: key-bound (DPoP) tokens the portal's client never asks
      // for and the API could not check; the API refuses any token with `cnf` (http/tokens.ts).
      dPoP: { enabled: false },
      // A public client may revoke only its own tokens.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      introspection: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(siteTheme(theme, ctx), localeOf(ctx), form);
        },
        postLogoutSuccessSource: async (ctx) => {
          const locale = localeOf(ctx);
          const m = MESSAGES[locale];
          ctx.type = 'html';
          ctx.body = messagePage({
            theme: siteTheme(theme, ctx),
            locale,
            title: m.loggedOutTitle,
            text: m.loggedOutText,
            link: { href: `${origin}/portal/`, label: m.backToPortal },
          });
        },
      },
      // T15: access tokens are JWTs (typ at+jwt) for the portal API.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== config.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES.join(' '),
            audience: config.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.accessTokenTtl,
            jwt: { sign: { alg: 'RS256', kid: o.keys.currentKid } },
          };
        },
      },
    },
    // The library strips offline_access from requests without prompt=consent, so it cannot be
    // asked here; the first-party portal client gets a refresh token on every code exchange.
    // It stays bound to the provider session (expiresWithSession): signing out ends it too.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken') return undefined;
      const source = ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken;
      const account = token.accountId ? await findAccountById(db, token.accountId) : undefined;
      return {
        // The grant's id, so the API can refuse the token if the grant is revoked (idp/revocations.ts).
        ...(token.grantId ? { [GRANT_ID_CLAIM]: token.grantId } : {}),
        ...(source?.acr ? { acr: source.acr } : {}),
        ...(source?.amr ? { amr: source.amr } : {}),
        ...(source?.authTime ? { auth_time: source.authTime } : {}),
        ...(account ? accessTokenProfileClaims(account) : {}),
      };
    },
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub);
      if (!account || account.disabled) return undefined;
      return { accountId: account.id, claims: async () => ({ ...accountClaims(account), sub: account.id }) };
    },
    interactions: {
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
      policy: portalPolicy(),
    },
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: AUTHORIZATION_CODE_TTL,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: INTERACTION_TTL,
      Session: ABSOLUTE_LIFETIME,
      Grant: ABSOLUTE_LIFETIME,
      // Rotated tokens inherit what is left of the first one: 14 days after sign-in, not after the last refresh.
      RefreshToken: (ctx) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : ABSOLUTE_LIFETIME;
      },
    },
    renderError: async (ctx, out) => {
      const locale = localeOf(ctx);
      const m = MESSAGES[locale];
      ctx.type = 'html';
      ctx.body = messagePage({
        theme: siteTheme(theme, ctx),
        locale,
        title: m.errorTitle,
        text: `${m.genericError} (${out.error}${out.error_description ? `: ${out.error_description}` : ''})`,
        link: { href: `${origin}/portal/`, label: m.backToPortal },
        isError: true,
      });
    },
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256'],
      userinfoSigningAlgValues: ['RS256'],
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;
  provider.use(sessionCheckMiddleware({ key: o.cookieKeys[0]!, mount: MOUNT, secure: secureCookies }));
  return provider;
}

function localeOf(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return pickLocale(params?.ui_locales, ctx.get('accept-language'));
}

/** The host's theme in the country of the site the request came from (`ui_locales` "fr-CH"). */
function siteTheme(theme: BrandTheme, ctx: KoaContextWithOIDC): BrandTheme {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return themeForSite(theme, pickCountry(params?.ui_locales));
}

/**
 * The library's policy plus one check: a request that demands urn:portal:mfa from a session that
 * only has urn:portal:pwd prompts for login again (the interaction then asks for the second factor).
 */
function portalPolicy() {
  const policy = interactionPolicy.base();
  const login = policy.get('login')!;
  login.checks.add(
    new interactionPolicy.Check('acr_mfa_required', 'a second factor is required', 'login_required', (ctx) => {
      const { oidc } = ctx;
      if (!oidc.session?.accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      return requiresMfa(oidc.params?.acr_values) && oidc.session.acr !== ACR_MFA
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}
