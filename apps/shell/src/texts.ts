/** The few texts of the first shell page; the full translation set comes with the shell. */
const TEXTS = {
  de: {
    title: 'Portal',
    intro: 'Melden Sie sich an, um das Portal zu nutzen.',
    signIn: 'Anmelden',
    signOut: 'Abmelden',
    welcome: 'Willkommen, {name}',
    permissions: 'Sie haben {count} Berechtigungen.',
    signingIn: 'Anmeldung läuft …',
    signedOut: 'Sie sind abgemeldet.',
    error: 'Die Anmeldung ist fehlgeschlagen: {message}',
  },
  en: {
    title: 'Portal',
    intro: 'Sign in to use the portal.',
    signIn: 'Sign in',
    signOut: 'Sign out',
    welcome: 'Welcome, {name}',
    permissions: 'You hold {count} permissions.',
    signingIn: 'Signing in …',
    signedOut: 'You are signed out.',
    error: 'Sign-in failed: {message}',
  },
} as const;

export type TextKey = keyof (typeof TEXTS)['de'];
export const language: keyof typeof TEXTS = navigator.language.toLowerCase().startsWith('en') ? 'en' : 'de';

export function t(key: TextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
