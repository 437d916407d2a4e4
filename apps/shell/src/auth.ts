import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** Sign-in through the identity provider of this host (spec §7: addresses derive from the current host). */
export const userManager = new UserManager({
  authority: `${window.location.origin}/openid`,
  client_id: 'portal',
  redirect_uri: `${window.location.origin}/portal/auth/loginCallback`,
  post_logout_redirect_uri: `${window.location.origin}/portal/auth/logoutCallback`,
  response_type: 'code',
  scope: 'openid email profile offline_access portal crm',
  // Tokens live in this tab's session storage only (spec §4, T18).
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  staleStateAgeInSeconds: 900,
  automaticSilentRenew: false,
});
