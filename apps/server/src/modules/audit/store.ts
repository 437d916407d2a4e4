import type { AuditEntry, AuditQuery } from '@portal/contracts';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditEntry } from '../../db/schema/index';

export interface Actor {
  readonly id: string | null;
  readonly sub: string;
  readonly name: string;
  readonly requestId: string | null;
}

export interface Change {
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | number;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Writes one entry; call it with the change's transaction so both commit or neither does. */
export async function insertAuditEntry(tx: DbOrTx, actor: Actor, change: Change): Promise<void> {
  await tx.insert(auditEntry).values({
    actorId: actor.id,
    actorSub: actor.sub,
    actorName: actor.name,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: actor.requestId,
  });
}

export async function findAuditEntries(db: DbOrTx, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(auditEntry.actorId, query.actor));
  if (query.entity) filters.push(eq(auditEntry.entity, query.entity));
  if (query.entityId) filters.push(eq(auditEntry.entityId, query.entityId));
  if (query.from) filters.push(gte(auditEntry.at, new Date(query.from)));
  if (query.to) filters.push(lte(auditEntry.at, new Date(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEntry).where(where);
  const found = await db
    .select()
    .from(auditEntry)
    .where(where)
    .orderBy(desc(auditEntry.at), desc(auditEntry.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: Number(total),
    items: found.map((e) => ({
      id: Number(e.id),
      at: e.at.toISOString(),
      actor: { id: e.actorId, sub: e.actorSub, name: e.actorName },
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      before: e.before,
      after: e.after,
      requestId: e.requestId,
    })),
  };
}
