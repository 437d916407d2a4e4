import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/contracts';

/**
 * The mails of a CRM registration, in the applicant's language (German when it is not one of the
 * portal's): the confirmation link of the double opt-in, and the clerk's decision.
 */
export interface MailText {
  readonly subject: string;
  readonly body: string;
}

const CONFIRM: Record<Locale, (name: string, link: string, hours: number) => MailText> = {
  de: (name, link, hours) => ({
    subject: 'Bitte bestätigen Sie Ihre Registrierung',
    body: `Guten Tag ${name},\n\nbitte bestätigen Sie Ihre Registrierung mit diesem Link:\n${link}\n\nDer Link gilt ${hours} Stunden und nur einmal. Wenn Sie sich nicht registriert haben, beachten Sie diese E-Mail nicht.`,
  }),
  en: (name, link, hours) => ({
    subject: 'Please confirm your registration',
    body: `Hello ${name},\n\nplease confirm your registration with this link:\n${link}\n\nThe link works once, for ${hours} hours. If you did not register, ignore this e-mail.`,
  }),
  cs: (name, link, hours) => ({
    subject: 'Potvrďte prosím svou registraci',
    body: `Dobrý den, ${name},\n\npotvrďte prosím svou registraci tímto odkazem:\n${link}\n\nOdkaz platí ${hours} hodin a jen jednou. Pokud jste se neregistrovali, tento e-mail ignorujte.`,
  }),
  fr: (name, link, hours) => ({
    subject: 'Veuillez confirmer votre inscription',
    body: `Bonjour ${name},\n\nveuillez confirmer votre inscription avec ce lien :\n${link}\n\nLe lien est valable ${hours} heures et une seule fois. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.`,
  }),
  it: (name, link, hours) => ({
    subject: 'Confermi la sua registrazione',
    body: `Buongiorno ${name},\n\nconfermi la sua registrazione con questo link:\n${link}\n\nIl link vale ${hours} ore e una sola volta. Se non si è registrato, ignori questa e-mail.`,
  }),
};

const APPROVED: Record<Locale, MailText> = {
  de: {
    subject: 'Ihre Registrierung ist freigeschaltet',
    body: 'Ihre Registrierung wurde geprüft und freigeschaltet. Sie können Ihr Profil im Portal jetzt ansehen und ändern.',
  },
  en: {
    subject: 'Your registration is approved',
    body: 'Your registration has been reviewed and approved. You can now view and change your profile in the portal.',
  },
  cs: {
    subject: 'Vaše registrace byla schválena',
    body: 'Vaše registrace byla prověřena a schválena. Nyní můžete v portálu zobrazit a změnit svůj profil.',
  },
  fr: {
    subject: 'Votre inscription est validée',
    body: 'Votre inscription a été vérifiée et validée. Vous pouvez maintenant consulter et modifier votre profil sur le portail.',
  },
  it: {
    subject: 'La sua registrazione è approvata',
    body: 'La sua registrazione è stata verificata e approvata. Ora può vedere e modificare il suo profilo nel portale.',
  },
};

const REJECTED: Record<Locale, MailText> = {
  de: {
    subject: 'Ihre Registrierung wurde abgelehnt',
    body: 'Ihre Registrierung wurde geprüft und nicht freigeschaltet. Bei Fragen wenden Sie sich bitte an Ihren Ansprechpartner.',
  },
  en: {
    subject: 'Your registration was declined',
    body: 'Your registration has been reviewed and was not approved. If you have questions, please contact your representative.',
  },
  cs: {
    subject: 'Vaše registrace byla zamítnuta',
    body: 'Vaše registrace byla prověřena a nebyla schválena. S dotazy se prosím obraťte na svou kontaktní osobu.',
  },
  fr: {
    subject: 'Votre inscription a été refusée',
    body: 'Votre inscription a été vérifiée et n’a pas été validée. Pour toute question, veuillez contacter votre interlocuteur.',
  },
  it: {
    subject: 'La sua registrazione è stata respinta',
    body: 'La sua registrazione è stata verificata e non è stata approvata. Per domande si rivolga al suo referente.',
  },
};

const REOPENED: Record<Locale, MailText> = {
  de: {
    subject: 'Ihre Registrierung wird erneut geprüft',
    body: 'Ihre Registrierung wird erneut geprüft. Wir melden uns, sobald sie entschieden ist.',
  },
  en: {
    subject: 'Your registration is being reviewed again',
    body: 'Your registration is being reviewed again. We will write to you once it is decided.',
  },
  cs: {
    subject: 'Vaše registrace se znovu prověřuje',
    body: 'Vaše registrace se znovu prověřuje. Ozveme se, jakmile bude rozhodnuto.',
  },
  fr: {
    subject: 'Votre inscription est à nouveau examinée',
    body: 'Votre inscription est à nouveau examinée. Nous vous écrirons dès qu’elle sera décidée.',
  },
  it: {
    subject: 'La sua registrazione viene riesaminata',
    body: 'La sua registrazione viene riesaminata. Le scriveremo appena sarà decisa.',
  },
};

const asLocale = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

export function confirmationMail(language: string, name: string, link: string, hours: number): MailText {
  return CONFIRM[asLocale(language)](name, link, hours);
}

/** The mail telling the applicant the clerk's decision: 2 approved, 3 rejected, 1 under review again. */
export function decisionMail(language: string, status: 1 | 2 | 3): MailText {
  const texts = status === 2 ? APPROVED : status === 3 ? REJECTED : REOPENED;
  return texts[asLocale(language)];
}
