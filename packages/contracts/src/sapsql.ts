import { z } from 'zod';

/**
 * The SAP SQL tool (spec §3 "SAP SQL: query in; items (list of string maps) and duration out",
 * §7 POST /api/SapSql). A privileged, read-only console over the ERP stand-in (schema `erp`);
 * its rules are written down in docs/sapsql.md.
 */

/** Longest statement the tool accepts, in characters. */
export const SAP_SQL_MAX_LENGTH = 20_000;

export const sapSqlQuerySchema = z
  .object({
    query: z.string().trim().min(1).max(SAP_SQL_MAX_LENGTH),
  })
  .strict();
export type SapSqlQuery = z.infer<typeof sapSqlQuerySchema>;

export const sapSqlColumnSchema = z.object({
  /** The key of the column in every item (a repeated name gets `_2`, `_3`, …). */
  name: z.string(),
  /** The database type name (`int4`, `text`, `timestamptz`, …). */
  type: z.string(),
});
export type SapSqlColumn = z.infer<typeof sapSqlColumnSchema>;

export const sapSqlResultSchema = z.object({
  /** The rows as the database wrote them as text; null for SQL NULL. */
  items: z.array(z.record(z.string(), z.string().nullable())),
  columns: z.array(sapSqlColumnSchema),
  /** Rows returned (after the cap). */
  rowCount: z.number().int(),
  /** The statement had more rows, or more bytes, than the caps allow: only the first ones are here. */
  truncated: z.boolean(),
  /** The caps that applied. */
  maxRows: z.number().int(),
  maxBytes: z.number().int(),
  /** Milliseconds the statement ran. */
  duration: z.number().int(),
});
export type SapSqlResult = z.infer<typeof sapSqlResultSchema>;

/**
 * Why a statement was refused before it ran (400), or why it failed (problem codes of the tool).
 * Each refusal has its own code so the screen can explain it.
 */
export const SAP_SQL_REFUSALS = [
  'sql_multiple_statements',
  'sql_write_refused',
  'sql_ddl_refused',
  'sql_locking_refused',
  'sql_function_refused',
  'sql_transaction_control_refused',
  'sql_not_a_query',
  'sql_unterminated',
] as const;
export type SapSqlRefusal = (typeof SAP_SQL_REFUSALS)[number];
