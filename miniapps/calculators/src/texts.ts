/*
 * @generated i18n-convert — the calculators mini-app's texts (docs/translations.md). The messages are
 * ./locales/<language>.json (i18next format); German ships with the mini-app, every other language
 * is loaded when a reader needs it (`loadTexts`). A key that is not in locales/de.json does not
 * compile. The screens read a text by key (`t('vorlaufTemp')`) and put values in with `fill`, so no
 * text is listed in `Calls`; the words the documents say too stay in @portal/calc (TERMS) for the server.
 */
import { fill, type Locale } from '@portal/contracts';
import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

type Calls = Record<never, never>;

/** The i18next translation ref of this mini-app (namespace 'calculators'). */
export const translations = createTranslationRef<typeof de, Calls>({
  id: 'calculators',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
});

export type Texts = TextsOf<typeof de, Calls>;

/**
 * textsFor(locale): the texts in a language, German until it is loaded and for any key it lacks;
 * loadTexts(locale): loads a language (render with it once it resolves); loadAllTexts(): all five.
 */
export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;

export type TextKey = keyof typeof de;

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** The translator of one language: a text by key with its `{name}` values put in (German until loaded). */
export function translator(locale: Locale): Translate {
  const texts = textsFor(locale);
  return (key, values = {}) => fill(texts[key], values);
}

/** Whether a text key exists (field names of the engines that have a label of their own). */
export function hasText(key: string): key is TextKey {
  return Object.hasOwn(de, key);
}
