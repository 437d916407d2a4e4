import { type CellValue, safeValue } from './cells';

export interface Column<Row> {
  readonly header: string;
  readonly value: (row: Row) => CellValue;
}

/**
 * CSV after RFC 4180 (§2.6–2.7: fields with separator, quote or line break are quoted, quotes
 * doubled), CRLF line ends, a BOM so spreadsheet programs read UTF-8, and formula-safe cells.
 * The separator defaults to ';', which German-locale spreadsheet programs expect.
 */
export function toCsv<Row>(columns: readonly Column<Row>[], rows: Iterable<Row>, separator = ';'): string {
  const field = (value: CellValue): string => {
    const safe = safeValue(value);
    const text = safe instanceof Date ? safe.toISOString() : safe === null || safe === undefined ? '' : String(safe);
    return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => field(c.header)).join(separator)];
  for (const row of rows) lines.push(columns.map((c) => field(c.value(row))).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
