import type { Locale } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** Problem codes of the security page's calls that have a message of their own. */
const OWN_MESSAGES = new Set([
  'wrong_password',
  'same_password',
  'password_refused',
  'invalid_code',
  'passkey_not_verified',
  'totp_not_started',
  'validation_failed',
]);

/**
 * What the person reads when a call fails, or undefined when there is nothing to say: a 401 has
 * sent the browser to sign in again (a recent sign-in or the second factor was asked for), and a
 * passkey prompt the person closed needs no message.
 */
export function failureMessage(t: TFunction, error: unknown): string | undefined {
  const e = error as { status?: number; problem?: { code?: string }; name?: string } | undefined;
  if (e?.status === 401) return undefined;
  if (e?.name === 'NotAllowedError' || e?.name === 'AbortError') return t('account.passkeyCancelled');
  const code = e?.problem?.code;
  if (code && OWN_MESSAGES.has(code)) return t(`account.problems.${code}`);
  return t('serverError');
}

/** Date and time in the page's language. */
export function when(value: string | null, locale: Locale): string {
  return value ? new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}
