import crypto from 'node:crypto';

/**
 * Signs in at a running portal's identity provider over HTTP, as a browser would (authorization
 * code with PKCE, the sign-in form, redirects with cookies), and returns the tokens. For
 * benchmarks and tools that need a real token from outside the server process.
 */
export async function signInOverHttp(
  origin: string,
  login: string,
  password = 'portal-demo',
  /** The second factor's code, for accounts that have one (asked for after the password). */
  totp?: () => string,
): Promise<{ accessToken: string; refreshToken?: string; idToken: string }> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: cookieHeader() },
    });
    remember(response);
    return response;
  };

  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/portal/auth/loginCallback`;
  const params = new URLSearchParams({
    client_id: 'portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile offline_access portal crm',
    state: crypto.randomUUID(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    // With a second factor: ask for it, as the shell does before administration (step-up).
    ...(totp ? { acr_values: 'urn:portal:mfa' } : {}),
  });
  let response = await go(`${origin}/openid/auth?${params}`);
  let location = response.headers.get('location');
  let code: string | null = null;
  for (let hop = 0; hop < 10 && location; hop++) {
    const url = new URL(location, origin);
    if (url.href.startsWith(redirectUri)) {
      code = url.searchParams.get('code');
      break;
    }
    response = await go(url.href);
    if (response.status === 200 && url.pathname.includes('/interaction/')) {
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      if (!action) throw new Error('no sign-in form');
      response = await go(new URL(action, origin).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          html.includes('name="totp"') ? { totp: totp?.() ?? '' } : { login, password },
        ).toString(),
      });
    }
    location = response.headers.get('location');
  }
  if (!code) throw new Error(`sign-in did not end at the callback (status ${response.status})`);
  const token = await fetch(`${origin}/openid/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: 'portal',
    }).toString(),
  });
  const body = (await token.json()) as { access_token: string; refresh_token?: string; id_token: string };
  if (!token.ok) throw new Error(`token exchange failed: ${JSON.stringify(body)}`);
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
  };
}
