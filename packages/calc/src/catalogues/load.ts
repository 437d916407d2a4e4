import type { z } from 'zod';
import { parseCsv } from './csv';

/**
 * Catalogue rows arrive as CSV text or as row records (an XLSX reader elsewhere turns a sheet
 * into records). Both go through the same zod row schema, so a manufacturer who replaces a file
 * gets the same clear message for a bad cell either way.
 */
export type CatalogueSource = string | readonly Record<string, unknown>[];

export interface CatalogueIssue {
  /** 1-based data row; line is the file line when the source was CSV */
  row: number;
  line?: number;
  column: string;
  message: string;
}

export class CatalogueError extends Error {
  readonly catalogue: string;
  readonly issues: CatalogueIssue[];

  constructor(catalogue: string, issues: CatalogueIssue[]) {
    const shown = issues.slice(0, 5).map((i) => {
      const where = i.line === undefined ? `row ${i.row}` : `row ${i.row} (line ${i.line})`;
      return `${where}, column "${i.column}": ${i.message}`;
    });
    const more = issues.length > 5 ? `; and ${issues.length - 5} more` : '';
    super(`Catalogue "${catalogue}": ${shown.join('; ')}${more}`);
    this.name = 'CatalogueError';
    this.catalogue = catalogue;
    this.issues = issues;
  }
}

export function loadCatalogue<S extends z.ZodObject>(name: string, schema: S, source: CatalogueSource): z.output<S>[] {
  const rows: { line?: number; values: Record<string, unknown> }[] =
    typeof source === 'string' ? parseCsv(source).records : source.map((values) => ({ values }));
  const columns = Object.keys(schema.shape);
  const issues: CatalogueIssue[] = [];

  if (rows.length === 0) {
    throw new CatalogueError(name, [{ row: 0, column: '', message: 'the catalogue has no rows' }]);
  }
  const present = new Set(Object.keys(rows[0]?.values ?? {}));
  const missing = columns.filter((c) => !present.has(c) && !schema.shape[c]?.safeParse(undefined).success);
  if (missing.length > 0) {
    throw new CatalogueError(
      name,
      missing.map((column) => ({ row: 1, line: rows[0]?.line, column, message: 'column missing' })),
    );
  }

  const parsed: z.output<S>[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row.values);
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '');
      const got = row.values[column];
      issues.push({
        row: index + 1,
        line: row.line,
        column,
        message: `${issue.message}${got === undefined || got === '' ? ' (empty)' : ` (got ${JSON.stringify(got)})`}`,
      });
    }
  });
  if (issues.length > 0) throw new CatalogueError(name, issues);
  return parsed;
}
