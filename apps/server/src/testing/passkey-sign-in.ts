import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import {
  authorizationUrl,
  browserRequest,
  CookieJar,
  DEFAULT_ORIGIN,
  exchangeCode,
  pkcePair,
  SignInError,
} from './sign-in';
import { assertCredential, type SoftCredential } from './soft-authenticator';

export interface PasskeySignInOptions {
  readonly credential: SoftCredential;
  /** With a password first: the passkey is then the second factor. */
  readonly password?: { login: string; password: string };
  readonly acrValues?: string;
  readonly origin?: string;
  /** Changes the answer before it is posted (a replay, a wrong counter). */
  readonly answer?: (options: { challenge: string }) => Record<string, unknown>;
}

export interface PasskeySignInResult {
  /** The page with the passkey button, before the passkey was used. */
  readonly page: LightMyRequestResponse;
  /** The WebAuthn options the page's button fetched. */
  readonly options: { challenge: string; allowCredentials?: Array<{ id: string }>; userVerification?: string };
  /** The answer to the posted passkey: a redirect on success, the page with an error otherwise. */
  readonly posted: LightMyRequestResponse;
  readonly tokens?: { accessToken: string; idToken: string; refreshToken: string };
}

/**
 * Signs in as the browser does with a passkey (idp/passkey-views.ts): the authorization request,
 * the sign-in page (and the password, when given), the button's options, the authenticator's
 * answer posted in the page's form, the redirects, the code exchange.
 */
export async function passkeySignIn(app: TestApp, o: PasskeySignInOptions): Promise<PasskeySignInResult> {
  const origin = o.origin ?? DEFAULT_ORIGIN;
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${origin}/portal/auth/loginCallback`;
  const follow = async (response: LightMyRequestResponse) => {
    let current = response;
    for (let hop = 0; hop < 10 && current.statusCode >= 300 && current.statusCode < 400; hop++) {
      const next = new URL(String(current.headers.location), origin);
      if (`${next.origin}${next.pathname}` === redirectUri) return { response: current, callback: next };
      current = await browserRequest(app, origin, jar, { url: next.href });
    }
    return { response: current, callback: undefined };
  };
  let { response: page } = await follow(
    await browserRequest(app, origin, jar, {
      url: authorizationUrl(origin, {
        challenge,
        state: crypto.randomUUID(),
        nonce: crypto.randomUUID(),
        ...(o.acrValues ? { acrValues: o.acrValues } : {}),
      }),
    }),
  );
  if (o.password) {
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    if (!action) throw new SignInError('no sign-in form', page);
    const posted = await browserRequest(app, origin, jar, { method: 'POST', url: action, form: o.password });
    page = (await follow(posted)).response;
  }
  const optionsUrl = /id="passkey-button" data-options="([^"]+)"/.exec(page.body)?.[1];
  const action = /<form method="post" action="([^"]+)" id="passkey-form"/.exec(page.body)?.[1];
  if (!optionsUrl || !action) throw new SignInError('no passkey button on the page', page);
  const optionsResponse = await browserRequest(app, origin, jar, { method: 'POST', url: optionsUrl });
  if (optionsResponse.statusCode !== 200) throw new SignInError('no passkey options', optionsResponse);
  const options = optionsResponse.json() as PasskeySignInResult['options'];
  const answer = o.answer ? o.answer(options) : assertCredential(o.credential, options, origin);
  const posted = await browserRequest(app, origin, jar, {
    method: 'POST',
    url: action,
    form: { credential: JSON.stringify(answer) },
  });
  const { callback } = await follow(posted);
  const code = callback?.searchParams.get('code');
  if (!code) return { page, options, posted };
  const exchanged = await exchangeCode(app, origin, { code, verifier, redirectUri });
  const body = exchanged.json() as Record<string, string>;
  return {
    page,
    options,
    posted,
    tokens: { accessToken: body.access_token!, idToken: body.id_token!, refreshToken: body.refresh_token ?? '' },
  };
}
