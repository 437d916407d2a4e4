import type { Locale } from '@portal/contracts';
import { type ServerTexts, serverTextTables } from '../i18n';
import type { PasswordProblem } from './password-policy';

/**
 * Texts of the account set-up and password-reset pages (issue 19 §2) in every interface language:
 * the server catalogue's namespace `onboarding` (i18n/locales/<language>/onboarding.json).
 */
export type OnboardingMessages = ServerTexts<'onboarding'>;

export const ONBOARDING_MESSAGES: Record<Locale, OnboardingMessages> = serverTextTables('onboarding');

export function passwordProblemText(locale: Locale, problem: PasswordProblem): string {
  return ONBOARDING_MESSAGES[locale][problem];
}
