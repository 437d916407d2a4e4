import type { SalesExportFormat, SalesKeyFigure } from '@portal/contracts';
import { safeFileName } from '@portal/sdk';
import type { Texts } from './texts';

/**
 * The name a sales performance download is saved under, wholly in the reader's language: the
 * report's title and the key figure as the screen names them, then the period
 * ("Vertriebsleistung – Nettoumsatz 2026-01–2026-11.xlsx", "Sales performance – Net sales …").
 */
export function performanceFileName(
  t: Pick<Texts, 'performanceTitle' | 'keyFigures'>,
  keyFigure: SalesKeyFigure,
  period: { readonly from: string; readonly to: string },
  format: SalesExportFormat,
): string {
  const name = safeFileName(`${t.performanceTitle} – ${t.keyFigures[keyFigure]} ${period.from}–${period.to}`);
  return `${name}.${format}`;
}
