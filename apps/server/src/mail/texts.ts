import type { Locale } from '@portal/contracts';
import { canteenOrderCancelled } from '../modules/canteen/mailTemplates';
import {
  crmConfirmRegistration,
  crmRegistrationApproved,
  crmRegistrationRejected,
  crmRegistrationReopened,
} from '../modules/crm/mailTemplates';

/**
 * The words of one mail in one language. `{name}`-style placeholders are filled from the values the
 * sender gives (`brand` is always there: the site's brand name); `action` labels the mail's link,
 * which the sender passes as the value `link`.
 */
export interface MailText {
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  readonly action?: string;
  readonly closing: string;
}

/** A mail in every interface language: German and English complete, Czech, French and Italian too. */
export type MailTemplate = Readonly<Record<'de' | 'en', MailText>> & Partial<Readonly<Record<Locale, MailText>>>;

/** Lines every mail ends with, under the brand's name. */
export const FOOTER: Readonly<Record<Locale, string>> = {
  de: 'Diese E-Mail wurde automatisch vom Portal von {brand} versandt.',
  en: 'This e-mail was sent automatically by the {brand} portal.',
  cs: 'Tento e-mail byl automaticky odeslán portálem {brand}.',
  fr: 'Cet e-mail a été envoyé automatiquement par le portail {brand}.',
  it: 'Questa e-mail è stata inviata automaticamente dal portale {brand}.',
};

/** Shown under the button for mail programs that do not show it. */
export const LINK_HINT: Readonly<Record<Locale, string>> = {
  de: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
  en: 'If the button does not work, open this link:',
  cs: 'Pokud tlačítko nefunguje, otevřete tento odkaz:',
  fr: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
  it: 'Se il pulsante non funziona, apra questo link:',
};

/** The invitation to a new account (issue 19 §2): values `name`, `link`, `hours` (how long the link works). */
const invitation: MailTemplate = {
  de: {
    subject: 'Einladung zum Portal von {brand}',
    greeting: 'Guten Tag {name}',
    paragraphs: [
      'Sie wurden zum Portal von {brand} eingeladen.',
      'Über den folgenden Link legen Sie Ihr Passwort fest und richten einen zweiten Faktor ein. Der Link ist {hours} Stunden gültig und funktioniert nur einmal.',
    ],
    action: 'Konto einrichten',
    closing: 'Freundliche Grüsse\n{brand}',
  },
  en: {
    subject: 'Invitation to the {brand} portal',
    greeting: 'Hello {name}',
    paragraphs: [
      'You have been invited to the {brand} portal.',
      'Use the link below to set your password and a second factor. The link works for {hours} hours and only once.',
    ],
    action: 'Set up account',
    closing: 'Kind regards\n{brand}',
  },
  cs: {
    subject: 'Pozvánka do portálu {brand}',
    greeting: 'Dobrý den, {name}',
    paragraphs: [
      'Byli jste pozváni do portálu {brand}.',
      'Pomocí následujícího odkazu si nastavíte heslo a druhý faktor. Odkaz platí {hours} hodin a funguje pouze jednou.',
    ],
    action: 'Nastavit účet',
    closing: 'S pozdravem\n{brand}',
  },
  fr: {
    subject: 'Invitation au portail {brand}',
    greeting: 'Bonjour {name}',
    paragraphs: [
      'Vous avez été invité(e) au portail {brand}.',
      'Le lien ci-dessous vous permet de définir votre mot de passe et un second facteur. Il est valable {hours} heures et ne fonctionne qu’une seule fois.',
    ],
    action: 'Configurer le compte',
    closing: 'Meilleures salutations\n{brand}',
  },
  it: {
    subject: 'Invito al portale {brand}',
    greeting: 'Buongiorno {name}',
    paragraphs: [
      'È stato/a invitato/a al portale {brand}.',
      'Con il link seguente imposta la Sua password e un secondo fattore. Il link è valido {hours} ore e funziona una sola volta.',
    ],
    action: 'Configura account',
    closing: 'Cordiali saluti\n{brand}',
  },
};

/** A password reset the person asked for: values `name`, `link`, `hours`. */
const passwordReset: MailTemplate = {
  de: {
    subject: 'Passwort zurücksetzen – {brand}',
    greeting: 'Guten Tag {name}',
    paragraphs: [
      'Für Ihr Konto im Portal von {brand} wurde ein neues Passwort angefordert.',
      'Über den folgenden Link legen Sie ein neues Passwort fest. Der Link ist {hours} Stunden gültig und funktioniert nur einmal.',
      'Haben Sie nichts angefordert, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    ],
    action: 'Neues Passwort festlegen',
    closing: 'Freundliche Grüsse\n{brand}',
  },
  en: {
    subject: 'Reset your password – {brand}',
    greeting: 'Hello {name}',
    paragraphs: [
      'A new password was requested for your account on the {brand} portal.',
      'Use the link below to set a new password. The link works for {hours} hours and only once.',
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    ],
    action: 'Set a new password',
    closing: 'Kind regards\n{brand}',
  },
  cs: {
    subject: 'Obnovení hesla – {brand}',
    greeting: 'Dobrý den, {name}',
    paragraphs: [
      'Pro váš účet v portálu {brand} bylo vyžádáno nové heslo.',
      'Pomocí následujícího odkazu nastavíte nové heslo. Odkaz platí {hours} hodin a funguje pouze jednou.',
      'Pokud jste o nic nežádali, můžete tento e-mail ignorovat; vaše heslo zůstane beze změny.',
    ],
    action: 'Nastavit nové heslo',
    closing: 'S pozdravem\n{brand}',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe – {brand}',
    greeting: 'Bonjour {name}',
    paragraphs: [
      'Un nouveau mot de passe a été demandé pour votre compte sur le portail {brand}.',
      'Le lien ci-dessous vous permet de définir un nouveau mot de passe. Il est valable {hours} heures et ne fonctionne qu’une seule fois.',
      'Si vous n’avez rien demandé, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    ],
    action: 'Définir un nouveau mot de passe',
    closing: 'Meilleures salutations\n{brand}',
  },
  it: {
    subject: 'Reimpostare la password – {brand}',
    greeting: 'Buongiorno {name}',
    paragraphs: [
      'Per il Suo account sul portale {brand} è stata richiesta una nuova password.',
      'Con il link seguente imposta una nuova password. Il link è valido {hours} ore e funziona una sola volta.',
      'Se non ha richiesto nulla, può ignorare questa e-mail; la Sua password resta invariata.',
    ],
    action: 'Imposta nuova password',
    closing: 'Cordiali saluti\n{brand}',
  },
};

/** After an administrator reset a person's second factors: values `name`, `link`, `hours`. */
const factorReset: MailTemplate = {
  de: {
    subject: 'Zweiten Faktor neu einrichten – {brand}',
    greeting: 'Guten Tag {name}',
    paragraphs: [
      'Ihre Administration hat den zweiten Faktor Ihres Kontos im Portal von {brand} zurückgesetzt.',
      'Über den folgenden Link richten Sie ihn neu ein. Der Link ist {hours} Stunden gültig und funktioniert nur einmal.',
    ],
    action: 'Zweiten Faktor einrichten',
    closing: 'Freundliche Grüsse\n{brand}',
  },
  en: {
    subject: 'Set up your second factor again – {brand}',
    greeting: 'Hello {name}',
    paragraphs: [
      'Your administrators have reset the second factor of your account on the {brand} portal.',
      'Use the link below to set it up again. The link works for {hours} hours and only once.',
    ],
    action: 'Set up second factor',
    closing: 'Kind regards\n{brand}',
  },
  cs: {
    subject: 'Znovu nastavte druhý faktor – {brand}',
    greeting: 'Dobrý den, {name}',
    paragraphs: [
      'Vaše administrace obnovila druhý faktor vašeho účtu v portálu {brand}.',
      'Pomocí následujícího odkazu jej nastavíte znovu. Odkaz platí {hours} hodin a funguje pouze jednou.',
    ],
    action: 'Nastavit druhý faktor',
    closing: 'S pozdravem\n{brand}',
  },
  fr: {
    subject: 'Configurez à nouveau votre second facteur – {brand}',
    greeting: 'Bonjour {name}',
    paragraphs: [
      'Votre administration a réinitialisé le second facteur de votre compte sur le portail {brand}.',
      'Le lien ci-dessous vous permet de le configurer à nouveau. Il est valable {hours} heures et ne fonctionne qu’une seule fois.',
    ],
    action: 'Configurer le second facteur',
    closing: 'Meilleures salutations\n{brand}',
  },
  it: {
    subject: 'Configuri di nuovo il secondo fattore – {brand}',
    greeting: 'Buongiorno {name}',
    paragraphs: [
      'La Sua amministrazione ha reimpostato il secondo fattore del Suo account sul portale {brand}.',
      'Con il link seguente lo configura di nuovo. Il link è valido {hours} ore e funziona una sola volta.',
    ],
    action: 'Configura secondo fattore',
    closing: 'Cordiali saluti\n{brand}',
  },
};

/**
 * Every mail the portal sends, by name. A module adding a mail adds its template here (or in a file
 * of its own, listed here).
 */
export const MAIL_TEMPLATES = {
  invitation,
  'password-reset': passwordReset,
  'factor-reset': factorReset,
  'crm-confirm-registration': crmConfirmRegistration,
  'crm-registration-approved': crmRegistrationApproved,
  'crm-registration-rejected': crmRegistrationRejected,
  'crm-registration-reopened': crmRegistrationReopened,
  'canteen-order-cancelled': canteenOrderCancelled,
} satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
