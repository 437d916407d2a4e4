import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanPhrases, phrasesIn } from '../testing/german-phrases';
import { linkIn, startTestMailbox, type TestMailbox } from '../testing/smtp';
import { createMailer } from './index';
import { renderMail } from './render';
import { MAIL_TEMPLATE_NAMES, mailText } from './texts';

const quiet = { info: () => {}, warn: () => {} };

describe('mail over SMTP', () => {
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
  });
  afterAll(() => mailbox.close());

  it('delivers an invitation in the person’s language with the site’s brand and a working link', async () => {
    const mailer = createMailer(
      { smtpUrl: mailbox.url, from: 'Portal <portal@example.com>', dataDir: os.tmpdir() },
      quiet,
    );
    await mailer.sendMail({
      to: 'Anna.Neu@example.com',
      template: 'invitation',
      locale: 'fr',
      brand: 'arbonia',
      values: { name: 'Anna Neu', link: 'https://arbonia.example/openid/invitation/abc', hours: 72 },
    });
    await mailer.close();
    const mail = await mailbox.nextFor('anna.neu@example.com');
    expect(mail.subject).toBe('Invitation au portail Arbonia');
    expect(mail.text).toContain('Bonjour Anna Neu');
    expect(mail.text).toContain('valable 72 heures');
    expect(linkIn(mail, 'https://arbonia.example/')).toBe('https://arbonia.example/openid/invitation/abc');
    expect(mail.language).toBe('fr');
    // Arbonia's red, as on its sign-in page.
    expect(mail.html).toContain('#e2001a');
    expect(mail.parsed.from?.text).toContain('portal@example.com');
  });

  it('escapes what a person typed into the HTML part', () => {
    const rendered = renderMail({
      template: 'password-reset',
      locale: 'de',
      brand: 'group',
      values: { name: '<script>x</script>', link: 'https://x.example/r', hours: 2 },
    });
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.text).toContain('Guten Tag <script>x</script>');
  });

  it('has every mail in all five languages, none reading German where another language is asked for', () => {
    const values = { name: 'N', link: 'https://x.example/l', hours: 2, brand: 'B' };
    for (const name of MAIL_TEMPLATE_NAMES) {
      const german = mailText(name, 'de', values);
      for (const locale of LOCALES.filter((l) => l !== 'de')) {
        const words = mailText(name, locale, values);
        expect(words.subject, `${name} ${locale}`).not.toBe(german.subject);
        expect(words.paragraphs, `${name} ${locale}`).toHaveLength(german.paragraphs.length);
        for (const [i, p] of words.paragraphs.entries())
          expect(p, `${name} ${locale} ${i}`).not.toBe(german.paragraphs[i]);
        if (german.action) expect(words.action, `${name} ${locale}`).not.toBe(german.action);
      }
    }
  });

  it.each(MAIL_TEMPLATE_NAMES)('renders %s in French without a German phrase of the mail catalogue', (template) => {
    const phrases = germanPhrases('mail', 'fr');
    expect(phrases).toContain('Freundliche Grüsse');
    const mail = renderMail({
      template,
      locale: 'fr',
      brand: 'arbonia',
      country: 'ch',
      values: { name: 'Anne Neu', link: 'https://arbonia.example/l', hours: 72 },
    });
    expect(phrasesIn(`${mail.subject}\n${mail.text}\n${mail.html}`, phrases)).toEqual([]);
    expect(mail.text).toContain('Meilleures salutations');
  });

  it('finds a German phrase where one is left in a French mail', () => {
    expect(phrasesIn('Bonjour\nFreundliche  Grüsse\nArbonia', germanPhrases('mail', 'fr'))).toEqual([
      'Freundliche Grüsse',
    ]);
  });

  it('without PORTAL_SMTP_URL keeps each mail as an .eml file in the data directory and names it in the log', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-mail-'));
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = {
      info: (fields: object, message: string) => lines.push({ fields: fields as Record<string, unknown>, message }),
      warn: (fields: object, message: string) => lines.push({ fields: fields as Record<string, unknown>, message }),
    };
    const mailer = createMailer({ from: 'Portal <portal@localhost>', dataDir }, log);
    await mailer.sendMail({
      to: 'dev@example.com',
      template: 'password-reset',
      locale: 'en',
      brand: 'group',
      values: { name: 'Dev', link: 'http://localhost:8080/openid/reset/xyz', hours: 2 },
    });
    await mailer.close();
    const files = await fs.readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = await fs.readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('http://localhost:8080/openid/reset/xyz');
    const received = lines.find((l) => l.message === 'mail received by the local mailbox');
    expect(received?.fields).toMatchObject({
      to: ['dev@example.com'],
      subject: expect.stringContaining('Reset your password'),
    });
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
