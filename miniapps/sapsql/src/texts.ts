import type { Locale, SapSqlFailure, SapSqlRefusal } from '@portal/contracts';
import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

/*
 * The SAP SQL screen's texts (docs/translations.md): ./locales/<language>.json, i18next format.
 * German ships with the mini-app, every other language is loaded when a reader needs it
 * (`loadTexts`). A key that is not in locales/de.json does not compile.
 */

/** The problem codes the screen explains in words (docs/sapsql.md); any other gets `other`. */
export type ExplainedCode =
  | SapSqlRefusal
  | SapSqlFailure
  | 'validation_failed'
  | 'rate_limited'
  | 'forbidden'
  | 'insufficient_user_authentication'
  | 'service_unavailable'
  | 'other';

export type Count = (n: number) => string;

/** Counts as the site writes them (`tag` from `formatLocale`): 2.000 Zeilen on /de/de, 2’000 Zeilen on /de/ch. */
export function counter(tag: string): Count {
  const format = new Intl.NumberFormat(tag);
  return (n: number) => format.format(n);
}

/**
 * The messages as i18next holds them. The numbers arrive written as the site writes them (the
 * site's country groups digits, not the language), so the plural form is picked by the number
 * itself (`amount`, i18next's count) and the message shows the written one.
 */
interface Calls {
  rows: (n: string, amount: number) => string;
  duration: (ms: string) => string;
  truncated: (maxRows: string, maxKilobytes: string) => string;
  errors: Record<ExplainedCode, string>;
}

/** The i18next translation ref of this mini-app (namespace 'sapsql'). */
export const translations = createTranslationRef<typeof de, Calls>({
  id: 'sapsql',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
  calls: { rows: 'n,amount|amount', duration: 'ms', truncated: 'maxRows,maxKilobytes' },
});

type Messages = TextsOf<typeof de, Calls>;

/** Every text of the SAP SQL screen; `count` writes a number as the site does (`counter`). */
export interface Texts extends Omit<Messages, 'rows' | 'duration' | 'truncated'> {
  rows: (n: number, count: Count) => string;
  duration: (ms: number, count: Count) => string;
  truncated: (maxRows: number, maxKilobytes: number, count: Count) => string;
}

const screens = new WeakMap<Messages, Texts>();

/** The texts of a language: German until it is loaded, and for any key it lacks. */
export function textsFor(locale: Locale): Texts {
  const messages = translations.textsFor(locale);
  const known = screens.get(messages);
  if (known) return known;
  const texts: Texts = {
    ...messages,
    rows: (n, count) => messages.rows(count(n), n),
    duration: (ms, count) => messages.duration(count(ms)),
    truncated: (maxRows, maxKilobytes, count) => messages.truncated(count(maxRows), count(maxKilobytes)),
  };
  screens.set(messages, texts);
  return texts;
}

/** Loads a language (render with it once it resolves). */
export const loadTexts = (locale: Locale): Promise<void> => translations.load(locale);

/** Every language, loaded (tests). */
export async function loadAllTexts(): Promise<Record<Locale, Texts>> {
  const all = await translations.loadAll();
  return Object.fromEntries(Object.keys(all).map((locale) => [locale, textsFor(locale as Locale)])) as Record<
    Locale,
    Texts
  >;
}

/** The explanation of a problem code. */
export function explain(t: Texts, code: string | undefined): string {
  return code && Object.hasOwn(t.errors, code) ? t.errors[code as ExplainedCode] : t.errors.other;
}
