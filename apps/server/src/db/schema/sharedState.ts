import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { portal } from './portal';

/**
 * The tables written with the driver's own SQL (cluster/rate-limits.ts, modules/files,
 * modules/sapsql): described here too, so the schema test holds them to the migrations.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** The file's text for the search; null until read (migration 0037). */
    contentText: text('content_text'),
    /** `to_tsvector('german', name || text)`, written with the text (migration 0037). */
    searchVector: tsvector('search_vector'),
    /** A WebP of at most THUMBNAIL_SIZE pixels of an image, written with its content (migration 0048). */
    thumbnail: bytea('thumbnail'),
    thumbnailWidth: integer('thumbnail_width'),
    thumbnailHeight: integer('thumbnail_height'),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.folder, t.name] }),
    index('stored_file_search').using('gin', t.searchVector),
    check(
      'stored_file_thumbnail_sized',
      sql`(${t.thumbnail} is null and ${t.thumbnailWidth} is null and ${t.thumbnailHeight} is null)
        or (${t.thumbnail} is not null and ${t.thumbnailWidth} > 0 and ${t.thumbnailHeight} > 0)`,
    ),
  ],
);

/** Earlier contents of a replaced file, numbered from 1, each with its thumbnail (migrations 0037, 0051). */
export const storedFileVersion = portal.table(
  'stored_file_version',
  {
    area: text('area').notNull(),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    content: bytea('content').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    replacedBy: text('replaced_by').notNull(),
    /** The version's thumbnail, moved here from the file when it was replaced (migration 0051). */
    thumbnail: bytea('thumbnail'),
    thumbnailWidth: integer('thumbnail_width'),
    thumbnailHeight: integer('thumbnail_height'),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.folder, t.name, t.version] }),
    check('stored_file_version_positive', sql`${t.version} > 0`),
    check(
      'stored_file_version_thumbnail_sized',
      sql`(${t.thumbnail} is null and ${t.thumbnailWidth} is null and ${t.thumbnailHeight} is null)
        or (${t.thumbnail} is not null and ${t.thumbnailWidth} > 0 and ${t.thumbnailHeight} > 0)`,
    ),
    foreignKey({
      name: 'stored_file_version_file',
      columns: [t.area, t.folder, t.name],
      foreignColumns: [storedFile.area, storedFile.folder, storedFile.name],
    }).onDelete('cascade'),
  ],
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
