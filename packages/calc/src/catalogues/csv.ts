/**
 * Minimal CSV reader for catalogue files: comma or semicolon separated (the delimiter is taken
 * from the header line, so files saved by a German Excel work), double quotes with "" escapes,
 * lines starting with # are comments (the sample-data label lives there), blank lines skipped.
 */

export interface CsvRecord {
  /** 1-based line in the file, for error messages a manufacturer can act on */
  line: number;
  values: Record<string, string>;
}

export interface CsvTable {
  columns: string[];
  records: CsvRecord[];
}

export function parseCsv(text: string): CsvTable {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let columns: string[] | null = null;
  let delimiter = ',';
  const records: CsvRecord[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (columns === null) {
      delimiter = countOf(line, ';') > countOf(line, ',') ? ';' : ',';
      columns = splitLine(line, delimiter).map((c) => c.trim());
      return;
    }
    const cells = splitLine(line, delimiter);
    const values: Record<string, string> = {};
    columns.forEach((column, i) => {
      values[column] = (cells[i] ?? '').trim();
    });
    records.push({ line: index + 1, values });
  });
  return { columns: columns ?? [], records };
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells;
}
