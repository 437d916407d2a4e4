import type { MailTemplate } from '../../mail/texts';

/**
 * The mails of a CRM registration (issue 19 §6), listed in the portal's MAIL_TEMPLATES: the
 * double opt-in's confirmation link (values `name`, `link`, `hours`) and the clerk's decision
 * (value `name`). In all five languages.
 */
export const crmConfirmRegistration: MailTemplate = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Registrierung – {brand}',
    greeting: 'Guten Tag {name}',
    paragraphs: [
      'Sie haben sich im Portal von {brand} registriert.',
      'Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link; erst dann wird Ihre Registrierung bearbeitet. Der Link ist {hours} Stunden gültig und funktioniert nur einmal.',
      'Haben Sie sich nicht registriert, beachten Sie diese E-Mail bitte nicht.',
    ],
    action: 'Registrierung bestätigen',
    closing: 'Freundliche Grüsse\n{brand}',
  },
  en: {
    subject: 'Please confirm your registration – {brand}',
    greeting: 'Hello {name}',
    paragraphs: [
      'You registered on the {brand} portal.',
      'Please confirm your e-mail address with the link below; only then is your registration processed. The link works for {hours} hours and only once.',
      'If you did not register, please ignore this e-mail.',
    ],
    action: 'Confirm registration',
    closing: 'Kind regards\n{brand}',
  },
  cs: {
    subject: 'Potvrďte prosím svou registraci – {brand}',
    greeting: 'Dobrý den, {name}',
    paragraphs: [
      'Zaregistrovali jste se v portálu {brand}.',
      'Potvrďte prosím svou e-mailovou adresu následujícím odkazem; teprve potom bude registrace zpracována. Odkaz platí {hours} hodin a funguje pouze jednou.',
      'Pokud jste se neregistrovali, tento e-mail prosím ignorujte.',
    ],
    action: 'Potvrdit registraci',
    closing: 'S pozdravem\n{brand}',
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription – {brand}',
    greeting: 'Bonjour {name}',
    paragraphs: [
      'Vous vous êtes inscrit sur le portail {brand}.',
      'Veuillez confirmer votre adresse e-mail avec le lien ci-dessous ; votre inscription ne sera traitée qu’ensuite. Le lien est valable {hours} heures et une seule fois.',
      'Si vous ne vous êtes pas inscrit, veuillez ignorer cet e-mail.',
    ],
    action: 'Confirmer l’inscription',
    closing: 'Meilleures salutations\n{brand}',
  },
  it: {
    subject: 'Confermi la sua registrazione – {brand}',
    greeting: 'Buongiorno {name}',
    paragraphs: [
      'Si è registrato nel portale {brand}.',
      'Confermi il suo indirizzo e-mail con il link seguente; solo allora la registrazione verrà elaborata. Il link vale {hours} ore e una sola volta.',
      'Se non si è registrato, ignori questa e-mail.',
    ],
    action: 'Confermare la registrazione',
    closing: 'Cordiali saluti\n{brand}',
  },
};

const decided = (
  words: Record<'de' | 'en' | 'cs' | 'fr' | 'it', { subject: string; paragraph: string }>,
): MailTemplate => {
  const greeting = {
    de: 'Guten Tag {name}',
    en: 'Hello {name}',
    cs: 'Dobrý den, {name}',
    fr: 'Bonjour {name}',
    it: 'Buongiorno {name}',
  };
  const closing = {
    de: 'Freundliche Grüsse\n{brand}',
    en: 'Kind regards\n{brand}',
    cs: 'S pozdravem\n{brand}',
    fr: 'Meilleures salutations\n{brand}',
    it: 'Cordiali saluti\n{brand}',
  };
  const of = (l: keyof typeof words) => ({
    subject: words[l].subject,
    greeting: greeting[l],
    paragraphs: [words[l].paragraph],
    closing: closing[l],
  });
  return { de: of('de'), en: of('en'), cs: of('cs'), fr: of('fr'), it: of('it') };
};

export const crmRegistrationApproved = decided({
  de: {
    subject: 'Ihre Registrierung ist freigeschaltet – {brand}',
    paragraph:
      'Ihre Registrierung wurde geprüft und freigeschaltet. Sie können Ihr Profil im Portal jetzt ansehen und ändern.',
  },
  en: {
    subject: 'Your registration is approved – {brand}',
    paragraph:
      'Your registration has been reviewed and approved. You can now view and change your profile in the portal.',
  },
  cs: {
    subject: 'Vaše registrace byla schválena – {brand}',
    paragraph: 'Vaše registrace byla prověřena a schválena. Nyní můžete v portálu zobrazit a změnit svůj profil.',
  },
  fr: {
    subject: 'Votre inscription est validée – {brand}',
    paragraph:
      'Votre inscription a été vérifiée et validée. Vous pouvez maintenant consulter et modifier votre profil sur le portail.',
  },
  it: {
    subject: 'La sua registrazione è approvata – {brand}',
    paragraph:
      'La sua registrazione è stata verificata e approvata. Ora può vedere e modificare il suo profilo nel portale.',
  },
});

export const crmRegistrationRejected = decided({
  de: {
    subject: 'Ihre Registrierung wurde nicht freigeschaltet – {brand}',
    paragraph:
      'Ihre Registrierung wurde geprüft und nicht freigeschaltet. Bei Fragen wenden Sie sich bitte an Ihren Ansprechpartner.',
  },
  en: {
    subject: 'Your registration was not approved – {brand}',
    paragraph:
      'Your registration has been reviewed and was not approved. If you have questions, please contact your representative.',
  },
  cs: {
    subject: 'Vaše registrace nebyla schválena – {brand}',
    paragraph: 'Vaše registrace byla prověřena a nebyla schválena. S dotazy se prosím obraťte na svou kontaktní osobu.',
  },
  fr: {
    subject: 'Votre inscription n’a pas été validée – {brand}',
    paragraph:
      'Votre inscription a été vérifiée et n’a pas été validée. Pour toute question, veuillez contacter votre interlocuteur.',
  },
  it: {
    subject: 'La sua registrazione non è stata approvata – {brand}',
    paragraph:
      'La sua registrazione è stata verificata e non è stata approvata. Per domande si rivolga al suo referente.',
  },
});

export const crmRegistrationReopened = decided({
  de: {
    subject: 'Ihre Registrierung wird erneut geprüft – {brand}',
    paragraph: 'Ihre Registrierung wird erneut geprüft. Wir schreiben Ihnen, sobald sie entschieden ist.',
  },
  en: {
    subject: 'Your registration is being reviewed again – {brand}',
    paragraph: 'Your registration is being reviewed again. We will write to you once it is decided.',
  },
  cs: {
    subject: 'Vaše registrace se znovu prověřuje – {brand}',
    paragraph: 'Vaše registrace se znovu prověřuje. Ozveme se, jakmile bude rozhodnuto.',
  },
  fr: {
    subject: 'Votre inscription est à nouveau examinée – {brand}',
    paragraph: 'Votre inscription est à nouveau examinée. Nous vous écrirons dès qu’elle sera décidée.',
  },
  it: {
    subject: 'La sua registrazione viene riesaminata – {brand}',
    paragraph: 'La sua registrazione viene riesaminata. Le scriveremo appena sarà decisa.',
  },
});
