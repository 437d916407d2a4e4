import { inLanguage, type Locale, type ReportResult } from '@portal/contracts';
import type { ChartPoint } from './Chart';

/** The points of a chart from a report's rows: the category column's text and the value column's number. */
export function chartPoints(result: ReportResult, category: string | null | undefined, value: string): ChartPoint[] {
  return result.data.map((row) => ({
    label: category ? String(row[category] ?? '–') : '',
    value: Number(row[value] ?? 0),
  }));
}

/** A result column's heading in the reader's language, with its aggregate's word. */
export function columnHeading(
  result: ReportResult,
  id: string,
  locale: Locale,
  aggregates: Readonly<Record<string, string>>,
): string {
  const column = result.columns.find((c) => c.id === id);
  if (!column) return id;
  const label = inLanguage(column.label, locale);
  return column.aggregate ? `${aggregates[column.aggregate]} ${label}` : label;
}
