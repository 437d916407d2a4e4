import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

/*
 * The mini-app's texts (docs/translations.md): i18next JSON per language in ./locales, German
 * shipped with the mini-app and the fallback, every other language loaded when a reader needs it.
 * A key that is not in locales/de.json does not compile.
 */

/** The texts that take values: their types here, their argument names in `calls` below. */
interface Calls {
  items: (n: number) => string;
}

export const translations = createTranslationRef<typeof de, Calls>({
  id: 'NAME',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
  // `greeting` has a {{name}} too, but no call: it is handed out as "Willkommen, {name}." for fill().
  calls: { items: 'n|n' },
});

export type Texts = TextsOf<typeof de, Calls>;

export const { textsFor, load: loadTexts } = translations;
