import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type LocalMailbox, startLocalMailbox } from './local-mailbox';
import { type MailContent, renderMail } from './render';

export type { MailContent } from './render';
export type { MailTemplateName } from './texts';

/**
 * The portal's outgoing mail (docs/operations.md "E-mail"):
 *
 *     await mailer.sendMail({ to: 'a@example.com', template: 'invitation', locale: 'fr', brand: 'arbonia',
 *                             values: { name: 'Anna', link, hours: 72 } });
 *
 * renders the template (namespace `mail` of the server catalogue, i18n/locales) in the person's language with the site's brand name and
 * colours (the sign-in pages' brand data) and delivers it over SMTP with nodemailer: to
 * PORTAL_SMTP_URL, or, when that is unset, to a local SMTP server the portal starts on a loopback
 * port that keeps each mail as an .eml file in `<dataDir>/mail` (started on the first mail).
 */
export interface Mailer {
  sendMail(mail: OutgoingMail): Promise<{ readonly messageId: string }>;
  close(): Promise<void>;
}

export interface OutgoingMail extends MailContent {
  /** The recipient's address. */
  readonly to: string;
  /** Files the mail carries (a subscribed report). */
  readonly attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

export interface MailSettings {
  readonly smtpUrl?: string | undefined;
  readonly from: string;
  readonly dataDir: string;
}

interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export function createMailer(settings: MailSettings, log: Log): Mailer {
  let transport: Promise<Transporter> | undefined;
  let mailbox: LocalMailbox | undefined;
  const open = async (): Promise<Transporter> => {
    if (settings.smtpUrl) return nodemailer.createTransport(settings.smtpUrl);
    mailbox = await startLocalMailbox(path.join(settings.dataDir, 'mail'), log);
    log.info(
      { smtp: mailbox.url, directory: mailbox.directory },
      'no PORTAL_SMTP_URL: mail is kept in the local mailbox',
    );
    return nodemailer.createTransport(mailbox.url);
  };
  return {
    async sendMail(mail) {
      transport ??= open();
      const rendered = renderMail(mail);
      const info = await (await transport).sendMail({
        from: settings.from,
        to: mail.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: { 'Content-Language': mail.locale },
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
      });
      return { messageId: String(info.messageId) };
    },
    async close() {
      if (transport) (await transport).close();
      await mailbox?.close();
    },
  };
}
