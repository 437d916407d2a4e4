import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlAudit } from '../../db/schema/index';

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

/**
 * Grants the reader role what it may read: the ERP stand-in's tables, when its schema exists.
 * Runs at every start, so tables a later migration adds are readable without a step of their own.
 * Where the portal may not grant (an operator set the role up), it leaves things as they are.
 */
export async function grantErpToReader(db: DbOrTx): Promise<void> {
  await db.execute(sql`do $$
    begin
      if exists (select from pg_catalog.pg_namespace where nspname = 'erp')
        and exists (select from pg_catalog.pg_roles where rolname = 'portal_sql_reader') then
        grant usage on schema erp to portal_sql_reader;
        grant select on all tables in schema erp to portal_sql_reader;
      end if;
    exception when insufficient_privilege then
      raise notice 'erp not granted to portal_sql_reader: %', sqlerrm;
    end
    $$`);
}
