import { inLanguage, TERMS } from '@portal/calc';
import { fill, type Locale } from '@portal/contracts';
import { createTranslationRef, type PluralSuffix } from '@portal/sdk';
import de from './locales/de.json';

/*
 * The Cross-Designer screen's own texts are ./locales/<language>.json (i18next format,
 * docs/translations.md): German ships with the mini-app, every other language is loaded when a
 * reader needs it (`loadTexts`). The words its documents say too (quantities, choices, parts,
 * verdicts) are the shared TERMS of @portal/calc, which the server's documents read as well.
 */

/** The i18next translation ref of this mini-app (namespace 'crossdesigner'). */
export const translations = createTranslationRef({
  id: 'crossdesigner',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
});

/** A key of the German JSON, plural forms (`summary_one`, …) named by their base key. */
type ScreenKey = keyof typeof de extends infer K ? (K extends `${infer B}_${PluralSuffix}` ? B : K) : never;
export type TextKey = keyof typeof TERMS | ScreenKey;
/** A text in one language; `count` picks the plural form where the message has one. */
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

const SCREEN_KEYS: ReadonlySet<string> = new Set(
  Object.keys(de).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
);

/** The screen's texts in one language (German until it is loaded), values filled. */
export function translator(locale: Locale): Translate {
  const screen = translations.i18n.getFixedT(locale, translations.id);
  return (key, values = {}) =>
    SCREEN_KEYS.has(key) ? screen(key, values) : fill(inLanguage(TERMS[key as keyof typeof TERMS], locale), values);
}

/** Loads a language (render with it once it resolves); loadAllTexts(): all five (tests). */
export const { load: loadTexts, loadAll: loadAllTexts } = translations;

/** A quantity's name with its unit, as a field is labelled: "Innenbreite (mm)". */
export function labelWithUnit(t: Translate, key: TextKey, unit: string): string {
  return `${t(key)} (${unit})`;
}
