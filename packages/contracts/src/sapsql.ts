import { z } from 'zod';
import { uuid } from './portal';

/**
 * The SAP SQL tool (spec §3 "SAP SQL: query in; items (list of string maps) and duration out",
 * §7 POST /api/SapSql). A privileged, read-only console over the ERP stand-in (schema `erp`);
 * its rules are written down in docs/sapsql.md.
 */

/** Longest statement the tool accepts, in characters. */
export const SAP_SQL_MAX_LENGTH = 20_000;

export const sapSqlQuerySchema = z
  .object({
    // PostgreSQL takes no NUL character in a text: refused here, naming the field, not by the database.
    query: z
      .string()
      .trim()
      .min(1)
      .max(SAP_SQL_MAX_LENGTH)
      .refine((text) => !text.includes('\u0000'), 'must not contain a NUL character'),
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

/** Why a statement that passed the filter did not answer (problem codes of the tool, docs/sapsql.md). */
export const SAP_SQL_FAILURES = [
  'sql_failed',
  'sql_timeout',
  'sql_busy',
  'sql_too_large',
  'sql_tool_unavailable',
] as const;
export type SapSqlFailure = (typeof SAP_SQL_FAILURES)[number];

/** How a call of the tool ended, as its audit row records it. */
export const SQL_AUDIT_OUTCOMES = ['ok', 'refused', 'failed', 'timeout', 'cancelled'] as const;
export type SqlAuditOutcome = (typeof SQL_AUDIT_OUTCOMES)[number];

/** GET /api/SapSql/audit: the tool's trail, newest first, filtered by user, outcome and time. */
export const sqlAuditQuerySchema = z
  .object({
    user: uuid.optional(),
    outcome: z.enum(SQL_AUDIT_OUTCOMES).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type SqlAuditQuery = z.infer<typeof sqlAuditQuerySchema>;

export const sqlAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The portal user, named as now (null when they no longer exist); sub as the token said. */
  user: z.object({ id: uuid.nullable(), sub: z.string(), name: z.string() }),
  requestId: z.string().nullable(),
  sqlText: z.string(),
  outcome: z.enum(SQL_AUDIT_OUTCOMES),
  code: z.string().nullable(),
  rowCount: z.number().int().nullable(),
  truncated: z.boolean(),
  durationMs: z.number().int(),
});
export type SqlAuditEntry = z.infer<typeof sqlAuditEntrySchema>;

export const sqlAuditPageSchema = z.object({
  items: z.array(sqlAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SqlAuditPage = z.infer<typeof sqlAuditPageSchema>;
