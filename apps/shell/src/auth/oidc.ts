import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { baseUrls, identity, origin } from '../config';

/**
 * The sign-in client (spec §4, §6, §9): authorization code with PKCE against this host's identity
 * provider (or the group's own, when the server's page names it: config.ts), user and sign-in state in session storage (never local storage, T18), stale sign-in
 * states purged after 900 s, the expiring notice 60 s before expiry, automatic silent renewal off
 * (the shell renews itself, coordinated across tabs: see renewal.ts).
 */
export const userManager = new UserManager({
  authority: identity?.authority ?? baseUrls.identity,
  client_id: identity?.clientId ?? 'portal',
  redirect_uri: `${origin}/portal/auth/loginCallback`,
  post_logout_redirect_uri: `${origin}/portal/auth/logoutCallback`,
  response_type: 'code',
  scope: identity?.scope ?? 'openid email profile offline_access portal crm',
  ui_locales: 'de-DE',
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  staleStateAgeInSeconds: 900,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  automaticSilentRenew: false,
  monitorSession: false,
  loadUserInfo: false,
  revokeTokenTypes: ['refresh_token'],
});
