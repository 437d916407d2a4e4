import {
  MES_SHIFTS,
  type MesDowntimeReason,
  type MesFlash,
  type MesFlashQuery,
  type MesPlant,
  type MesShiftCode,
  type MesState,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { HttpProblem, notFound } from '../../http/problem';
import { SHIFT_PATTERN, shiftAt, shiftFigures, shiftInterval } from './figures';
import * as store from './store';

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTE = 60_000;

/** The MES flash (docs/production.md): a plant's shift per work centre, counted from the recorded events. */
export class MesFlashService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async plants(): Promise<MesPlant[]> {
    return (await store.plants(this.db)).map(plantOf);
  }

  /** The chosen shift (default: the one running now at the plant), counted up to now or to its end. */
  async flash(plantId: string, query: MesFlashQuery): Promise<MesFlash> {
    const row = await store.plant(this.db, plantId);
    if (!row) throw notFound('MES plant');
    const now = this.now().getTime();
    const current = shiftAt(now, row.timeZone);
    const date = query.date ?? current.date;
    const shift: MesShiftCode = query.shift ?? (date === current.date ? current.shift : 'early');
    const window = shiftInterval(date, shift, row.timeZone);
    // Its own code, so the screen can say so rather than "could not be loaded".
    if (window.start > now) {
      throw new HttpProblem(400, 'shift_not_begun', `the ${shift} shift of ${date} has not begun yet at this plant`);
    }
    const asOf = Math.min(now, window.end);
    const from = new Date(window.start);
    const to = new Date(asOf);

    const [centres, counted, stops, orders] = await Promise.all([
      store.workCentres(this.db, plantId),
      store.counts(this.db, plantId, from, to),
      store.downtimes(this.db, plantId, from, to),
      // The order on the machine at the last instant counted (a finished shift: the one it ended with).
      store.ordersAt(this.db, plantId, new Date(asOf - 1)),
    ]);
    const countOf = new Map(counted.map((c) => [c.workCentreId, c]));

    return {
      plant: plantOf(row),
      date,
      shift,
      startsAt: from.toISOString(),
      endsAt: new Date(window.end).toISOString(),
      asOf: to.toISOString(),
      isRunning: asOf < window.end,
      workCentres: centres.map((wc) => {
        // A stop recorded to end after `asOf` is, as of then, still open.
        const own = stops
          .filter((s) => s.workCentreId === wc.id)
          .map((s) => ({ ...s, endedAt: s.endedAt && s.endedAt.getTime() <= asOf ? s.endedAt : null }));
        const good = countOf.get(wc.id)?.good ?? 0;
        const scrap = countOf.get(wc.id)?.scrap ?? 0;
        const figures = shiftFigures({
          shift: window,
          asOf,
          stops: own.map((s) => ({
            start: s.startedAt.getTime(),
            end: s.endedAt?.getTime() ?? null,
            planned: s.planned,
          })),
          good,
          scrap,
          idealCycleSeconds: wc.idealCycleSeconds,
          targetPerHour: wc.targetPerHour,
        });
        const order = orders.filter((o) => o.workCentreId === wc.id).at(-1);
        const open = own.some((s) => s.endedAt === null);
        const state: MesState = open ? 'down' : order ? 'running' : 'idle';
        return {
          workCentreId: wc.id,
          name: wc.name,
          state,
          targetToNow: figures.targetToNow,
          targetOfShift: figures.targetOfShift,
          goodPieces: good,
          scrapPieces: scrap,
          plannedMinutes: Math.round(figures.plannedMinutes),
          runMinutes: Math.round(figures.runMinutes),
          availability: figures.availability,
          performance: figures.performance,
          quality: figures.quality,
          oee: figures.oee,
          currentOrder: order
            ? {
                orderNumber: order.orderNumber,
                material: order.material,
                description: order.description,
                startedAt: order.startedAt.toISOString(),
              }
            : null,
          downtimes: own.map((s) => ({
            id: s.id,
            reason: s.reason as MesDowntimeReason,
            planned: s.planned,
            startedAt: s.startedAt.toISOString(),
            endedAt: s.endedAt?.toISOString() ?? null,
            minutes: Math.round(
              (Math.min(s.endedAt?.getTime() ?? asOf, asOf) - Math.max(s.startedAt.getTime(), window.start)) / MINUTE,
            ),
            note: s.note,
          })),
        };
      }),
    };
  }
}

function plantOf(row: store.PlantRow): MesPlant {
  return {
    plantId: row.id,
    name: row.name,
    country: row.country,
    timeZone: row.timeZone,
    shifts: MES_SHIFTS.map((code) => {
      const { startHour, hours } = SHIFT_PATTERN[code];
      return { code, start: `${pad(startHour)}:00`, end: `${pad((startHour + hours) % 24)}:00` };
    }),
  };
}
