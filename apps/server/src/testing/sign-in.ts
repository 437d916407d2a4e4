import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Signs in through the embedded identity provider the way the shell does, with `app.inject`:
 * authorization request (code flow, PKCE S256, state, nonce), the sign-in form, the second-factor
 * form when one is asked for, every redirect with its cookies, then the code exchange.
 *
 *   const app = await startTestApp();
 *   const { accessToken } = await signIn(app, { login: 'employee', password: DEMO_PASSWORD });
 *   const { accessToken: mfa } = await signIn(app, {
 *     login: 'admin', password: DEMO_PASSWORD, totp: () => totpNow(DEMO_TOTP_SECRET), acrValues: ACR_MFA,
 *   });
 *
 * Throws SignInError (with the last response) when the provider does not issue a code: a wrong
 * password, a lock (429), a refused request, a second factor asked for but not given.
 * Note: a TOTP code is accepted once per account and 30-second step; two MFA sign-ins of the same
 * account within one step need `totp` as a function that returns a code of a later step
 * (`totpAt(secret, currentStep() + 1)`), or a wait.
 */
export interface SignInOptions {
  login: string;
  password: string;
  /** The six digits, or a function asked for them when the second-factor page appears. */
  totp?: string | (() => string);
  /** e.g. 'urn:portal:mfa' */
  acrValues?: string;
  /** Origin whose provider is used (issuer `${origin}/openid`); default http://localhost:8080. */
  origin?: string;
  uiLocales?: string;
  scope?: string;
  /** Cookies of an earlier sign-in (its `jar`), to act within the same provider session. */
  jar?: CookieJar;
  /** Extra authorization parameters (prompt, max_age, ...). */
  params?: Record<string, string>;
  /** The browser's address as the server sees the connection; default 127.0.0.1. */
  remoteAddress?: string;
  /** Headers every request of the flow carries (a proxy's X-Forwarded-For). */
  headers?: Record<string, string>;
}

export interface SignInResult {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn: number;
  scope: string;
  /** The browser's provider cookies after sign-in (the provider session). */
  jar: CookieJar;
}

export const DEFAULT_ORIGIN = 'http://localhost:8080';
export const DEFAULT_SCOPE = 'openid email profile offline_access portal crm';
export const CLIENT_ID = 'portal';

type Injectable = FastifyInstance | { app: FastifyInstance };

function fastify(target: Injectable): FastifyInstance {
  return 'inject' in target ? target : target.app;
}

export class SignInError extends Error {
  constructor(
    message: string,
    readonly response?: LightMyRequestResponse,
  ) {
    super(message);
  }
}

/** Just enough of a browser cookie store: by name and path, expired cookies dropped. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'path') path = val || '/';
        if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      }
      const key = `${name}\u0000${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  /** A cookie's value as the browser holds it (any path). */
  get(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  header(requestPath: string): string | undefined {
    const path = requestPath.split('?')[0] ?? '/';
    const matching = [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/** A request as the browser on `origin` sends it, with the jar's cookies; the jar takes the answer's. */
export async function browserRequest(
  target: Injectable,
  origin: string,
  jar: CookieJar,
  options: {
    method?: 'GET' | 'POST';
    url: string;
    form?: Record<string, string>;
    headers?: Record<string, string> | undefined;
    remoteAddress?: string | undefined;
  },
): Promise<LightMyRequestResponse> {
  const url = new URL(options.url, origin);
  const cookie = jar.header(url.pathname);
  const request: InjectOptions = {
    method: options.method ?? 'GET',
    url: `${url.pathname}${url.search}`,
    headers: {
      host: url.host,
      ...(cookie ? { cookie } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
      ...options.headers,
    },
    ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  };
  const response = await fastify(target).inject(request);
  jar.store(response.headers['set-cookie'] as string | string[] | undefined);
  return response;
}

export function authorizationUrl(
  origin: string,
  p: { challenge: string; state: string; nonce: string; scope?: string; acrValues?: string; uiLocales?: string },
  extra: Record<string, string> = {},
): string {
  const q = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${origin}/portal/auth/loginCallback`,
    response_type: 'code',
    scope: p.scope ?? DEFAULT_SCOPE,
    state: p.state,
    nonce: p.nonce,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    ...(p.acrValues ? { acr_values: p.acrValues } : {}),
    ...(p.uiLocales ? { ui_locales: p.uiLocales } : {}),
    ...extra,
  });
  return `${origin}/openid/auth?${q}`;
}

/**
 * Runs the browser part of the flow and returns the authorization code (without exchanging it).
 * Useful for tests about codes themselves (reuse, expiry).
 */
export async function authorize(
  target: Injectable,
  options: SignInOptions,
): Promise<{ code: string; verifier: string; redirectUri: string; jar: CookieJar; callback: URL }> {
  const origin = options.origin ?? DEFAULT_ORIGIN;
  const redirectUri = `${origin}/portal/auth/loginCallback`;
  const jar = options.jar ?? new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = crypto.randomUUID();
  const nonce = crypto.randomUUID();
  const as = { remoteAddress: options.remoteAddress, headers: options.headers };
  let response = await browserRequest(target, origin, jar, {
    ...as,
    url: authorizationUrl(
      origin,
      {
        challenge,
        state,
        nonce,
        ...(options.scope ? { scope: options.scope } : {}),
        ...(options.acrValues ? { acrValues: options.acrValues } : {}),
        ...(options.uiLocales ? { uiLocales: options.uiLocales } : {}),
      },
      options.params,
    ),
  });
  let passwordSent = false;
  for (let hop = 0; hop < 20; hop++) {
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
      const next = new URL(location, origin);
      if (`${next.origin}${next.pathname}` === redirectUri) {
        const error = next.searchParams.get('error');
        if (error) throw new SignInError(`${error}: ${next.searchParams.get('error_description') ?? ''}`, response);
        if (next.searchParams.get('state') !== state) throw new SignInError('state does not match', response);
        const code = next.searchParams.get('code');
        if (!code) throw new SignInError('no code in the callback', response);
        return { code, verifier, redirectUri, jar, callback: next };
      }
      response = await browserRequest(target, origin, jar, { ...as, url: next.href });
      continue;
    }
    if (response.statusCode !== 200) {
      throw new SignInError(`sign-in stopped with ${response.statusCode}: ${response.body.slice(0, 300)}`, response);
    }
    const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1]?.replace(/&#38;/g, '&');
    if (!action) throw new SignInError('no form on the page', response);
    if (response.body.includes('name="password"')) {
      if (passwordSent) throw new SignInError('the sign-in form came back', response);
      passwordSent = true;
      response = await browserRequest(target, origin, jar, {
        ...as,
        method: 'POST',
        url: action,
        form: { login: options.login, password: options.password },
      });
    } else if (response.body.includes('name="totp"')) {
      if (options.totp === undefined) throw new SignInError('a second factor was asked for', response);
      const totp = typeof options.totp === 'function' ? options.totp() : options.totp;
      response = await browserRequest(target, origin, jar, { ...as, method: 'POST', url: action, form: { totp } });
    } else {
      throw new SignInError('unknown page', response);
    }
  }
  throw new SignInError('too many redirects', response);
}

/**
 * RP-initiated sign-out as the browser does it: the provider's confirmation page for `query`
 * (id_token_hint, post_logout_redirect_uri, …), then "yes" with the page's hidden form.
 */
export async function signOutInBrowser(
  target: Injectable,
  origin: string,
  jar: CookieJar,
  query: Record<string, string>,
): Promise<{ page: LightMyRequestResponse; confirm: LightMyRequestResponse }> {
  const page = await browserRequest(target, origin, jar, { url: `/openid/session/end?${new URLSearchParams(query)}` });
  const form = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const confirm = await browserRequest(target, origin, jar, {
    method: 'POST',
    url: '/openid/session/end/confirm',
    form: { ...form, logout: 'yes' },
  });
  return { page, confirm };
}

/**
 * Starts an authorization request and follows it to the sign-in page; returns that page, the
 * form's address and the browser's cookies (for tests of the page itself).
 */
export async function openSignInPage(
  target: Injectable,
  options: {
    origin?: string;
    uiLocales?: string;
    acrValues?: string;
    headers?: Record<string, string>;
    jar?: CookieJar;
  } = {},
): Promise<{ page: LightMyRequestResponse; action: string; jar: CookieJar; origin: string }> {
  const origin = options.origin ?? DEFAULT_ORIGIN;
  const jar = options.jar ?? new CookieJar();
  const { challenge } = pkcePair();
  let response = await browserRequest(target, origin, jar, {
    url: authorizationUrl(origin, {
      challenge,
      state: crypto.randomUUID(),
      nonce: crypto.randomUUID(),
      ...(options.uiLocales ? { uiLocales: options.uiLocales } : {}),
      ...(options.acrValues ? { acrValues: options.acrValues } : {}),
    }),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  for (let hop = 0; hop < 5 && response.statusCode >= 300 && response.statusCode < 400; hop++) {
    response = await browserRequest(target, origin, jar, {
      url: String(response.headers.location),
      ...(options.headers ? { headers: options.headers } : {}),
    });
  }
  const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1];
  if (response.statusCode !== 200 || !action) throw new SignInError('no sign-in page', response);
  return { page: response, action, jar, origin };
}

/** The token endpoint of `origin`, as the public client calls it. */
export async function tokenRequest(
  target: Injectable,
  origin: string,
  form: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return fastify(target).inject({
    method: 'POST',
    url: '/openid/token',
    headers: { host: new URL(origin).host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
}

export async function exchangeCode(
  target: Injectable,
  origin: string,
  code: { code: string; verifier: string; redirectUri: string },
): Promise<LightMyRequestResponse> {
  return tokenRequest(target, origin, {
    grant_type: 'authorization_code',
    code: code.code,
    redirect_uri: code.redirectUri,
    code_verifier: code.verifier,
  });
}

export async function refresh(
  target: Injectable,
  refreshToken: string,
  origin = DEFAULT_ORIGIN,
): Promise<LightMyRequestResponse> {
  return tokenRequest(target, origin, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

export async function signIn(target: Injectable, options: SignInOptions): Promise<SignInResult> {
  const origin = options.origin ?? DEFAULT_ORIGIN;
  const code = await authorize(target, options);
  const response = await exchangeCode(target, origin, code);
  if (response.statusCode !== 200)
    throw new SignInError(`token endpoint answered ${response.statusCode}: ${response.body}`, response);
  const body = response.json() as Record<string, unknown>;
  return {
    accessToken: String(body.access_token),
    refreshToken: String(body.refresh_token ?? ''),
    idToken: String(body.id_token ?? ''),
    expiresIn: Number(body.expires_in),
    scope: String(body.scope ?? ''),
    jar: code.jar,
  };
}
