import type { PortalLoginResult } from '@portal/contracts';
import { HttpClient } from '@portal/sdk';
import { startCrmRegistration } from './auth/crm-registration';
import { getToken, setLoginOpenId, signIn } from './auth/session';
import { baseUrls, subjectClaim } from './config';
import { routeLocale } from './routing/location';

/** Signs in again on a 401, remembering the route, in the route's language, at the level demanded (spec §4, RFC 9470). */
const onUnauthorized = (challenge: { acrValues?: string; maxAge?: number; claims?: string }) =>
  signIn({
    locale: routeLocale(),
    ...(challenge.acrValues ? { acrValues: challenge.acrValues } : {}),
    ...(challenge.claims ? { claims: challenge.claims } : {}),
    ...(challenge.maxAge !== undefined ? { maxAge: challenge.maxAge } : {}),
  });

const common = { getToken, onUnauthorized, onRegistrationRequired: () => startCrmRegistration() };

export const api = {
  portal: new HttpClient({ baseUrl: baseUrls.portal, ...common }),
  crm: new HttpClient({ baseUrl: baseUrls.crm, ...common }),
  production: new HttpClient({ baseUrl: baseUrls.production, ...common }),
};

setLoginOpenId((user) =>
  api.portal.post<PortalLoginResult>('/api/Auth/loginOpenId', {
    sub: String(user.profile[subjectClaim] ?? user.profile.sub),
    login: user.profile.preferred_username ?? '',
    displayName: user.profile.name ?? '',
    firstName: user.profile.given_name ?? '',
    lastName: user.profile.family_name ?? '',
    mail: user.profile.email ?? '',
  }),
);
