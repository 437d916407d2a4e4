import type { Locale } from '@portal/contracts';
import { type ServerTexts, serverTextTables } from '../i18n';

/**
 * Texts of the passkey parts of the sign-in pages, in every interface language (spec §1): the
 * server catalogue's namespace `passkey` (i18n/locales/<language>/passkey.json).
 */
export type PasskeyMessages = ServerTexts<'passkey'>;

export const PASSKEY_MESSAGES: Record<Locale, PasskeyMessages> = serverTextTables('passkey');
