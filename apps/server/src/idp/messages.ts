import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/contracts';

/** Texts of the sign-in, second-factor and sign-out pages in every interface language (spec §1). */
const de = {
  signInTitle: 'Anmelden',
  signInHeading: 'Bei {brand} anmelden',
  login: 'Benutzername',
  password: 'Passwort',
  signIn: 'Anmelden',
  required: 'Eingabe wird benötigt',
  invalidCredentials: 'Benutzername oder Passwort ist falsch.',
  locked: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es dann erneut.',
  totpTitle: 'Bestätigungscode',
  totpIntro: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  totpLabel: 'Code',
  totpSubmit: 'Bestätigen',
  invalidCode: 'Der Code ist ungültig oder wurde bereits verwendet.',
  mfaUnavailable: 'Für dieses Konto ist keine Zwei-Faktor-Anmeldung eingerichtet.',
  cancel: 'Abbrechen',
  logoutTitle: 'Abmelden',
  logoutQuestion: 'Möchten Sie sich bei {brand} abmelden?',
  logoutYes: 'Ja, abmelden',
  logoutNo: 'Nein, angemeldet bleiben',
  loggedOutTitle: 'Abgemeldet',
  loggedOutText: 'Sie wurden erfolgreich abgemeldet.',
  backToPortal: 'Zum Portal',
  errorTitle: 'Anmeldung nicht möglich',
  expired: 'Die Anmeldung ist abgelaufen. Bitte starten Sie sie im Portal erneut.',
  genericError: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
};

export type Messages = typeof de;

const en: Messages = {
  signInTitle: 'Sign in',
  signInHeading: 'Sign in to {brand}',
  login: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  required: 'Input is required',
  invalidCredentials: 'The username or password is incorrect.',
  locked: 'Too many failed attempts. Please wait {seconds} seconds, then try again.',
  totpTitle: 'Verification code',
  totpIntro: 'Enter the 6-digit code from your authenticator app.',
  totpLabel: 'Code',
  totpSubmit: 'Verify',
  invalidCode: 'The code is invalid or has already been used.',
  mfaUnavailable: 'Two-factor sign-in is not set up for this account.',
  cancel: 'Cancel',
  logoutTitle: 'Sign out',
  logoutQuestion: 'Do you want to sign out of {brand}?',
  logoutYes: 'Yes, sign me out',
  logoutNo: 'No, stay signed in',
  loggedOutTitle: 'Signed out',
  loggedOutText: 'You have been signed out.',
  backToPortal: 'Back to the portal',
  errorTitle: 'Sign-in not possible',
  expired: 'The sign-in has expired. Please start again from the portal.',
  genericError: 'Something went wrong during sign-in. Please try again later.',
};

const cs: Messages = {
  signInTitle: 'Přihlášení',
  signInHeading: 'Přihlášení do portálu {brand}',
  login: 'Uživatelské jméno',
  password: 'Heslo',
  signIn: 'Přihlásit se',
  required: 'Údaj je povinný',
  invalidCredentials: 'Uživatelské jméno nebo heslo není správné.',
  locked: 'Příliš mnoho neúspěšných pokusů. Počkejte prosím {seconds} sekund a zkuste to znovu.',
  totpTitle: 'Ověřovací kód',
  totpIntro: 'Zadejte šestimístný kód z vaší ověřovací aplikace.',
  totpLabel: 'Kód',
  totpSubmit: 'Ověřit',
  invalidCode: 'Kód je neplatný nebo již byl použit.',
  mfaUnavailable: 'Pro tento účet není nastaveno dvoufázové přihlášení.',
  cancel: 'Zrušit',
  logoutTitle: 'Odhlášení',
  logoutQuestion: 'Chcete se odhlásit z portálu {brand}?',
  logoutYes: 'Ano, odhlásit',
  logoutNo: 'Ne, zůstat přihlášen',
  loggedOutTitle: 'Odhlášeno',
  loggedOutText: 'Byli jste úspěšně odhlášeni.',
  backToPortal: 'Zpět na portál',
  errorTitle: 'Přihlášení není možné',
  expired: 'Platnost přihlášení vypršela. Začněte prosím znovu z portálu.',
  genericError: 'Při přihlašování došlo k chybě. Zkuste to prosím později.',
};

const fr: Messages = {
  signInTitle: 'Connexion',
  signInHeading: 'Connexion à {brand}',
  login: 'Nom d’utilisateur',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  required: 'Saisie obligatoire',
  invalidCredentials: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
  locked: 'Trop de tentatives échouées. Veuillez patienter {seconds} secondes, puis réessayer.',
  totpTitle: 'Code de vérification',
  totpIntro: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  totpLabel: 'Code',
  totpSubmit: 'Valider',
  invalidCode: 'Le code n’est pas valide ou a déjà été utilisé.',
  mfaUnavailable: 'La connexion à deux facteurs n’est pas configurée pour ce compte.',
  cancel: 'Annuler',
  logoutTitle: 'Déconnexion',
  logoutQuestion: 'Voulez-vous vous déconnecter du portail {brand} ?',
  logoutYes: 'Oui, me déconnecter',
  logoutNo: 'Non, rester connecté',
  loggedOutTitle: 'Déconnecté',
  loggedOutText: 'Vous avez été déconnecté.',
  backToPortal: 'Retour au portail',
  errorTitle: 'Connexion impossible',
  expired: 'La connexion a expiré. Veuillez recommencer depuis le portail.',
  genericError: 'Une erreur s’est produite lors de la connexion. Veuillez réessayer plus tard.',
};

const it: Messages = {
  signInTitle: 'Accesso',
  signInHeading: 'Accedi a {brand}',
  login: 'Nome utente',
  password: 'Password',
  signIn: 'Accedi',
  required: 'Campo obbligatorio',
  invalidCredentials: 'Nome utente o password non corretti.',
  locked: 'Troppi tentativi non riusciti. Attendi {seconds} secondi, poi riprova.',
  totpTitle: 'Codice di verifica',
  totpIntro: 'Inserisci il codice a 6 cifre dell’app di autenticazione.',
  totpLabel: 'Codice',
  totpSubmit: 'Verifica',
  invalidCode: 'Il codice non è valido o è già stato usato.',
  mfaUnavailable: 'L’accesso a due fattori non è configurato per questo account.',
  cancel: 'Annulla',
  logoutTitle: 'Disconnessione',
  logoutQuestion: 'Vuoi disconnetterti da {brand}?',
  logoutYes: 'Sì, disconnettimi',
  logoutNo: 'No, resta connesso',
  loggedOutTitle: 'Disconnesso',
  loggedOutText: 'Sei stato disconnesso.',
  backToPortal: 'Torna al portale',
  errorTitle: 'Accesso non possibile',
  expired: 'L’accesso è scaduto. Ricomincia dal portale.',
  genericError: 'Si è verificato un errore durante l’accesso. Riprova più tardi.',
};

export const MESSAGES: Record<Locale, Messages> = { de, en, cs, fr, it };

/** The identity provider's pages fill their texts like every other part of the portal. */
export { fill as format } from '@portal/contracts';

function firstSupported(tags: string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** `Accept-Language` entries by their q value, highest first. */
function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/** The first supported language of `ui_locales`, else of Accept-Language, else German (spec §9). */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const fromParam = typeof uiLocales === 'string' ? firstSupported(uiLocales.split(/\s+/).filter(Boolean)) : undefined;
  return fromParam ?? firstSupported(acceptLanguageTags(acceptLanguage)) ?? DEFAULT_LOCALE;
}

/**
 * The site's country from `ui_locales`: the region of the first entry in a supported language
 * ("fr-CH" → "ch"), as the portal sends it (spec §6: default "de-DE"). Accept-Language says where
 * the browser is, not which site the user came from, so it is not asked.
 */
export function pickCountry(uiLocales: unknown): string | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(/\s+/).filter(Boolean)) {
    const [primary = '', region] = tag.toLowerCase().split(/[-_]/);
    if (isLocale(primary)) return region && /^[a-z]{2}$/.test(region) ? region : undefined;
  }
  return undefined;
}

export { LOCALES };
