import type { CrmUserStatusName, Locale } from '@portal/contracts';

/** What the CRM user status says to the person it is about, in their language (spec §3 status values). */
export const STATUS_MESSAGES: Record<CrmUserStatusName, Record<Locale, string>> = {
  ExistsAsWebRegistration: {
    de: 'Ihre Registrierung ist eingegangen und wird geprüft.',
    en: 'Your registration has been received and is being reviewed.',
    cs: 'Vaše registrace byla přijata a prověřuje se.',
    fr: 'Votre inscription a été reçue et est en cours de vérification.',
    it: 'La sua registrazione è stata ricevuta ed è in fase di verifica.',
  },
  ExistsAsContactCmsEnabled: {
    de: 'Sie sind registriert und freigeschaltet.',
    en: 'You are registered and activated.',
    cs: 'Jste registrováni a váš přístup je aktivní.',
    fr: 'Vous êtes inscrit et votre accès est activé.',
    it: 'È registrato e il suo accesso è attivo.',
  },
  ExistsAsContactCmsDisabled: {
    de: 'Sie sind registriert, Ihr Zugang ist aber gesperrt. Bitte wenden Sie sich an Ihren Ansprechpartner.',
    en: 'You are registered, but your access is blocked. Please contact your representative.',
    cs: 'Jste registrováni, ale váš přístup je zablokován. Obraťte se prosím na svou kontaktní osobu.',
    fr: 'Vous êtes inscrit, mais votre accès est bloqué. Veuillez contacter votre interlocuteur.',
    it: 'È registrato, ma il suo accesso è bloccato. Si rivolga al suo referente.',
  },
  ExistsAsContactNoCmsAttribute: {
    de: 'Sie sind als Kontakt bekannt, der Portalzugang ist noch nicht eingerichtet.',
    en: 'You are known as a contact; portal access has not been set up yet.',
    cs: 'Jste vedeni jako kontakt, přístup do portálu ještě nebyl zřízen.',
    fr: 'Vous êtes connu comme contact ; l’accès au portail n’est pas encore configuré.',
    it: 'È noto come contatto; l’accesso al portale non è ancora configurato.',
  },
  ExistsAsContactCountryToDomainForbidden: {
    de: 'Für Ihr Land ist die Registrierung auf dieser Seite nicht möglich.',
    en: 'Registration for your country is not possible on this site.',
    cs: 'Pro vaši zemi není registrace na této stránce možná.',
    fr: 'L’inscription pour votre pays n’est pas possible sur ce site.',
    it: 'La registrazione per il suo paese non è possibile su questo sito.',
  },
  DuplicateEmail: {
    de: 'Diese E-Mail-Adresse gehört bereits zu einem anderen Kontakt.',
    en: 'This e-mail address already belongs to another contact.',
    cs: 'Tato e-mailová adresa již patří jinému kontaktu.',
    fr: 'Cette adresse e-mail appartient déjà à un autre contact.',
    it: 'Questo indirizzo e-mail appartiene già a un altro contatto.',
  },
  NotExists: {
    de: 'Sie sind noch nicht registriert.',
    en: 'You are not registered yet.',
    cs: 'Ještě nejste registrováni.',
    fr: 'Vous n’êtes pas encore inscrit.',
    it: 'Non è ancora registrato.',
  },
};

/**
 * Said with status 7 (NotExists) while an end customer's registration waits for the confirmation
 * link: it does not count yet (double opt-in).
 */
export const AWAITING_CONFIRMATION: Record<Locale, string> = {
  de: 'Bitte bestätigen Sie Ihre Registrierung über den Link in der E-Mail, die wir Ihnen geschickt haben.',
  en: 'Please confirm your registration through the link in the e-mail we sent you.',
  cs: 'Potvrďte prosím svou registraci odkazem v e-mailu, který jsme vám poslali.',
  fr: 'Veuillez confirmer votre inscription via le lien de l’e-mail que nous vous avons envoyé.',
  it: 'Confermi la sua registrazione tramite il link nell’e-mail che le abbiamo inviato.',
};
