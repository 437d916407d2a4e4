import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, doublePrecision, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { mes } from './kpi';

/** A plant of the MES flash (docs/production.md): its shifts are read on its own clock. */
export const mesPlant = mes.table('plant', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  position: integer('position').notNull().default(0),
});

/** A machine or line of a plant whose output is counted. */
export const mesWorkCentre = mes.table(
  'work_centre',
  {
    id: text('id').primaryKey(),
    plantId: text('plant_id')
      .notNull()
      .references(() => mesPlant.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Seconds one piece takes at the rated speed (performance). */
    idealCycleSeconds: doublePrecision('ideal_cycle_seconds').notNull(),
    /** Pieces per hour of planned production time the shift is measured against. */
    targetPerHour: doublePrecision('target_per_hour').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('work_centre_cycle_positive', sql`${t.idealCycleSeconds} > 0`),
    check('work_centre_target_not_negative', sql`${t.targetPerHour} >= 0`),
    index('work_centre_plant').on(t.plantId, t.position),
  ],
);

/** A reason a work centre stands still; planned ones (breaks) are taken out of the planned time. */
export const mesDowntimeReason = mes.table('downtime_reason', {
  code: text('code').primaryKey(),
  planned: boolean('planned').notNull(),
});

/** A production order on a work centre, from its start until it is finished (null: running). */
export const mesProductionOrder = mes.table(
  'production_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workCentreId: text('work_centre_id')
      .notNull()
      .references(() => mesWorkCentre.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    material: text('material').notNull(),
    description: text('description').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('production_order_work_centre').on(t.workCentreId, t.startedAt)],
);

/** Pieces reported by a work centre at one instant (a counter event): good and scrap. */
export const mesProductionCount = mes.table(
  'production_count',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workCentreId: text('work_centre_id')
      .notNull()
      .references(() => mesWorkCentre.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    good: integer('good').notNull(),
    scrap: integer('scrap').notNull().default(0),
  },
  (t) => [
    check('production_count_not_negative', sql`${t.good} >= 0 and ${t.scrap} >= 0`),
    index('production_count_work_centre').on(t.workCentreId, t.recordedAt),
  ],
);

/** A stop of a work centre with its reason; open (ended_at null) while it still stands. */
export const mesDowntime = mes.table(
  'downtime',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workCentreId: text('work_centre_id')
      .notNull()
      .references(() => mesWorkCentre.id, { onDelete: 'cascade' }),
    reasonCode: text('reason_code')
      .notNull()
      .references(() => mesDowntimeReason.code),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    check('downtime_ends_after_start', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
    index('downtime_work_centre').on(t.workCentreId, t.startedAt),
  ],
);
