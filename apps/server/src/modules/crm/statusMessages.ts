import { CRM_USER_STATUS, type CrmUserStatusName, type Locale } from '@portal/contracts';
import { inEveryLanguage } from '../../i18n';

/**
 * What the CRM user status says to the person it is about, in their language (spec §3 status
 * values). The texts are the server catalogue's (apps/server/src/i18n/locales/<lang>/crm.json).
 */
export const STATUS_MESSAGES = Object.fromEntries(
  (Object.keys(CRM_USER_STATUS) as CrmUserStatusName[]).map((name) => [name, inEveryLanguage('crm', `status.${name}`)]),
) as Record<CrmUserStatusName, Record<Locale, string>>;

/**
 * Said with status 7 (NotExists) while an end customer's registration waits for the confirmation
 * link: it does not count yet (double opt-in).
 */
export const AWAITING_CONFIRMATION: Record<Locale, string> = inEveryLanguage('crm', 'awaitingConfirmation');
