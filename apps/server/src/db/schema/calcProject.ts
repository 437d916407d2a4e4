import { sql } from 'drizzle-orm';
import { check, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portal, portalUser } from './portal';

/**
 * A planner's project of calculator positions (docs/calculators.md "Planner projects", migration
 * 0032): each position one calculator's input under a name. Owned by one PortalUser, who alone
 * sees, changes and exports it.
 */
export const calcProject = portal.table(
  'calc_project',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `[{ rechner, bezeichnung, input }]`, validated by the contract `calcProjectPosition`. */
    positionen: jsonb('positionen').notNull().$type<unknown[]>(),
    /** Optimistic concurrency: a change names the version it read (If-Match). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calc_project_owner_name').on(t.ownerId, t.name),
    check('calc_project_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('calc_project_positionen_array', sql`jsonb_typeof(${t.positionen}) = 'array'`),
  ],
);
