import { sql } from 'drizzle-orm';
import { check, index, integer, json, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portal, portalUser } from './portal';

/** A saved report definition (spec §3 "Reporting: query"), owned by the user who created it. */
export const reportingQuery = portal.table(
  'reporting_query',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The report definition, validated against the catalogue before it is stored; `json`, not `jsonb`, keeps the order of its keys (the sort priority of `order`). */
    data: json('data').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    /** Optimistic concurrency: the ETag of a read, named by If-Match on a change (R3). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reporting_query_creator_name').on(t.creatorId, t.name),
    check('reporting_query_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('reporting_query_data_object', sql`json_typeof(${t.data}) = 'object'`),
  ],
);

/** A query shared with another user (spec §3 "shared query"): they may run and copy it, not change it. */
export const reportingSharedQuery = portal.table(
  'reporting_shared_query',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queryId: uuid('reporting_query_id')
      .notNull()
      .references(() => reportingQuery.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reporting_shared_query_query_user').on(t.queryId, t.userId),
    index('reporting_shared_query_user').on(t.userId),
  ],
);
