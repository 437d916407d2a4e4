import type { Locale } from '@portal/contracts';

/** Texts of the passkey parts of the sign-in pages, in every interface language (spec §1). */
const de = {
  signInWithPasskey: 'Mit Passkey anmelden',
  usePasskey: 'Passkey verwenden',
  or: 'oder',
  passkeyFailed: 'Der Passkey wurde nicht erkannt. Bitte versuchen Sie es erneut oder melden Sie sich mit Passwort an.',
  passkeyIntro: 'Bestätigen Sie die Anmeldung mit Ihrem Passkey.',
  enrolPasskey: 'Stattdessen einen Passkey einrichten',
  enrolIntro:
    'Oder nutzen Sie als zweiten Faktor einen Passkey: den Fingerabdruck, das Gesicht oder die PIN dieses Geräts.',
  enrolFailed: 'Der Passkey konnte nicht eingerichtet werden. Bitte versuchen Sie es erneut oder nutzen Sie die App.',
  defaultName: 'Passkey bei der Einrichtung',
};

export type PasskeyMessages = typeof de;

const en: PasskeyMessages = {
  signInWithPasskey: 'Sign in with a passkey',
  usePasskey: 'Use a passkey',
  or: 'or',
  passkeyFailed: 'The passkey was not recognised. Please try again or sign in with your password.',
  passkeyIntro: 'Confirm the sign-in with your passkey.',
  enrolPasskey: 'Set up a passkey instead',
  enrolIntro: 'Or use a passkey as your second factor: this device’s fingerprint, face or PIN.',
  enrolFailed: 'The passkey could not be set up. Please try again or use the app.',
  defaultName: 'Passkey from the account setup',
};

const cs: PasskeyMessages = {
  signInWithPasskey: 'Přihlásit se přístupovým klíčem',
  usePasskey: 'Použít přístupový klíč',
  or: 'nebo',
  passkeyFailed: 'Přístupový klíč nebyl rozpoznán. Zkuste to prosím znovu nebo se přihlaste heslem.',
  passkeyIntro: 'Potvrďte přihlášení svým přístupovým klíčem.',
  enrolPasskey: 'Místo toho nastavit přístupový klíč',
  enrolIntro: 'Nebo použijte jako druhý faktor přístupový klíč: otisk prstu, obličej nebo PIN tohoto zařízení.',
  enrolFailed: 'Přístupový klíč se nepodařilo nastavit. Zkuste to prosím znovu nebo použijte aplikaci.',
  defaultName: 'Přístupový klíč z nastavení účtu',
};

const fr: PasskeyMessages = {
  signInWithPasskey: 'Se connecter avec une clé d’accès',
  usePasskey: 'Utiliser une clé d’accès',
  or: 'ou',
  passkeyFailed: 'La clé d’accès n’a pas été reconnue. Veuillez réessayer ou vous connecter avec votre mot de passe.',
  passkeyIntro: 'Confirmez la connexion avec votre clé d’accès.',
  enrolPasskey: 'Configurer plutôt une clé d’accès',
  enrolIntro:
    'Ou utilisez une clé d’accès comme second facteur : l’empreinte, le visage ou le code PIN de cet appareil.',
  enrolFailed: 'La clé d’accès n’a pas pu être configurée. Veuillez réessayer ou utiliser l’application.',
  defaultName: 'Clé d’accès de la création du compte',
};

const it: PasskeyMessages = {
  signInWithPasskey: 'Accedi con una passkey',
  usePasskey: 'Usa una passkey',
  or: 'oppure',
  passkeyFailed: 'La passkey non è stata riconosciuta. Riprova o accedi con la password.',
  passkeyIntro: 'Conferma l’accesso con la tua passkey.',
  enrolPasskey: 'Configura invece una passkey',
  enrolIntro: 'Oppure usa una passkey come secondo fattore: l’impronta, il volto o il PIN di questo dispositivo.',
  enrolFailed: 'Non è stato possibile configurare la passkey. Riprova o usa l’app.',
  defaultName: 'Passkey della configurazione dell’account',
};

export const PASSKEY_MESSAGES: Record<Locale, PasskeyMessages> = { de, en, cs, fr, it };
