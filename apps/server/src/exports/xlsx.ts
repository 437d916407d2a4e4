import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { type CellValue, safeCell, safeValue } from './cells';

export interface SheetColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => CellValue;
  /** Width in characters. */
  readonly width?: number;
  /** Excel number format, e.g. '#,##0.00 "€"' or 'dd.mm.yyyy'. */
  readonly numFmt?: string;
}

export interface Sheet<Row = unknown> {
  readonly name: string;
  readonly columns: readonly SheetColumn<Row>[];
  readonly rows: Iterable<Row>;
  /** Lines above the table (title, period, filters), each in its own row. */
  readonly preface?: readonly string[];
}

/** Keeps each sheet's row type checked while a workbook mixes sheets of different rows. */
export function sheet<Row>(definition: Sheet<Row>): Sheet<unknown> {
  return definition as unknown as Sheet<unknown>;
}

/** Excel's sheet-name rules: at most 31 characters, none of \ / ? * [ ] :. */
const sheetName = (name: string) => name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ');

const HEADER = { fontWeight: 'bold', backgroundColor: '#EFEFEF' } as const;

/** One sheet as write-excel-file takes it: rows of cells, the column widths, the header row frozen. */
function sheetData(sheet: Sheet<unknown>) {
  const preface: SheetData = (sheet.preface ?? []).map((line) => [{ value: safeCell(line), fontWeight: 'bold' }]);
  if (preface.length) preface.push([]);
  const header = sheet.columns.map((c) => ({ value: c.header, ...HEADER }));
  const rows: SheetData = [];
  for (const row of sheet.rows) {
    rows.push(
      sheet.columns.map((c) => {
        const value = safeValue(c.value(row)) ?? null;
        return value === null ? null : { value, ...(c.numFmt ? { format: c.numFmt } : {}) };
      }),
    );
  }
  return {
    data: [...preface, header, ...rows],
    sheet: sheetName(sheet.name),
    columns: sheet.columns.map((c) => ({ width: c.width ?? Math.max(10, c.header.length + 2) })),
    stickyRowsCount: preface.length + 1,
    // A time without a format of its column: the day and the time, read alike in every language.
    dateFormat: 'yyyy-mm-dd hh:mm',
  };
}

/**
 * A real .xlsx workbook: bold, shaded, frozen header row, typed cells, formula-safe text (T27).
 * write-excel-file (one dependency) writes it; docs/architecture.md has why not exceljs.
 */
export async function toXlsx(sheets: readonly Sheet<unknown>[]): Promise<Buffer> {
  return writeExcelFile(sheets.map(sheetData)).toBuffer();
}
