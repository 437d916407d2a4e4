import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { PUBLIC } from '../http/access';

/**
 * OpenID Connect Session Management 1.0 (spec §4: the session-check frame reports "changed" or
 * "error"; §9: checked every 2 s). The library has no check-session frame, so the provider gets
 * one here:
 *
 * - the browser state: a cookie the frame's script can read, derived from the provider session
 *   and its account, so it changes when the user signs out or another user signs in;
 * - `session_state` on every authorization response that carries a code: a salted hash of the
 *   client, the client's origin and that browser state;
 * - the frame at `/openid/session/check`: asked by the portal with "client_id session_state", it
 *   hashes the same parts with the browser state it sees now and answers "unchanged" or "changed".
 *
 * The shell asks from the same host (the provider answers under /openid of every brand host), so
 * the frame answers its own origin only.
 */
export const BROWSER_STATE_COOKIE = 'portal_opbs';
export const SESSION_CHECK_PATH = '/session/check';

/** `session_state` as Session Management 1.0 §3 computes it: sha256(client origin state salt).salt */
export function sessionState(clientId: string, origin: string, browserState: string, salt: string): string {
  const hash = crypto.createHash('sha256').update(`${clientId} ${origin} ${browserState} ${salt}`).digest('hex');
  return `${hash}.${salt}`;
}

/** The browser state of a provider session: another session or another account gives another value. */
export function browserStateOf(key: string, sessionUid: string, accountId: string): string {
  return crypto.createHmac('sha256', key).update(`${sessionUid}|${accountId}`).digest('base64url');
}

/**
 * The provider's middleware: after an authorization response with a code, the browser state
 * cookie and `session_state`; after a confirmed sign-out, no browser state.
 */
export function sessionCheckMiddleware(options: { key: string; mount: string; secure: boolean }) {
  // Readable by the frame's script (not HttpOnly), sent only under the provider's mount.
  const cookie = {
    path: options.mount,
    httpOnly: false,
    sameSite: 'lax' as const,
    secure: options.secure,
    signed: false,
  };
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const route = ctx.oidc?.route;
    if (route === 'authorization' || route === 'resume') {
      const session = ctx.oidc.session;
      const location = ctx.response.get('location');
      // Redirects on to the sign-in pages are relative; the answer to the client is absolute.
      if (!session?.accountId || !location || !URL.canParse(location)) return;
      const target = new URL(location);
      if (!target.searchParams.has('code')) return;
      const state = browserStateOf(options.key, session.uid, session.accountId);
      ctx.cookies.set(BROWSER_STATE_COOKIE, state, cookie);
      const clientId = ctx.oidc.client?.clientId;
      if (!clientId) return;
      const salt = crypto.randomBytes(16).toString('base64url');
      target.searchParams.set('session_state', sessionState(clientId, target.origin, state, salt));
      ctx.set('location', target.href);
    } else if (route === 'end_session_confirm' && ctx.status < 400) {
      ctx.cookies.set(BROWSER_STATE_COOKIE, null, cookie);
    }
  };
}

/**
 * The frame (a page without content) and its script; the portal's content security policy allows
 * both. Its document title stays English (and says so with `lang`): the shell names the iframe
 * element in the reader's language (`title`, which assistive technology announces for a frame
 * before the document's title) and keeps it out of the tab order (apps/shell, auth/session-frame.ts).
 */
export function registerSessionCheck(app: FastifyInstance, mount: string): void {
  app.get(`${mount}${SESSION_CHECK_PATH}`, { config: { access: PUBLIC } }, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Session check</title>` +
          `<script src="${mount}${SESSION_CHECK_PATH}.js"></script></head><body></body></html>`,
      ),
  );
  app.get(`${mount}${SESSION_CHECK_PATH}.js`, { config: { access: PUBLIC } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(FRAME_SCRIPT),
  );
}

const FRAME_SCRIPT = `'use strict';
(function () {
  var COOKIE = '${BROWSER_STATE_COOKIE}=';
  function browserState() {
    var found = document.cookie.split('; ').filter(function (c) { return c.indexOf(COOKIE) === 0; })[0];
    return found ? found.slice(COOKIE.length) : '';
  }
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    var reply = function (answer) { event.source.postMessage(answer, event.origin); };
    var parts = typeof event.data === 'string' ? event.data.split(' ') : [];
    var stateParts = (parts[1] || '').split('.');
    if (parts.length !== 2 || !parts[0] || stateParts.length !== 2 || !window.crypto || !window.crypto.subtle) return reply('error');
    var text = parts[0] + ' ' + event.origin + ' ' + browserState() + ' ' + stateParts[1];
    window.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (digest) {
      reply(hex(digest) === stateParts[0] ? 'unchanged' : 'changed');
    }, function () { reply('error'); });
  });
})();
`;
