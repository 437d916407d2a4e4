import { formatNumber, inLanguage, TERMS, translateNote } from '@portal/calc';
import { fill, INTL_LOCALE, type Locale } from '@portal/contracts';
import { type ServerTextKey, serverText } from '../../i18n';
import german from '../../i18n/locales/de/calculators.json';

/*
 * The calculator documents' own texts (PDF, XLSX, GAEB) are the server catalogue's namespace
 * `calculators` (i18n/locales/<language>/calculators.json, docs/translations.md). The words the
 * screens say too come from @portal/calc (TERMS); where both have a key, the document's text wins.
 */
type DocumentKey = ServerTextKey<'calculators'>;
const dotted = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : dotted(value as object, `${prefix}${key}.`),
  );
const DOCUMENT_KEYS: ReadonlySet<string> = new Set(dotted(german));
const isDocumentKey = (key: string): key is DocumentKey => DOCUMENT_KEYS.has(key);

/** The zone a document's day is told in: its printed date and its file name say the same day. */
export const DOCUMENT_TIME_ZONE = 'Europe/Berlin';
export type TextKey = keyof typeof TERMS | DocumentKey;

/** The texts, numbers and dates of one document language. */
export interface Texts {
  readonly locale: Locale;
  t(key: TextKey, values?: Record<string, string | number>): string;
  /** A number with fixed decimals, grouped as the language writes it. */
  number(value: number, digits?: number): string;
  date(value: Date): string;
  yesNo(value: boolean): string;
  /** A catalogue key (an element kind such as aussenwand) in this language; a key of a catalogue loaded from a file that the texts do not know stays as it is. */
  catalogueWord(key: string): string;
  /** A hint or curve name of the engine (German) in this language; unknown texts stay as they are. */
  engineText(text: string): string;
}

export function textsFor(locale: Locale): Texts {
  const t = (key: TextKey, values: Record<string, string | number> = {}) =>
    isDocumentKey(key)
      ? serverText('calculators', locale, key, values)
      : fill(inLanguage(TERMS[key as keyof typeof TERMS], locale), values);
  const texts: Texts = {
    locale,
    t,
    number: (value, digits = 0) => formatNumber(value, locale, digits),
    date(value) {
      return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: DOCUMENT_TIME_ZONE }).format(
        value,
      );
    },
    yesNo: (value) => t(value ? 'yes' : 'no'),
    catalogueWord: (key) => (isDocumentKey(key) || Object.hasOwn(TERMS, key) ? t(key as TextKey) : key),
    engineText: (text) => translateEngineText(text, texts),
  };
  return texts;
}

/**
 * The engines write their notes and curve names in German. Notes are translated where the engines
 * live (translateNote in @portal/calc, shared with the screens); curve names here, with the
 * document's own words.
 */
const ENGINE_TEXTS: ReadonlyArray<{ pattern: RegExp; text: (m: RegExpMatchArray, x: Texts) => string }> = [
  { pattern: /^Zulässige Einzellast \[kN\] \(Festigkeit\)$/, text: (_m, x) => `${x.t('einzellastFestigkeit')} [kN]` },
  {
    pattern: /^Zulässige Einzellast \[kN\] \(Durchbiegung L\/(\d+)\)$/,
    text: (m, x) => `${x.t('einzellastDurchbiegung', { n: m[1]! })} [kN]`,
  },
  { pattern: /^Zulässige Einzellast \[kN\]$/, text: (_m, x) => `${x.t('einzellast')} [kN]` },
  { pattern: /^Zulässige Flächenlast \[kN\/m²\]$/, text: (_m, x) => `${x.t('flaechenlastKurve')} [kN/m²]` },
  { pattern: /^EN 1264 Basiskennlinie/, text: (_m, x) => `${x.t('en1264Kurve')} q [W/m²]` },
];

function translateEngineText(text: string, x: Texts): string {
  const note = translateNote(text, x.locale);
  if (note !== undefined) return note;
  for (const entry of ENGINE_TEXTS) {
    const match = text.match(entry.pattern);
    if (match) return entry.text(match, x);
  }
  return text;
}
