import readExcelFile from 'read-excel-file/node';

/**
 * Reads a workbook back into rows of cell values, per sheet (the export tests). Each row ends at
 * its last filled cell and an empty row is `[]`, so a test compares exactly what was written.
 */
export async function readXlsx(data: Buffer): Promise<Record<string, unknown[][]>> {
  const sheets = await readExcelFile(data, { trim: false });
  const out: Record<string, unknown[][]> = {};
  for (const { sheet, data: rows } of sheets) {
    out[sheet] = rows.map((row) => {
      let end = row.length;
      while (end > 0 && row[end - 1] === null) end--;
      return row.slice(0, end);
    });
  }
  return out;
}
