import ExcelJS from 'exceljs';
import { type CellValue, safeValue } from './cells';

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

/** A real .xlsx workbook: bold, frozen header row, typed cells, formula-safe text (T27). */
export async function toXlsx(sheets: readonly Sheet<unknown>[], creator = 'Portal'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = creator;
  workbook.created = new Date();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
    for (const line of sheet.preface ?? []) ws.addRow([safeValue(line)]).font = { bold: true };
    if (sheet.preface?.length) ws.addRow([]);
    const headerRow = ws.addRow(sheet.columns.map((c) => c.header));
    headerRow.font = { bold: true };
    headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    ws.views = [{ state: 'frozen', ySplit: headerRow.number }];
    sheet.columns.forEach((c, i) => {
      const column = ws.getColumn(i + 1);
      column.width = c.width ?? Math.max(10, c.header.length + 2);
      if (c.numFmt) column.numFmt = c.numFmt;
    });
    for (const row of sheet.rows) {
      ws.addRow(sheet.columns.map((c) => safeValue(c.value(row)) ?? null));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads a workbook back into rows of cell values (used by tests and by catalogue imports). */
export async function readXlsx(data: Buffer | ArrayBuffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  workbook.eachSheet((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      const values = row.values as unknown[];
      rows.push(values.slice(1));
    });
    out[ws.name] = rows;
  });
  return out;
}
