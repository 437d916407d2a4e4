import { inLanguage, type Translations } from '@portal/calc';
import {
  fill,
  type Locale,
  SALES_PERFORMANCE_NAMES,
  SALES_UNIT_NAMES,
  type SalesPerformanceNames,
} from '@portal/contracts';

/**
 * The sales performance file's own words in the five interface languages (de, en, cs, fr, it),
 * kept as the calculators' documents keep theirs (Translations, inLanguage, fill). The report's
 * names the screen says too (title, key figures, groupings, previous year, change, total, the
 * unit of quantities) come from the contracts (SALES_PERFORMANCE_NAMES, SALES_UNIT_NAMES), so the
 * file and the screen name them alike.
 */
const EXPORT_TEXTS = {
  heading: [
    '{keyFigure} nach {grouping}',
    '{keyFigure} by {grouping}',
    '{keyFigure} podle: {grouping}',
    '{keyFigure} par {grouping}',
    '{keyFigure} per {grouping}',
  ],
  period: [
    'Zeitraum {from} bis {to}',
    'Period {from} to {to}',
    'Období {from} až {to}',
    'Période {from} à {to}',
    'Periodo {from} – {to}',
  ],
  comparedWith: [
    ', verglichen mit {from} bis {to}',
    ', compared with {from} to {to}',
    ', ve srovnání s {from} až {to}',
    ', comparée à la période {from} à {to}',
    ', confrontato con {from} – {to}',
  ],
  currency: ['Währung {currency}', 'Currency {currency}', 'Měna {currency}', 'Devise {currency}', 'Valuta {currency}'],
  onlyValid: [
    ', nur gültige Buchungen',
    ', valid postings only',
    ', jen platné účetní záznamy',
    ', écritures valides uniquement',
    ', solo registrazioni valide',
  ],
  allPostings: [
    ', alle Buchungen',
    ', all postings',
    ', všechny účetní záznamy',
    ', toutes les écritures',
    ', tutte le registrazioni',
  ],
  label: ['Bezeichnung', 'Name', 'Název', 'Désignation', 'Denominazione'],
} satisfies Record<string, Translations>;

export type ExportTextKey = keyof typeof EXPORT_TEXTS;

/** The words of one language's sales performance file. */
export interface ExportTexts extends SalesPerformanceNames {
  readonly locale: Locale;
  /** The unit of quantities: the ERP's ST as order tracking names it. */
  readonly pieces: string;
  t(key: ExportTextKey, values?: Record<string, string | number>): string;
}

export function exportTextsFor(locale: Locale): ExportTexts {
  return {
    ...(SALES_PERFORMANCE_NAMES[locale] ?? SALES_PERFORMANCE_NAMES.de),
    locale,
    pieces: (SALES_UNIT_NAMES[locale] ?? SALES_UNIT_NAMES.de).ST!,
    t: (key, values = {}) => fill(inLanguage(EXPORT_TEXTS[key], locale), values),
  };
}
