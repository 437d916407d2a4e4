import {
  ACCESS_GRANTED,
  type PortalLoginResult,
  type PortalRessourcePermission,
  type PortalUser,
  type PortalUserParameter,
  siteLanguageTag,
} from '@portal/contracts';
import type { User } from 'oidc-client-ts';
import { routeCountry } from '../routing/location';
import { createStore } from '../state/store';
import { userManager } from './oidc';
import { onRenewal, renewTokens } from './renewal';
import { sameSession } from './same-session';

export interface Session {
  readonly status: 'unknown' | 'anonymous' | 'signedIn';
  readonly user?: PortalUser;
  readonly permissions: readonly PortalRessourcePermission[];
  /** Resource ids held with access type 1. */
  readonly granted: ReadonlySet<string>;
  readonly parameters: readonly PortalUserParameter[];
  /** The level of the current sign-in, as the provider writes it (the embedded one: urn:portal:pwd or urn:portal:mfa). */
  readonly acr?: string;
}

const EMPTY: Session = { status: 'unknown', permissions: [], granted: new Set(), parameters: [] };

/** After sign-in the shell holds the user, the permission list and the parameters; sign-out clears them (spec §4). */
export const session = createStore<Session>(EMPTY);

/** Where the user was when sign-in started (path, query and hash), to come back to it. */
interface SignInState {
  readonly returnTo: string;
}

type LoginOpenId = (user: User) => Promise<PortalLoginResult>;
let loginOpenId: LoginOpenId | undefined;

/** The shell wires the API call in once (it needs the HTTP client, which needs this module's token). */
export function setLoginOpenId(call: LoginOpenId): void {
  loginOpenId = call;
}

function fromLogin(result: PortalLoginResult, acr: string | undefined): Session {
  return {
    status: 'signedIn',
    user: result.user,
    permissions: result.permissions,
    granted: new Set(result.permissions.filter((p) => p.accessType === ACCESS_GRANTED).map((p) => p.ressource)),
    parameters: result.parameters,
    ...(acr ? { acr } : {}),
  };
}

function acrOf(user: User): string | undefined {
  return typeof user.profile.acr === 'string' ? user.profile.acr : undefined;
}

/** On start: a valid stored sign-in becomes a session (loginOpenId), anything else is anonymous. */
export async function startSession(): Promise<void> {
  await userManager.clearStaleState();
  const user = await userManager.getUser();
  if (!user) return session.set({ ...EMPTY, status: 'anonymous' });
  if (user.expired) {
    try {
      await renewTokens();
    } catch {
      await userManager.removeUser();
      return session.set({ ...EMPTY, status: 'anonymous' });
    }
  }
  try {
    await refreshPermissions();
  } catch (error) {
    // A 401 has already started a new sign-in; anything else leaves the user signed out here.
    session.set({ ...EMPTY, status: 'anonymous' });
    throw error;
  }
}

/**
 * Asks the server again for the user's permissions (after an administrator changed them). An
 * answer that says what the session already holds changes nothing: the shell reads the list every
 * two minutes, and a new session object would re-render every part that watches it.
 */
export async function refreshPermissions(): Promise<void> {
  const user = await userManager.getUser();
  if (!user || !loginOpenId) return;
  const next = fromLogin(await loginOpenId(user), acrOf(user));
  if (!sameSession(session.get(), next)) session.set(next);
}

export interface SignInOptions {
  /** Where to come back to; default the current route (path, query and hash). */
  readonly returnTo?: string;
  /** The route's interface language (spec §4: sign-in starts with the route's UI language). */
  readonly locale?: string;
  /** The route's country; by default the one of the route the browser is on. */
  readonly country?: string;
  /** RFC 9470: the level the API demanded, and how recent the sign-in must be. */
  readonly acrValues?: string;
  readonly maxAge?: number;
  /** Entra ID's claims challenge: the claims request (JSON) the new sign-in must satisfy. */
  readonly claims?: string;
}

let redirecting = false;

/**
 * The route sign-in started from, kept beside oidc-client-ts's own state: a callback whose state
 * matches nothing stored (an old tab, a replayed address) still knows where to offer to go back.
 */
const RETURN_TO_KEY = 'portal.signIn.returnTo';

export async function signIn(options: SignInOptions = {}): Promise<void> {
  // Several parts may ask at once (a guard, a 401, an expired token): one redirect is enough.
  if (redirecting) return;
  redirecting = true;
  const returnTo = options.returnTo ?? `${location.pathname}${location.search}${location.hash}`;
  sessionStorage.setItem(RETURN_TO_KEY, returnTo);
  await userManager.signinRedirect({
    state: { returnTo } satisfies SignInState,
    ...(options.locale ? { ui_locales: siteLanguageTag(options.locale, options.country ?? routeCountry()) } : {}),
    ...(options.acrValues ? { acr_values: options.acrValues } : {}),
    ...(options.maxAge !== undefined ? { max_age: options.maxAge } : {}),
    ...(options.claims ? { extraQueryParams: { claims: options.claims } } : {}),
  });
}

/** The callback: stores the user, calls loginOpenId and answers where to go back to. */
export async function completeSignIn(): Promise<string> {
  const user = await userManager.signinRedirectCallback();
  sessionStorage.removeItem(RETURN_TO_KEY);
  await refreshPermissions();
  return portalRoute((user.state as SignInState | undefined)?.returnTo);
}

const portalRoute = (returnTo: unknown): string =>
  typeof returnTo === 'string' && returnTo.startsWith('/portal/') ? returnTo : '/portal/';

/** Why a sign-in did not complete, and the route it started from (to offer it again). */
export interface SignInFailure {
  /** The person pressed "Cancel" at the provider (`error=access_denied`). */
  readonly cancelled: boolean;
  readonly returnTo: string;
}

/**
 * What the callback's error means to the person: a cancelled sign-in (the provider answered
 * access_denied) or one that could not complete (a state that matches nothing, an expired
 * code, …), with the route it started from.
 */
export function signInFailure(error: unknown): SignInFailure {
  const response = typeof error === 'object' && error !== null ? (error as { error?: unknown; state?: unknown }) : {};
  const started =
    (response.state as Partial<SignInState> | undefined)?.returnTo ?? sessionStorage.getItem(RETURN_TO_KEY);
  return { cancelled: response.error === 'access_denied', returnTo: portalRoute(started) };
}

/** The site (language and country) the user signed out on, to come back to. */
export interface SignOutOptions {
  readonly locale: string;
  readonly country: string;
}

interface SignOutState {
  readonly site: string;
}

/** A site path as the shell's routes write it: `/{locale}/{country}`. */
const SITE = /^\/[a-z]{2}\/[a-z]{2}$/;

/**
 * Sign-out asks on the provider's page in the route's language (`ui_locales`, as for sign-in),
 * not in the browser's, and comes back to the site it started on: a Swiss site stays Swiss.
 */
export async function signOut(options: SignOutOptions): Promise<void> {
  const user = await userManager.getUser();
  // "unknown", not "anonymous": an anonymous page starts a sign-in at once, and that request would
  // reach the provider beside this sign-out. Both write the provider's session, and the later
  // write can drop the sign-out's details ("could not find logout details"). "unknown" stops the
  // checks and renewals and starts nothing while the browser leaves for the provider.
  session.set({ ...EMPTY, status: 'unknown' });
  await userManager.signoutRedirect({
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    extraQueryParams: { ui_locales: siteLanguageTag(options.locale, options.country) },
    state: { site: `/${options.locale}/${options.country}` } satisfies SignOutState,
  });
}

/**
 * The provider no longer holds this tab's sign-in (signed out in another tab, or another user):
 * forget it here too. A page that needs a sign-in then asks for one, remembering the route.
 */
export async function forgetSignIn(): Promise<void> {
  await userManager.removeUser();
  session.set({ ...EMPTY, status: 'anonymous' });
}

/** The callback: forgets the user and answers the site sign-out started on, when it is known. */
export async function completeSignOut(): Promise<string | undefined> {
  const response = await userManager.signoutRedirectCallback();
  await userManager.removeUser();
  session.set({ ...EMPTY, status: 'anonymous' });
  const site = (response.userState as Partial<SignOutState> | undefined)?.site;
  return typeof site === 'string' && SITE.test(site) ? site : undefined;
}

/** The current access token, renewed first when it is about to run out (forced 1 s before expiry). */
export async function getToken(): Promise<string | undefined> {
  let user = await userManager.getUser();
  if (!user) return undefined;
  if (user.expires_in !== undefined && user.expires_in <= 1) {
    try {
      user = await renewTokens();
    } catch {
      return undefined;
    }
  }
  return user?.access_token;
}

/** The token lifecycle of spec §4: renew when the expiring event fires; an expired session signs in again. */
export function watchTokenLifecycle(onSilentRenewError: (error: unknown) => void): () => void {
  const expiring = () => void renewTokens().catch(() => undefined);
  const expired = async () => {
    const user = await userManager.getUser();
    if (user?.refresh_token) await renewTokens().catch(() => undefined);
  };
  userManager.events.addAccessTokenExpiring(expiring);
  userManager.events.addAccessTokenExpired(expired);
  const stop = onRenewal(({ outcome, error }) => {
    if (outcome === 'failed') onSilentRenewError(error);
  });
  return () => {
    userManager.events.removeAccessTokenExpiring(expiring);
    userManager.events.removeAccessTokenExpired(expired);
    stop();
  };
}
