import { bigserial, index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portal } from './portal';

/**
 * The audit trail of administration: who changed what, when, with the state before and after.
 * Written in the transaction of the change, so a change and its entry exist together or not at
 * all. The actor has no foreign key: the trail outlives a deleted user.
 */
export const auditEntry = portal.table(
  'audit_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorSub: text('actor_sub').notNull(),
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_entry_at').on(t.at),
    index('audit_entry_entity').on(t.entity, t.entityId, t.at),
    index('audit_entry_actor').on(t.actorId, t.at),
  ],
);
