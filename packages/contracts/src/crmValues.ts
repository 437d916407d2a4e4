/**
 * The CRM's values the browser needs too, without zod (exported by browser.ts as well): the
 * user-existence status values and the consent text of an end customer's registration.
 */

/** User-existence status values (spec §3), as the CRM names them. */
export const CRM_USER_STATUS = {
  ExistsAsWebRegistration: 1,
  ExistsAsContactCmsEnabled: 2,
  ExistsAsContactCmsDisabled: 3,
  ExistsAsContactNoCmsAttribute: 4,
  ExistsAsContactCountryToDomainForbidden: 5,
  DuplicateEmail: 6,
  NotExists: 7,
} as const;
export type CrmUserStatusName = keyof typeof CRM_USER_STATUS;

/**
 * The consent an end customer gives by registering, word for word in each language the form shows
 * it in. The server records the text of the language the person saw, with the time.
 */
export const CRM_CONSENT_TEXTS = {
  de: 'Ich willige ein, dass die Gruppe meine Angaben speichert, um meine Registrierung zu bearbeiten und mich dazu per E-Mail zu kontaktieren. Ich kann die Einwilligung jederzeit widerrufen.',
  en: 'I agree that the group stores my details to process my registration and to contact me about it by e-mail. I can withdraw my consent at any time.',
  cs: 'Souhlasím s tím, že skupina uloží mé údaje za účelem zpracování mé registrace a kontaktování e-mailem v této věci. Souhlas mohu kdykoli odvolat.',
  fr: 'J’accepte que le groupe enregistre mes données pour traiter mon inscription et me contacter à ce sujet par e-mail. Je peux retirer mon consentement à tout moment.',
  it: 'Acconsento che il gruppo memorizzi i miei dati per elaborare la mia registrazione e contattarmi via e-mail al riguardo. Posso revocare il consenso in qualsiasi momento.',
} as const;

/** Hours a confirmation link works; after that the person registers again. */
export const CONFIRMATION_LINK_HOURS = 24;
