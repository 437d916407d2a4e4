import type { Locale } from '@portal/contracts';
import { type ServerTextKey, serverList, serverText } from '../i18n';
import german from '../i18n/locales/de/mail.json';

/*
 * The mails' words are the server catalogue's namespace `mail` (i18n/locales/<language>/mail.json,
 * docs/translations.md): one object per mail, named as the mail, and `frame` for the lines every
 * mail carries. Values are `{{name}}`; `brand` is always there (the site's brand name), `action`
 * labels the mail's link, which the sender passes as the value `link`. A language that lacks a text
 * reads German.
 */

/** Every mail the portal sends, by name: the mails of the German catalogue. */
export type MailTemplateName = Exclude<keyof typeof german, 'frame'>;
export const MAIL_TEMPLATE_NAMES = Object.keys(german).filter((name) => name !== 'frame') as MailTemplateName[];

/** The words of one mail in one language, values filled. */
export interface MailText {
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  readonly action?: string;
  readonly closing: string;
  /** Lines every mail ends with, under the brand's name. */
  readonly footer: string;
  /** Shown under the button for mail programs that do not show it. */
  readonly linkHint: string;
}

export function mailText(
  template: MailTemplateName,
  locale: Locale,
  values: Readonly<Record<string, string | number>>,
): MailText {
  // Every mail has these; `action` only a mail with a link (the German catalogue says which).
  const say = (key: `${MailTemplateName}.${'subject' | 'greeting' | 'closing'}`) =>
    serverText('mail', locale, key, values);
  return {
    subject: say(`${template}.subject`),
    greeting: say(`${template}.greeting`),
    paragraphs: serverList('mail', locale, `${template}.paragraphs`, values),
    ...('action' in german[template]
      ? { action: serverText('mail', locale, `${template}.action` as ServerTextKey<'mail'>, values) }
      : {}),
    closing: say(`${template}.closing`),
    footer: serverText('mail', locale, 'frame.footer', values),
    linkHint: serverText('mail', locale, 'frame.linkHint', values),
  };
}
