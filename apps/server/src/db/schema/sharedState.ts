import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { portal } from './portal';

/**
 * The tables written with the driver's own SQL (cluster/rate-limits.ts, modules/files,
 * modules/sapsql): described here too, so the schema test holds them to the migrations.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Rate-limit counters when no Redis is configured (migration 0021). */
export const rateLimitHit = portal.table(
  'rate_limit_hit',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hit_resets').on(t.resetsAt)],
);

/** The folders of the info-system modules' file areas (docs/files.md, migration 0021). */
export const storedFolder = portal.table(
  'stored_folder',
  {
    area: text('area').notNull(),
    name: text('name').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.name] })],
);

/** The files of those areas; `folder` is '' for a module's own files (migration 0021). */
export const storedFile = portal.table(
  'stored_file',
  {
    area: text('area').notNull(),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    content: bytea('content').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.folder, t.name] })],
);

/** One row counting changes to the ERP stand-in, for the SQL tool's copy (docs/sapsql.md, migration 0017). */
export const erpRevision = portal.table(
  'erp_revision',
  {
    onlyRow: boolean('only_row').primaryKey().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('erp_revision_only_row', sql`${t.onlyRow}`)],
);
