import { decimalMark } from '@portal/contracts';
import { type CellValue, safeValue } from './cells';

export interface Column<Row> {
  readonly header: string;
  readonly value: (row: Row) => CellValue;
  /** The XLSX number format; its fraction digits (`#,##0.00`: two) are the CSV's fixed decimals too. */
  readonly numFmt?: string;
}

/** How a site's spreadsheet program reads CSV: its decimal mark, and the separator that does not clash with it. */
interface CsvStyle {
  readonly separator: string;
  readonly decimal: string;
  readonly dateTime: Intl.DateTimeFormat;
}

function csvStyle(tag: string): CsvStyle {
  const decimal = decimalMark(new Intl.NumberFormat(tag)) ?? '.';
  return {
    decimal,
    // A spreadsheet program whose numbers have a decimal comma splits CSV at ';' (German, Czech, French,
    // Italian Excel), one with a decimal point at ','.
    separator: decimal === ',' ? ';' : ',',
    dateTime: new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }),
  };
}

/** Fixed fraction digits of an XLSX number format (`#,##0.00` → 2), or undefined for as many as the number has. */
function fractionDigits(numFmt: string | undefined): number | undefined {
  if (!numFmt) return undefined;
  return /\.(0+)/.exec(numFmt)?.[1]?.length ?? 0;
}

/**
 * CSV after RFC 4180 (§2.6–2.7: fields with separator, quote or line break are quoted, quotes
 * doubled), CRLF line ends, a BOM so spreadsheet programs read UTF-8, and formula-safe cells.
 * Numbers and times are written as the reader's site writes them (`tag`, from `formatLocale`):
 * its decimal mark without grouping ("613828,95" on /de/de, "613828.95" on /de/ch), times in UTC
 * in its order, and the separator its spreadsheet program expects (';' beside a decimal comma).
 */
export function toCsv<Row>(columns: readonly Column<Row>[], rows: Iterable<Row>, tag = 'de-DE'): string {
  const style = csvStyle(tag);
  const digits = columns.map((c) => fractionDigits(c.numFmt));
  const text = (value: CellValue, fixed: number | undefined): string => {
    const safe = safeValue(value);
    if (safe === null || safe === undefined) return '';
    if (safe instanceof Date) return style.dateTime.format(safe).replace(',', '');
    if (typeof safe === 'number') {
      const written = fixed === undefined ? String(safe) : safe.toFixed(fixed);
      return style.decimal === '.' ? written : written.replace('.', style.decimal);
    }
    return String(safe);
  };
  const field = (value: CellValue, fixed?: number): string => {
    const t = text(value, fixed);
    return t.includes(style.separator) || /["\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const lines = [columns.map((c) => field(c.header)).join(style.separator)];
  for (const row of rows) lines.push(columns.map((c, i) => field(c.value(row), digits[i])).join(style.separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
