import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import {
  authorizationUrl,
  authorize,
  browserRequest,
  type CookieJar,
  exchangeCode,
  pkcePair,
  signOutInBrowser,
} from '../testing/sign-in';
import { DEMO_PASSWORD } from './demo-accounts';
import { BROWSER_STATE_COOKIE, sessionState } from './session-check';

const ORIGIN = 'http://localhost:8080';
const HOST = 'localhost:8080';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The frame's own computation, here on the server's side: does this session_state still hold? */
function holds(value: string | null, browserState: string | undefined): boolean {
  const [, salt = ''] = (value ?? '').split('.');
  return value === sessionState('portal', ORIGIN, browserState ?? '', salt);
}

async function signOut(jar: CookieJar, idToken: string): Promise<void> {
  const { confirm } = await signOutInBrowser(app, ORIGIN, jar, {
    id_token_hint: idToken,
    post_logout_redirect_uri: `${ORIGIN}/portal/auth/logoutCallback`,
  });
  expect(confirm.statusCode).toBe(303);
}

describe('the session-check frame (Session Management 1.0, spec §4 and §9)', () => {
  it('is advertised in discovery and loads its script from the provider, under the portal’s policy', async () => {
    const meta = (
      await app.app.inject({ url: '/openid/.well-known/openid-configuration', headers: { host: HOST } })
    ).json() as { check_session_iframe?: string };
    expect(meta.check_session_iframe).toBe(`${ORIGIN}/openid/session/check`);

    const frame = await app.app.inject({ url: '/openid/session/check', headers: { host: HOST } });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toContain('text/html');
    expect(frame.body).toContain('<script src="/openid/session/check.js"></script>');
    expect(String(frame.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(frame.headers['content-security-policy'])).toContain("frame-ancestors 'self'");

    const script = await app.app.inject({ url: '/openid/session/check.js', headers: { host: HOST } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain(`${BROWSER_STATE_COOKIE}=`);
  });

  it('gives every sign-in a session_state over the browser state; sign-out and another user change that state', async () => {
    const first = await authorize(app, { login: 'employee', password: DEMO_PASSWORD });
    const browserState = first.jar.get(BROWSER_STATE_COOKIE);
    expect(browserState).toBeTruthy();
    const firstState = first.callback.searchParams.get('session_state');
    expect(holds(firstState, browserState)).toBe(true);

    // Another tab of the same browser, signed in already: the same browser state, a fresh salt.
    const second = await authorize(app, { login: 'employee', password: DEMO_PASSWORD, jar: first.jar });
    const secondState = second.callback.searchParams.get('session_state');
    expect(second.jar.get(BROWSER_STATE_COOKIE)).toBe(browserState);
    expect(secondState).not.toBe(firstState);
    expect(holds(secondState, browserState)).toBe(true);

    // Signed out in one tab: the other tab's session_state no longer holds.
    const tokens = (await exchangeCode(app, ORIGIN, second)).json() as { id_token: string };
    await signOut(first.jar, tokens.id_token);
    expect(first.jar.get(BROWSER_STATE_COOKIE)).toBeUndefined();
    expect(holds(firstState, first.jar.get(BROWSER_STATE_COOKIE))).toBe(false);

    // Another user signs in in this browser: a browser state the first user's tabs do not match.
    const other = await authorize(app, { login: 'partner', password: DEMO_PASSWORD, jar: first.jar });
    const otherState = other.jar.get(BROWSER_STATE_COOKIE);
    expect(otherState).toBeTruthy();
    expect(otherState).not.toBe(browserState);
    expect(holds(firstState, otherState)).toBe(false);
    expect(holds(other.callback.searchParams.get('session_state'), otherState)).toBe(true);
  });

  it('sets the browser state where the frame’s script can read it: not HttpOnly, under /openid only', async () => {
    const { jar } = await authorize(app, { login: 'employee', password: DEMO_PASSWORD });
    expect(jar.get(BROWSER_STATE_COOKIE)).toBeTruthy();
    const res = await authorizeRaw(jar);
    const line = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${BROWSER_STATE_COOKIE}=`));
    expect(line).toBeDefined();
    expect(line).toMatch(/path=\/openid/i);
    expect(line).not.toMatch(/httponly/i);
    expect(line).toMatch(/samesite=lax/i);
  });
});

/** One authorization request of a browser that is signed in already: answered at once with a code. */
async function authorizeRaw(jar: CookieJar) {
  const url = authorizationUrl(ORIGIN, { challenge: pkcePair().challenge, state: 's', nonce: 'n' });
  const res = await browserRequest(app, ORIGIN, jar, { url });
  // The provider may pass through its resume step first.
  if (res.statusCode >= 300 && res.statusCode < 400 && !String(res.headers.location).includes('code=')) {
    return browserRequest(app, ORIGIN, jar, { url: new URL(String(res.headers.location), ORIGIN).href });
  }
  return res;
}
