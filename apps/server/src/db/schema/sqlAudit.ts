import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portal } from './portal';

/**
 * Every statement the SAP SQL tool was asked to run (T26, T35): who, the text, the outcome, the
 * row count and how long it ran. Written after the statement, outside its read-only transaction,
 * so refusals, failures and timeouts are recorded too. No foreign key: the trail outlives a user.
 */
export const sqlAudit = portal.table(
  'sql_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    issuer: text('issuer').notNull(),
    sub: text('sub').notNull(),
    requestId: text('request_id'),
    sqlText: text('sql_text').notNull(),
    /** ok, refused (by the filter), failed (by the database), timeout, cancelled (the client left). */
    outcome: text('outcome').notNull(),
    /** The problem code of a refusal, failure or timeout. */
    code: text('code'),
    rowCount: integer('row_count'),
    truncated: boolean('truncated').notNull().default(false),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    check('sql_audit_outcome', sql`${t.outcome} in ('ok', 'refused', 'failed', 'timeout', 'cancelled')`),
    index('sql_audit_at').on(t.at),
    index('sql_audit_user').on(t.userId, t.at),
  ],
);
