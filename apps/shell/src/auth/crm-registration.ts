import { baseUrls } from '../config';
import i18n from '../i18n';
import { routeLocale } from '../routing/location';
import { showMessage } from '../state/messages';
import { isCompanyAddress } from './company-address';
import { getToken, session } from './session';

/** Status 1 of the CRM's user-existence values (spec §3). */
const EXISTS_AS_WEB_REGISTRATION = '1';

/**
 * The CRM registration handling of spec §4, started by a 412 from a service. It asks the CRM for the
 * user's status; if a web registration exists (1), an info message says a registration is in
 * progress. Otherwise the domain check decides: a company address goes to the CRM overview with a
 * link back, any other address fails the check and goes to the registration page (the CRM area's
 * `#/register`, with the same link back).
 *
 * When the status cannot be read (the CRM unreachable), the handling treats the user as not
 * registered and opens the CRM overview, which is the safe default.
 */
export async function startCrmRegistration(): Promise<void> {
  const current = session.get();
  const locale = routeLocale();
  const country = window.location.pathname.split('/')[3] ?? 'de';
  const returnUrl = encodeURIComponent(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  const email = current.user?.email ?? '';
  // Without an address the CRM cannot match the user: the external registration page asks for one.
  if (!email) {
    window.location.assign(`${baseUrls.portal}/${locale}/${country}/crm/#/register?returnUrl=${returnUrl}`);
    return;
  }
  let status: string | undefined;
  try {
    const response = await fetch(`${baseUrls.crm}/api/User/${current.user?.openIdUserId}/status?locale=${locale}`, {
      headers: { authorization: `Bearer ${(await getToken()) ?? ''}`, accept: 'application/json' },
    });
    if (response.ok) status = String(((await response.json()) as { userStatus?: string }).userStatus ?? '');
  } catch {
    status = undefined;
  }
  if (status === EXISTS_AS_WEB_REGISTRATION) {
    showMessage('info', i18n.t('shell:crmRegistrationAlreadyInProgress'));
    return;
  }
  const screen = isCompanyAddress(email) ? 'overview' : 'register';
  window.location.assign(`${baseUrls.portal}/${locale}/${country}/crm/#/${screen}?returnUrl=${returnUrl}`);
}
