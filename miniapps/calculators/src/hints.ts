import { translateNote } from '@portal/calc';
import type { Locale } from '@portal/contracts';

/**
 * An engine note in the user's language, with the language it is written in (an unknown note
 * stays German and says so, so a screen reader reads it with the right voice).
 */
export function translateHint(text: string, locale: Locale): { text: string; lang: Locale } {
  const translated = translateNote(text, locale);
  return translated === undefined ? { text, lang: 'de' } : { text: translated, lang: locale };
}
