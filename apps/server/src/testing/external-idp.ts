import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { CookieJar, pkcePair } from './sign-in';

/**
 * A second OpenID provider, independent of the portal (its own process port, keys, accounts and
 * sign-in pages), shaped like the group's own: Keycloak or Microsoft Entra ID. Its access tokens
 * look as those products document them:
 *
 * - Keycloak (issuer `…/realms/portal`): `typ: JWT`, `aud` ["portal", "account"], `azp`, `typ:
 *   "Bearer"`, `scope`, `realm_access.roles`, `acr` "1" for a password and "2" after a second
 *   factor (its acr-to-LoA mapping; step-up with `acr_values=2`).
 * - Entra ID (issuer `…/{tenant}/v2.0`): `typ: JWT`, `ver` "2.0", `aud` the API's application id,
 *   `scp` (the API's scope names), `oid`, `tid`, `preferred_username` (no `email`), app `roles`,
 *   and `acrs` ["c1"] once the authentication context c1 (a second factor) is satisfied (step-up
 *   with the claims request `{"access_token":{"acrs":{"essential":true,"value":"c1"}}}`).
 *
 * The sign-in page asks for a name and a password, then, when a second factor is demanded, for
 * a one-time code ({@link EXTERNAL_OTP}); "Abbrechen" ends the request with access_denied.
 */
export type ExternalShape = 'keycloak' | 'entra';

export const EXTERNAL_PASSWORD = 'external-secret';
export const EXTERNAL_OTP = '246810';
export const ENTRA_TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
/** The Entra ID application (client) id of the portal: the shell's client id and the API's audience. */
export const ENTRA_APP_ID = '6e0a4d1c-3f5b-4c8e-9a2d-1b7f0c9e8d34';
export const ENTRA_API_SCOPES = [`api://${ENTRA_APP_ID}/portal`, `api://${ENTRA_APP_ID}/crm`];

export interface ExternalAccount {
  readonly login: string;
  /** Keycloak's `sub`, Entra ID's `oid` (the person across applications). */
  readonly id: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly email: string;
  /** Keycloak realm roles. */
  readonly realmRoles: readonly string[];
  /** Entra ID app roles. */
  readonly appRoles: readonly string[];
}

export const EXTERNAL_ACCOUNTS: readonly ExternalAccount[] = [
  {
    login: 'anna',
    id: 'a4b0f7d2-8c1e-4f3a-9b6d-2e5c7a1f0d93',
    givenName: 'Anna',
    familyName: 'Extern',
    email: 'anna.extern@group.example',
    realmRoles: ['portal-admin', 'offline_access'],
    appRoles: ['Portal.Admin'],
  },
  {
    login: 'ben',
    id: 'b71c2e94-5d3a-4b8f-a06e-9c4d1f2b7e58',
    givenName: 'Ben',
    familyName: 'Extern',
    email: 'ben.extern@group.example',
    realmRoles: ['portal-staff'],
    appRoles: ['Portal.Staff'],
  },
];

export interface ExternalIdpOptions {
  readonly shape: ExternalShape;
  /** The redirect addresses of the portal's shell (`<origin>/portal/auth/loginCallback`). */
  readonly redirectUris: readonly string[];
  readonly postLogoutRedirectUris?: readonly string[];
  /** Keycloak's client id (Entra ID's is its application id). */
  readonly clientId?: string;
}

const MFA = 'mfa';

export class ExternalIdp {
  private server: http.Server | undefined;
  private provider: Provider | undefined;
  private readonly pendingSecondFactor = new Map<string, string>();
  /** Roles changed at the provider since the accounts were set up (Keycloak realm roles or Entra ID app roles), by login. */
  readonly changedRoles = new Map<string, readonly string[]>();
  issuer = '';
  origin = '';

  constructor(readonly options: ExternalIdpOptions) {}

  get shape(): ExternalShape {
    return this.options.shape;
  }

  get clientId(): string {
    return this.shape === 'entra' ? ENTRA_APP_ID : (this.options.clientId ?? 'portal');
  }

  /** The path the provider answers under: Keycloak's realm, Entra ID's tenant. */
  get mount(): string {
    return this.shape === 'entra' ? `/${ENTRA_TENANT}/v2.0` : '/realms/portal';
  }

  /** What the shell asks for at this provider. */
  get signInScope(): string {
    return this.shape === 'entra'
      ? `openid profile email offline_access ${ENTRA_API_SCOPES.join(' ')}`
      : 'openid profile email offline_access portal crm';
  }

  /** The issuer's profile as the portal is configured with it (PORTAL_OIDC_ISSUERS). */
  profile(): Record<string, unknown> {
    if (this.shape === 'entra') {
      return {
        issuer: this.issuer,
        typ: 'JWT',
        audience: ENTRA_APP_ID,
        scopeClaim: 'scp',
        secondFactor: { claim: 'acrs', value: 'c1' },
        subjectClaim: 'oid',
        emailClaim: 'preferred_username',
        roles: { claim: 'roles', map: { 'Portal.Admin': ['Administrator'], 'Portal.Staff': ['Mitarbeiter'] } },
        clientId: ENTRA_APP_ID,
        signInScope: this.signInScope,
      };
    }
    return {
      issuer: this.issuer,
      typ: 'JWT',
      audience: 'portal',
      scopeClaim: 'scope',
      secondFactor: { claim: 'acr', values: ['2'] },
      subjectClaim: 'sub',
      emailClaim: 'email',
      roles: {
        claim: 'realm_access.roles',
        map: { 'portal-admin': ['Administrator'], 'portal-staff': ['Mitarbeiter'] },
      },
      clientId: this.clientId,
      signInScope: this.signInScope,
    };
  }

  async start(port = 0): Promise<void> {
    const server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    this.issuer = `${this.origin}${this.mount}`;
    this.provider = await this.createProvider();
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async createProvider(): Promise<Provider> {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' };
    const entra = this.shape === 'entra';
    const audience = entra ? ENTRA_APP_ID : 'portal';
    const apiScopes = entra ? ENTRA_API_SCOPES : ['portal', 'crm'];
    const accounts = EXTERNAL_ACCOUNTS;
    const idOf = (account: ExternalAccount) => account.id;
    const configuration: Configuration = {
      jwks: { keys: [jwk as never] },
      cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
      clients: [
        {
          client_id: this.clientId,
          application_type: 'web',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: [...this.options.redirectUris],
          post_logout_redirect_uris: [...(this.options.postLogoutRedirectUris ?? [])],
        },
      ],
      pkce: { required: () => true },
      scopes: ['openid', 'profile', 'email', 'offline_access', ...apiScopes],
      claims: {
        openid: ['sub', ...(entra ? ['oid', 'tid'] : [])],
        profile: ['name', 'given_name', 'family_name', 'preferred_username'],
        email: ['email'],
      },
      acrValues: entra ? [] : ['1', '2'],
      clientBasedCORS: () => true,
      features: {
        devInteractions: { enabled: false },
        claimsParameter: { enabled: true },
        rpInitiatedLogout: { enabled: true },
        dPoP: { enabled: false },
        resourceIndicators: {
          enabled: true,
          // The resource indicator is a URI (RFC 8707); the tokens' audience is the product's.
          defaultResource: () => (entra ? `api://${ENTRA_APP_ID}` : `${this.origin}/realms/portal/resource/portal`),
          useGrantedResource: () => true,
          getResourceServerInfo: () => ({
            scope: apiScopes.join(' '),
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 300,
            jwt: { sign: { alg: 'RS256' } },
          }),
        },
      },
      issueRefreshToken: async () => true,
      ttl: {
        AccessToken: 300,
        AuthorizationCode: 60,
        IdToken: 300,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
        RefreshToken: 3600,
      },
      findAccount: async (_ctx, sub) => {
        const account = accounts.find((a) => idOf(a) === sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: async () => ({
            // Entra ID's `sub` is pairwise (per application); `oid` names the person.
            sub: entra ? crypto.createHash('sha256').update(`${ENTRA_APP_ID}:${sub}`).digest('base64url') : sub,
            ...(entra ? { oid: sub, tid: ENTRA_TENANT } : {}),
            name: `${account.givenName} ${account.familyName}`,
            given_name: account.givenName,
            family_name: account.familyName,
            preferred_username: entra ? account.email : account.login,
            email: account.email,
          }),
        };
      },
      formats: {
        customizers: {
          jwt: async (ctx, token, jwt) => {
            const source = ctx?.oidc.entities.AuthorizationCode ?? ctx?.oidc.entities.RefreshToken;
            const stepped = source?.acr === MFA;
            const accountId = 'accountId' in token ? token.accountId : undefined;
            const found = accounts.find((a) => idOf(a) === accountId);
            const changed = found && this.changedRoles.get(found.login);
            const account = found && changed ? { ...found, realmRoles: changed, appRoles: changed } : found;
            jwt.header = { typ: 'JWT' };
            const p = jwt.payload as Record<string, unknown>;
            if (entra) shapeEntra(p, account, stepped);
            else shapeKeycloak(p, account, stepped, source?.authTime);
          },
        },
      },
      interactions: {
        url: (_ctx, interaction) => `${this.mount}/interaction/${interaction.uid}`,
        policy: this.policy(),
      },
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = `<!doctype html><title>Error</title><p>${out.error}</p>`;
      },
    };
    const provider = new Provider(this.issuer, configuration);
    return provider;
  }

  /** The library's policy, plus: a demanded second factor prompts a session that has none. */
  private policy() {
    const policy = interactionPolicy.base();
    policy
      .get('login')!
      .checks.add(
        new interactionPolicy.Check('second_factor', 'a second factor is required', 'login_required', (ctx) =>
          ctx.oidc.session?.accountId && this.wantsSecondFactor(ctx) && ctx.oidc.session.acr !== MFA
            ? interactionPolicy.Check.REQUEST_PROMPT
            : interactionPolicy.Check.NO_NEED_TO_PROMPT,
        ),
      );
    return policy;
  }

  private wantsSecondFactor(ctx: KoaContextWithOIDC): boolean {
    return this.demandsSecondFactor(ctx.oidc.params as Record<string, unknown>);
  }

  private demandsSecondFactor(params: Record<string, unknown>): boolean {
    if (this.shape === 'keycloak') {
      return typeof params.acr_values === 'string' && params.acr_values.split(' ').includes('2');
    }
    if (typeof params.claims !== 'string') return false;
    try {
      const claims = JSON.parse(params.claims) as { access_token?: { acrs?: { value?: string; values?: string[] } } };
      const acrs = claims.access_token?.acrs;
      return acrs?.value === 'c1' || Boolean(acrs?.values?.includes('c1'));
    } catch {
      return false;
    }
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    if (!url.startsWith(this.mount)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const interaction = /^\/interaction\/([\w-]+)(?:\/(login|otp|abort))?$/.exec(
      url.slice(this.mount.length).split('?')[0]!,
    );
    if (interaction) {
      this.interact(req, res, interaction[1]!, interaction[2]).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    const mounted = req as IncomingMessage & { originalUrl?: string };
    // The library finds its mount as what `originalUrl` has before `url`.
    mounted.url = entraClaimsRequest(url.slice(this.mount.length) || '/');
    mounted.originalUrl = `${this.mount}${mounted.url}`;
    this.provider!.callback()(req, res);
  }

  private async interact(req: IncomingMessage, res: ServerResponse, uid: string, step: string | undefined) {
    const provider = this.provider!;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const form = req.method === 'POST' ? new URLSearchParams(await body(req)) : new URLSearchParams();
    const action = `${this.mount}/interaction/${uid}`;
    if (step === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }
    if (details.prompt.name === 'consent') {
      const accountId = details.session!.accountId;
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant!.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant!.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: details.grantId ? {} : { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    const wantsOtp = this.demandsSecondFactor(details.params);
    if (step === 'login') {
      const account = EXTERNAL_ACCOUNTS.find((a) => a.login === form.get('username'));
      if (!account || form.get('password') !== EXTERNAL_PASSWORD) {
        return page(res, 400, loginPage(action, 'Ungültiger Benutzername oder Passwort.'));
      }
      if (wantsOtp) {
        this.pendingSecondFactor.set(uid, account.id);
        return page(res, 200, otpPage(action));
      }
      return provider.interactionFinished(req, res, { login: { accountId: account.id, acr: '1', amr: ['pwd'] } });
    }
    if (step === 'otp') {
      const accountId = this.pendingSecondFactor.get(uid) ?? details.session?.accountId;
      if (!accountId || form.get('otp') !== EXTERNAL_OTP) return page(res, 400, otpPage(action, 'Falscher Code.'));
      this.pendingSecondFactor.delete(uid);
      return provider.interactionFinished(req, res, { login: { accountId, acr: MFA, amr: ['pwd', 'otp', 'mfa'] } });
    }
    // A signed-in session asked for a second factor: only the code is missing.
    if (wantsOtp && details.session?.accountId) return page(res, 200, otpPage(action));
    return page(res, 200, loginPage(action));
  }

  /**
   * Runs the authorization code flow as a browser would (sign-in page, code page when a second
   * factor is demanded, every redirect with its cookies) and exchanges the code: the tokens.
   */
  async signIn(o: {
    login: string;
    password?: string;
    otp?: string;
    acrValues?: string;
    claims?: string;
    redirectUri?: string;
    jar?: CookieJar;
  }): Promise<{ accessToken: string; idToken: string; jar: CookieJar }> {
    const redirectUri = o.redirectUri ?? this.options.redirectUris[0]!;
    const jar = o.jar ?? new CookieJar();
    const { verifier, challenge } = pkcePair();
    const state = crypto.randomUUID();
    const query = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: this.signInScope,
      state,
      nonce: crypto.randomUUID(),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(o.acrValues ? { acr_values: o.acrValues } : {}),
      ...(o.claims ? { claims: o.claims } : {}),
    });
    let response = await this.request(jar, `${this.issuer}/auth?${query}`);
    for (let hop = 0; hop < 20; hop++) {
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, this.origin);
        if (next.href.startsWith(redirectUri)) {
          const code = next.searchParams.get('code');
          if (!code || next.searchParams.get('state') !== state) throw new Error(`no code: ${next.search}`);
          const tokens = await fetch(`${this.issuer}/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              grant_type: 'authorization_code',
              code,
              code_verifier: verifier,
              redirect_uri: redirectUri,
              client_id: this.clientId,
            }),
          });
          const json = (await tokens.json()) as { access_token: string; id_token: string };
          if (!tokens.ok) throw new Error(`token endpoint: ${JSON.stringify(json)}`);
          return { accessToken: json.access_token, idToken: json.id_token, jar };
        }
        response = await this.request(jar, next.href);
        continue;
      }
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form (${response.status}): ${html.slice(0, 200)}`);
      const asksOtp = html.includes('name="otp"');
      if (asksOtp && o.otp === undefined) throw new Error('a second factor was asked for');
      const fields: Record<string, string> = asksOtp
        ? { otp: o.otp ?? '' }
        : { username: o.login, password: o.password ?? EXTERNAL_PASSWORD };
      response = await this.request(jar, new URL(action, this.origin).href, new URLSearchParams(fields));
    }
    throw new Error('too many redirects');
  }

  private async request(jar: CookieJar, url: string, form?: URLSearchParams): Promise<Response> {
    const path = new URL(url).pathname;
    const cookie = jar.header(path);
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    });
    jar.store(response.headers.getSetCookie());
    return response;
  }
}

/** Keycloak's access token claims (its default mappers plus an audience mapper for "portal"). */
function shapeKeycloak(
  p: Record<string, unknown>,
  account: ExternalAccount | undefined,
  stepped: boolean,
  authTime: number | undefined,
): void {
  p.aud = ['portal', 'account'];
  p.typ = 'Bearer';
  p.azp = p.client_id;
  delete p.client_id;
  p.acr = stepped ? '2' : '1';
  if (authTime) p.auth_time = authTime;
  p.sid = crypto.randomUUID();
  p.scope = ['openid', 'email', 'profile', String(p.scope ?? '')].join(' ').trim();
  p['allowed-origins'] = ['*'];
  p.realm_access = { roles: ['default-roles-portal', ...(account?.realmRoles ?? [])] };
  p.resource_access = { account: { roles: ['manage-account', 'view-profile'] } };
  if (account) {
    p.email_verified = true;
    p.name = `${account.givenName} ${account.familyName}`;
    p.preferred_username = account.login;
    p.given_name = account.givenName;
    p.family_name = account.familyName;
    p.email = account.email;
  }
}

/** Entra ID's v2.0 access token claims (docs: "Access token claims reference"). */
function shapeEntra(p: Record<string, unknown>, account: ExternalAccount | undefined, stepped: boolean): void {
  const scopes = String(p.scope ?? '')
    .split(' ')
    .filter((s) => s.startsWith('api://'))
    .map((s) => s.slice(s.lastIndexOf('/') + 1));
  delete p.scope;
  p.scp = scopes.join(' ');
  p.ver = '2.0';
  p.azp = p.client_id;
  p.azpacr = '0';
  delete p.client_id;
  p.uti = p.jti;
  delete p.jti;
  p.tid = ENTRA_TENANT;
  p.oid = account?.id;
  p.sub = crypto.createHash('sha256').update(`${ENTRA_APP_ID}:${account?.id}`).digest('base64url');
  p.nbf = p.iat;
  p.aio = crypto.randomBytes(24).toString('base64url');
  p.rh = '0.AAAA.';
  if (stepped) p.acrs = ['c1'];
  if (account) {
    p.name = `${account.givenName} ${account.familyName}`;
    p.preferred_username = account.email;
    p.roles = [...account.appRoles];
  }
}

/**
 * Entra ID takes a claims request for the access token alone (its claims challenge); the library
 * wants an `id_token` or `userinfo` member beside it, so an empty one is added.
 */
function entraClaimsRequest(path: string): string {
  const [route, search] = path.split('?') as [string, string | undefined];
  if (route !== '/auth' || !search) return path;
  const query = new URLSearchParams(search);
  const claims = query.get('claims');
  if (!claims) return path;
  try {
    const parsed = JSON.parse(claims) as Record<string, unknown>;
    if (parsed.id_token || parsed.userinfo) return path;
    query.set('claims', JSON.stringify({ ...parsed, id_token: {} }));
    return `${route}?${query}`;
  } catch {
    return path;
  }
}

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

function page(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(html);
}

function loginPage(action: string, error?: string): string {
  return `<!doctype html><html lang="de"><head><title>Anmelden bei der Gruppe</title></head><body>
<h1>Anmelden bei der Gruppe</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="${action}/login">
<label>Benutzername <input name="username" autocomplete="username" required></label>
<label>Passwort <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Anmelden</button></form>
<form method="post" action="${action}/abort"><button type="submit" id="abort">Abbrechen</button></form>
</body></html>`;
}

function otpPage(action: string, error?: string): string {
  return `<!doctype html><html lang="de"><head><title>Zweiter Faktor</title></head><body>
<h1>Einmalcode</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="${action}/otp">
<label>Code <input name="otp" autocomplete="one-time-code" inputmode="numeric" required></label>
<button type="submit">Bestätigen</button></form></body></html>`;
}
