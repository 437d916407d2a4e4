import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { portalUser } from './portal';

/** The production/MES backend stands in as this schema on the same server (docs/kpi.md). */
export const mes = pgSchema('mes');

/** A plant whose key figures are reported weekly (spec §3 KPI site). */
export const kpiSite = mes.table('kpi_site', {
  /** The path segment {kpiSite}. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  /** IANA zone in which the site's current calendar week is read. */
  timeZone: text('time_zone').notNull(),
  position: integer('position').notNull().default(0),
});

/** One ISO week of a site: its version guards the week's values against lost updates (R3). */
export const kpiWeek = mes.table(
  'kpi_week',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => kpiSite.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    calendarWeek: integer('calendar_week').notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'kpi_week_pk', columns: [t.siteId, t.year, t.calendarWeek] }),
    check('kpi_week_in_range', sql`${t.calendarWeek} between 1 and 53`),
  ],
);

/** Values and history rows belong to a week row and go with it. */
const ofWeek = (name: string, t: { siteId: AnyPgColumn; year: AnyPgColumn; calendarWeek: AnyPgColumn }) =>
  foreignKey({
    name,
    columns: [t.siteId, t.year, t.calendarWeek],
    foreignColumns: [kpiWeek.siteId, kpiWeek.year, kpiWeek.calendarWeek],
  }).onDelete('cascade');

/** Target and actual value of one KPI in one week of a site. */
export const kpiValue = mes.table(
  'kpi_value',
  {
    siteId: text('site_id').notNull(),
    year: integer('year').notNull(),
    calendarWeek: integer('calendar_week').notNull(),
    kpi: text('kpi').notNull(),
    unit: text('unit').notNull(),
    targetValue: doublePrecision('target_value'),
    actualValue: doublePrecision('actual_value'),
  },
  (t) => [
    primaryKey({ name: 'kpi_value_pk', columns: [t.siteId, t.year, t.calendarWeek, t.kpi] }),
    ofWeek('kpi_value_week_fk', t),
    check(
      'kpi_value_kpi_known',
      sql`${t.kpi} in ('Productivity', 'DeliveryReliability', 'DeliveryTime', 'ProducedVolume', 'AHU', 'Panels', 'Tubes', 'VentilationUnits')`,
    ),
  ],
);

/** One row per changed KPI of an edit (spec §3 edit history). */
export const kpiEditHistory = mes.table(
  'kpi_edit_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id').notNull(),
    year: integer('year').notNull(),
    calendarWeek: integer('calendar_week').notNull(),
    kpi: text('kpi').notNull(),
    unit: text('unit').notNull(),
    targetValueBefore: doublePrecision('target_value_before'),
    targetValueAfter: doublePrecision('target_value_after'),
    actualValueBefore: doublePrecision('actual_value_before'),
    actualValueAfter: doublePrecision('actual_value_after'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => portalUser.id, { onDelete: 'set null' }),
    /** The editor's name as it was then: the history outlives the account. */
    userName: text('user_name').notNull(),
  },
  (t) => [
    ofWeek('kpi_edit_history_week_fk', t),
    index('kpi_edit_history_week').on(t.siteId, t.year, t.calendarWeek, t.changedAt),
  ],
);
