/**
 * The bounds of one report definition (T25), without zod: the report builder in the browser
 * offers no more than the server accepts (browser.ts exports these, reporting.ts re-exports them).
 */
/** Checked by the server before anything is compiled. */
export const REPORT_LIMITS = {
  /** Rows on screen per run (Metabase caps aggregated results the same way). */
  maxLimit: 10_000,
  defaultLimit: 100,
  maxOffset: 1_000_000,
  /** Nesting of AND/OR groups, counting the top group as 1. */
  maxDepth: 8,
  /** Groups and conditions together. */
  maxNodes: 200,
  maxColumns: 50,
  /** Values of one `in` condition. */
  maxInValues: 100,
  maxValueLength: 500,
  /** Rows of one export file; a larger result is cut and the file says so. */
  maxExportRows: 100_000,
  /** Queries one user may keep. */
  maxQueriesPerUser: 500,
} as const;
