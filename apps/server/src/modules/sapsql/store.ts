import type { SqlAuditQuery, SqlAuditEntry as SqlAuditRow } from '@portal/contracts';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portalUser, sqlAudit } from '../../db/schema/index';

export type SqlOutcome = 'ok' | 'refused' | 'failed' | 'timeout' | 'cancelled';

export interface SqlAuditEntry {
  readonly userId: string | null;
  readonly issuer: string;
  readonly sub: string;
  readonly requestId: string;
  readonly sqlText: string;
  readonly outcome: SqlOutcome;
  readonly code: string | null;
  readonly rowCount: number | null;
  readonly truncated: boolean;
  readonly durationMs: number;
}

/** Records one call of the SQL tool; returns the entry's id, which the security log names. */
export async function insertSqlAudit(db: DbOrTx, entry: SqlAuditEntry): Promise<number> {
  const [row] = await db.insert(sqlAudit).values(entry).returning({ id: sqlAudit.id });
  return row!.id;
}

/** One page of the tool's trail, newest first, with each user's name as it is now. */
export async function findSqlAudit(db: DbOrTx, query: SqlAuditQuery): Promise<{ items: SqlAuditRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.user) filters.push(eq(sqlAudit.userId, query.user));
  if (query.outcome) filters.push(eq(sqlAudit.outcome, query.outcome));
  if (query.from) filters.push(gte(sqlAudit.at, new Date(query.from)));
  if (query.to) filters.push(lte(sqlAudit.at, new Date(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sqlAudit).where(where);
  const found = await db
    .select({ entry: sqlAudit, firstName: portalUser.firstName, lastName: portalUser.lastName })
    .from(sqlAudit)
    .leftJoin(portalUser, eq(portalUser.id, sqlAudit.userId))
    .where(where)
    .orderBy(desc(sqlAudit.at), desc(sqlAudit.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: Number(total),
    items: found.map(({ entry: e, firstName, lastName }) => ({
      id: e.id,
      at: e.at.toISOString(),
      user: { id: e.userId, sub: e.sub, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() },
      requestId: e.requestId,
      sqlText: e.sqlText,
      outcome: e.outcome as SqlAuditRow['outcome'],
      code: e.code,
      rowCount: e.rowCount,
      truncated: e.truncated,
      durationMs: e.durationMs,
    })),
  };
}
