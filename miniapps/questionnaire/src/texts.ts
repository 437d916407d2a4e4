import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

/*
 * The questionnaire mini-app's texts (docs/translations.md): i18next JSON per language in ./locales,
 * German shipped with the mini-app and the fallback, every other language loaded when a reader
 * needs it. Texts with a {{value}} but no call are handed out as "{value}" for fill().
 */

/** The texts that take a count (plural forms per language). */
interface Calls {
  questions: (n: number) => string;
  respondents: (n: number) => string;
  answersOf: (n: number) => string;
}

export const translations = createTranslationRef<typeof de, Calls>({
  id: 'questionnaire',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
  calls: { questions: 'n|n', respondents: 'n|n', answersOf: 'n|n' },
});

export type Texts = TextsOf<typeof de, Calls>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;

export { fill } from '@portal/contracts';
