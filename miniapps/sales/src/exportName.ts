import type { Locale, SalesExportFormat, SalesKeyFigure } from '@portal/contracts';
import { salesPerformanceFileName } from '@portal/contracts/sales';
import { safeFileName } from '@portal/sdk';

/**
 * The name a sales performance download is saved under, wholly in the reader's language: the
 * report's title and the key figure as the screen names them, then the period
 * ("Vertriebsleistung – Nettoumsatz 2026-01–2026-11.xlsx", "Sales performance – Net sales …").
 * The same name the server gives the file in its Content-Disposition (one definition in the
 * contracts), made safe to save under.
 */
export function performanceFileName(
  locale: Locale,
  keyFigure: SalesKeyFigure,
  period: { readonly from: string; readonly to: string },
  format: SalesExportFormat,
): string {
  return safeFileName(salesPerformanceFileName(locale, keyFigure, period, format));
}
