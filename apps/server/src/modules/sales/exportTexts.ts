import { type Locale, SALES_PERFORMANCE_NAMES, SALES_UNIT_NAMES, type SalesPerformanceNames } from '@portal/contracts';
import { type ServerTextKey, serverText } from '../../i18n';

/*
 * The sales performance file's own words are the server catalogue's namespace `sales`
 * (i18n/locales/<language>/sales.json, docs/translations.md). The report's names the screen says
 * too (title, key figures, groupings, previous year, change, total, the unit of quantities) come
 * from the contracts (SALES_PERFORMANCE_NAMES, SALES_UNIT_NAMES), so the file and the screen name
 * them alike.
 */
export type ExportTextKey = ServerTextKey<'sales'>;

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
    t: (key, values) => serverText('sales', locale, key, values),
  };
}
