import type { Locale } from '@portal/contracts';

/** Texts of the passkey parts of the sign-in pages, in every interface language (spec §1). */
const de = {
  signInWithPasskey: 'Mit Passkey anmelden',
  usePasskey: 'Passkey verwenden',
  or: 'oder',
  passkeyFailed: 'Der Passkey wurde nicht erkannt. Bitte versuchen Sie es erneut oder melden Sie sich mit Passwort an.',
  passkeyIntro: 'Bestätigen Sie die Anmeldung mit Ihrem Passkey.',
};

export type PasskeyMessages = typeof de;

const en: PasskeyMessages = {
  signInWithPasskey: 'Sign in with a passkey',
  usePasskey: 'Use a passkey',
  or: 'or',
  passkeyFailed: 'The passkey was not recognised. Please try again or sign in with your password.',
  passkeyIntro: 'Confirm the sign-in with your passkey.',
};

const cs: PasskeyMessages = {
  signInWithPasskey: 'Přihlásit se přístupovým klíčem',
  usePasskey: 'Použít přístupový klíč',
  or: 'nebo',
  passkeyFailed: 'Přístupový klíč nebyl rozpoznán. Zkuste to prosím znovu nebo se přihlaste heslem.',
  passkeyIntro: 'Potvrďte přihlášení svým přístupovým klíčem.',
};

const fr: PasskeyMessages = {
  signInWithPasskey: 'Se connecter avec une clé d’accès',
  usePasskey: 'Utiliser une clé d’accès',
  or: 'ou',
  passkeyFailed: 'La clé d’accès n’a pas été reconnue. Veuillez réessayer ou vous connecter avec votre mot de passe.',
  passkeyIntro: 'Confirmez la connexion avec votre clé d’accès.',
};

const it: PasskeyMessages = {
  signInWithPasskey: 'Accedi con una passkey',
  usePasskey: 'Usa una passkey',
  or: 'oppure',
  passkeyFailed: 'La passkey non è stata riconosciuta. Riprova o accedi con la password.',
  passkeyIntro: 'Conferma l’accesso con la tua passkey.',
};

export const PASSKEY_MESSAGES: Record<Locale, PasskeyMessages> = { de, en, cs, fr, it };
