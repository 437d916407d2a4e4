/*
 * @generated i18n-convert — the crm mini-app's texts (docs/translations.md). The messages are
 * ./locales/<language>.json (i18next format); German ships with the mini-app, every other language
 * is loaded when a reader needs it (`loadTexts`). A key that is not in locales/de.json does not
 * compile. Texts that take values are listed in `Calls` (type) and `calls` (argument names).
 */

import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

/** The texts that take values, and the open tables read by a key from data. */
type Calls = Record<never, never>;

/** The i18next translation ref of this mini-app (namespace 'crm'). */
export const translations = createTranslationRef<typeof de, Calls>({
  id: 'crm',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
});

export type Texts = TextsOf<typeof de, Calls>;

/**
 * textsFor(locale): the texts in a language, German until it is loaded and for any key it lacks;
 * loadTexts(locale): loads a language (render with it once it resolves); loadAllTexts(): all five.
 */
export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;

export { fill } from '@portal/contracts';
