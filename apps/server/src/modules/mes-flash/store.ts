import { and, asc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  mesDowntime,
  mesDowntimeReason,
  mesPlant,
  mesProductionCount,
  mesProductionOrder,
  mesWorkCentre,
} from '../../db/schema';

export type PlantRow = typeof mesPlant.$inferSelect;
export type WorkCentreRow = typeof mesWorkCentre.$inferSelect;
export type OrderRow = typeof mesProductionOrder.$inferSelect;

export const plants = (db: DbOrTx): Promise<PlantRow[]> =>
  db.select().from(mesPlant).orderBy(asc(mesPlant.position), asc(mesPlant.id));

export async function plant(db: DbOrTx, id: string): Promise<PlantRow | undefined> {
  const [row] = await db.select().from(mesPlant).where(eq(mesPlant.id, id));
  return row;
}

export const workCentres = (db: DbOrTx, plantId: string): Promise<WorkCentreRow[]> =>
  db
    .select()
    .from(mesWorkCentre)
    .where(eq(mesWorkCentre.plantId, plantId))
    .orderBy(asc(mesWorkCentre.position), asc(mesWorkCentre.id));

/** Good and scrap pieces per work centre of the plant, counted in [from, to). */
export const counts = (db: DbOrTx, plantId: string, from: Date, to: Date) =>
  db
    .select({
      workCentreId: mesProductionCount.workCentreId,
      good: sql<number>`coalesce(sum(${mesProductionCount.good}), 0)::int`,
      scrap: sql<number>`coalesce(sum(${mesProductionCount.scrap}), 0)::int`,
    })
    .from(mesProductionCount)
    .innerJoin(mesWorkCentre, eq(mesWorkCentre.id, mesProductionCount.workCentreId))
    .where(
      and(
        eq(mesWorkCentre.plantId, plantId),
        gte(mesProductionCount.recordedAt, from),
        lt(mesProductionCount.recordedAt, to),
      ),
    )
    .groupBy(mesProductionCount.workCentreId);

/** Stops of the plant's work centres that began before `to` and had not ended by `from`, oldest first. */
export const downtimes = (db: DbOrTx, plantId: string, from: Date, to: Date) =>
  db
    .select({
      id: mesDowntime.id,
      workCentreId: mesDowntime.workCentreId,
      reason: mesDowntime.reasonCode,
      planned: mesDowntimeReason.planned,
      startedAt: mesDowntime.startedAt,
      endedAt: mesDowntime.endedAt,
      note: mesDowntime.note,
    })
    .from(mesDowntime)
    .innerJoin(mesDowntimeReason, eq(mesDowntimeReason.code, mesDowntime.reasonCode))
    .innerJoin(mesWorkCentre, eq(mesWorkCentre.id, mesDowntime.workCentreId))
    .where(
      and(
        eq(mesWorkCentre.plantId, plantId),
        lt(mesDowntime.startedAt, to),
        or(isNull(mesDowntime.endedAt), gt(mesDowntime.endedAt, from)),
      ),
    )
    .orderBy(asc(mesDowntime.startedAt), asc(mesDowntime.id));

/** Orders of the plant's work centres running at the instant (started, not yet ended then). */
export const ordersAt = (db: DbOrTx, plantId: string, at: Date): Promise<OrderRow[]> =>
  db
    .select({
      id: mesProductionOrder.id,
      workCentreId: mesProductionOrder.workCentreId,
      orderNumber: mesProductionOrder.orderNumber,
      material: mesProductionOrder.material,
      description: mesProductionOrder.description,
      startedAt: mesProductionOrder.startedAt,
      endedAt: mesProductionOrder.endedAt,
    })
    .from(mesProductionOrder)
    .innerJoin(mesWorkCentre, eq(mesWorkCentre.id, mesProductionOrder.workCentreId))
    .where(
      and(
        eq(mesWorkCentre.plantId, plantId),
        lt(mesProductionOrder.startedAt, at),
        or(isNull(mesProductionOrder.endedAt), gt(mesProductionOrder.endedAt, at)),
      ),
    )
    .orderBy(asc(mesProductionOrder.startedAt));
