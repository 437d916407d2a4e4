import { fill } from '@portal/contracts';
import type { Locale } from '@portal/contracts/brands';
import { COVER_TERMS } from './coverDesign/terms';
import { FAN_CONVECTOR_TERMS } from './fanConvector/terms';
import cs from './locales/cs/terms.json';
import de from './locales/de/terms.json';
import en from './locales/en/terms.json';
import fr from './locales/fr/terms.json';
import it from './locales/it/terms.json';
import { type Translations, translationsOf } from './translations';
import { TRENCH_TERMS } from './trenchConvector/terms';

const CALCULATOR_TEXTS = translationsOf({ de, en, cs, fr, it });
const { sampleTenderNote: _note, ...OWN_TERMS } = CALCULATOR_TEXTS;

export type { Translations } from './translations';

/**
 * The closing sentence of every tender text whose ratings come from the shipped sample catalogues:
 * a planner copying it out must not take them for a manufacturer's tested data.
 */
export const SAMPLE_TENDER_NOTE: Translations = CALCULATOR_TEXTS.sampleTenderNote;

/**
 * The words the calculator screens (mini-app) and their documents (server, PDF and XLSX) share,
 * kept once beside the engines so both say the same, one JSON catalogue per language
 * (locales/<language>/terms.json, and the engines' own namespaces beside it). Quantities are named without their unit: a
 * document writes the unit in a column of its own, a screen's label puts it after the name.
 */
export const TERMS = {
  ...TRENCH_TERMS,
  ...OWN_TERMS,
  ...FAN_CONVECTOR_TERMS,
  ...COVER_TERMS,
};

export type Term = keyof typeof TERMS;

const ORDER: readonly Locale[] = ['de', 'en', 'cs', 'fr', 'it'];

/** What a screen's document download bar says (DocumentDownloads of the UI kit), in one language. */
export function downloadTexts(locale: Locale, options: { gaeb?: boolean } = {}) {
  const say = (term: Term, values: Record<string, string> = {}) => fill(inLanguage(TERMS[term], locale), values);
  return {
    project: say('exportProject'),
    pdf: say('exportPdf'),
    xlsx: say('exportXlsx'),
    ...(options.gaeb ? { gaeb: say('exportGaeb') } : {}),
    busy: say('exporting'),
    done: (name: string) => say('exported', { name }),
    failed: (reason: string) => say('exportFailed', { reason }),
    /** The reasons of a failed download (the SDK's DocumentFailureWords). */
    failures: {
      offline: say('exportOffline'),
      forbidden: say('exportForbidden'),
      notFound: say('exportNotFound'),
      rateLimited: say('exportRateLimited'),
      unavailable: say('exportUnavailable'),
      invalid: say('exportInvalid'),
      unknown: (code: string) => say('exportUnknown', { code }),
    },
  };
}

/** The text in the given language; an unknown language falls back to German. */
export function inLanguage(text: Translations, locale: Locale): string {
  return text[Math.max(0, ORDER.indexOf(locale))]!;
}
