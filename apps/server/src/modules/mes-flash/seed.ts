import crypto from 'node:crypto';
import { MES_SHIFTS, type MesDowntimeReason } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mesDowntime, mesPlant, mesProductionCount, mesProductionOrder, mesWorkCentre } from '../../db/schema';
import { firstTime } from '../../db/seed-support';
import { type Interval, nextDay, overlap, shiftAt, shiftInterval } from './figures';

/**
 * Demo plants for the MES flash with a recorded timeline: counter events every 15 minutes,
 * breaks, stops and orders for the seven days before the day of a start, that day and the next.
 * Events after "now" are already in the tables but the flash counts only up to now, so the
 * current shift fills as the clock runs. Every number derives from a hash of work centre, day and
 * shift; each plant and each day is written once (portal.seed_applied), so a restart adds the
 * days that are missing and never rewrites one.
 */

interface DemoWorkCentre {
  id: string;
  name: string;
  idealCycleSeconds: number;
  targetPerHour: number;
  materials: ReadonlyArray<readonly [material: string, description: string]>;
}

interface DemoPlant {
  id: string;
  name: string;
  country: string;
  timeZone: string;
  workCentres: DemoWorkCentre[];
}

export const DEMO_MES_PLANTS: DemoPlant[] = [
  {
    id: 'werk-nord',
    name: 'Werk Nord',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    workCentres: [
      {
        id: 'nord-paneelpresse-1',
        name: 'Paneelpresse 1',
        idealCycleSeconds: 45,
        targetPerHour: 70,
        materials: [
          ['PAN-1200-60', 'Sandwichpaneel 1200 × 60 mm'],
          ['PAN-1000-45', 'Sandwichpaneel 1000 × 45 mm'],
        ],
      },
      {
        id: 'nord-paneelpresse-2',
        name: 'Paneelpresse 2',
        idealCycleSeconds: 48,
        targetPerHour: 66,
        materials: [['PAN-1200-80', 'Sandwichpaneel 1200 × 80 mm']],
      },
      {
        id: 'nord-laser',
        name: 'Laserschneidanlage',
        idealCycleSeconds: 20,
        targetPerHour: 160,
        materials: [
          ['BLE-GEH-22', 'Gehäuseblech AHU Gr. 22'],
          ['BLE-TUE-10', 'Türblech 1000 mm'],
        ],
      },
      {
        id: 'nord-ahu-montage',
        name: 'AHU-Montagelinie',
        idealCycleSeconds: 1500,
        targetPerHour: 2,
        materials: [['AHU-22-EC', 'Zentrales Lüftungsgerät Gr. 22, EC-Ventilator']],
      },
    ],
  },
  {
    id: 'werk-ost',
    name: 'Werk Ost',
    country: 'CZ',
    timeZone: 'Europe/Prague',
    workCentres: [
      {
        id: 'ost-rohrbiege-1',
        name: 'Rohrbiegeanlage 1',
        idealCycleSeconds: 12,
        targetPerHour: 260,
        materials: [
          ['ROH-22-1000', 'Heizkörperrohr 22 mm, 1000 mm'],
          ['ROH-25-1800', 'Heizkörperrohr 25 mm, 1800 mm'],
        ],
      },
      {
        id: 'ost-rohrbiege-2',
        name: 'Rohrbiegeanlage 2',
        idealCycleSeconds: 13,
        targetPerHour: 240,
        materials: [['ROH-22-1500', 'Heizkörperrohr 22 mm, 1500 mm']],
      },
      {
        id: 'ost-schweissroboter',
        name: 'Schweißroboter',
        idealCycleSeconds: 30,
        targetPerHour: 100,
        materials: [['HK-BAD-600', 'Badheizkörper 600 × 1200 mm']],
      },
    ],
  },
];

/** A number in [0, 1) fixed by its parts. */
function demoFraction(...parts: Array<string | number>): number {
  return (
    crypto
      .createHash('sha256')
      .update(`mes:${parts.join(':')}`)
      .digest()
      .readUInt32BE(0) /
    2 ** 32
  );
}

const UNPLANNED: MesDowntimeReason[] = ['changeover', 'breakdown', 'materialShortage', 'qualityCheck', 'noStaff'];
/** What an operator typically writes beside a stop (free text, in the plant's language). */
const NOTES: Partial<Record<MesDowntimeReason, string>> = {
  breakdown: 'Hydraulikdruck zu niedrig, Instandhaltung gerufen',
  materialShortage: 'Coil nicht rechtzeitig vom Lager',
  qualityCheck: 'Maßhaltigkeit nach Werkzeugwechsel geprüft',
};
const MINUTE = 60_000;
const BUCKET = 15 * MINUTE;

interface DemoStop extends Interval {
  reason: MesDowntimeReason;
  note: string;
}

/** One shift of one work centre: a 30-minute break in the middle, now and then one or two stops. */
export function demoShift(wc: DemoWorkCentre, date: string, shift: (typeof MES_SHIFTS)[number], window: Interval) {
  const key = [wc.id, date, shift];
  const breakStart = window.start + 4 * 60 * MINUTE;
  const stops: DemoStop[] = [{ start: breakStart, end: breakStart + 30 * MINUTE, reason: 'break', note: '' }];
  const count = Math.floor(demoFraction(...key, 'stops') * 3); // 0, 1 or 2
  for (let i = 0; i < count; i++) {
    const quarter = Math.floor(demoFraction(...key, 'at', i) * 28); // not in the last hour
    const start = window.start + quarter * BUCKET + 5 * MINUTE;
    const minutes = 10 + Math.floor(demoFraction(...key, 'length', i) * 50);
    const reason = UNPLANNED[Math.floor(demoFraction(...key, 'reason', i) * UNPLANNED.length)]!;
    const stop = { start, end: start + minutes * MINUTE, reason, note: NOTES[reason] ?? '' };
    if (stops.every((s) => overlap(s, stop) === 0)) stops.push(stop);
  }
  const speed = 0.82 + demoFraction(...key, 'speed') * 0.16;
  const scrapRate = 0.005 + demoFraction(...key, 'scrap') * 0.035;
  const counts: Array<{ recordedAt: number; good: number; scrap: number }> = [];
  let runMs = 0;
  let made = 0;
  for (let at = window.start; at < window.end; at += BUCKET) {
    const bucket = { start: at, end: Math.min(at + BUCKET, window.end) };
    runMs += bucket.end - bucket.start - stops.reduce((sum, s) => sum + overlap(s, bucket), 0);
    const total = Math.floor((runMs / 1000 / wc.idealCycleSeconds) * speed);
    const pieces = total - made;
    made = total;
    if (pieces <= 0) continue;
    const scrap = Math.round(pieces * scrapRate * (0.5 + demoFraction(...key, 'q', at)));
    counts.push({ recordedAt: bucket.end, good: pieces - Math.min(scrap, pieces), scrap: Math.min(scrap, pieces) });
  }
  const half = window.start + (window.end - window.start) / 2;
  const orders = [
    { start: window.start, end: half },
    { start: half, end: window.end },
  ].map((o, i) => {
    const [material, description] = wc.materials[Math.floor(demoFraction(...key, 'order', i) * wc.materials.length)]!;
    const number = 4_100_000 + Math.floor(demoFraction(...key, 'number', i) * 900_000);
    return { ...o, orderNumber: String(number), material, description };
  });
  return { stops, counts, orders };
}

/** The day of the start in the plant's zone, the seven before it and the one after. */
export function demoDays(now: number, timeZone: string): string[] {
  let day = shiftAt(now, timeZone).date;
  for (let i = 0; i < 7; i++) day = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const days = [day];
  for (let i = 0; i < 8; i++) days.push(nextDay(days.at(-1)!));
  return days;
}

export async function seedMesFlash(tx: Tx, now = new Date()): Promise<void> {
  for (const [position, plant] of DEMO_MES_PLANTS.entries()) {
    const { workCentres, ...row } = plant;
    if (await firstTime(tx, `mes-plant:${plant.id}`)) {
      await tx
        .insert(mesPlant)
        .values({ ...row, position })
        .onConflictDoNothing();
      await tx
        .insert(mesWorkCentre)
        .values(workCentres.map(({ materials: _, ...wc }, i) => ({ ...wc, plantId: plant.id, position: i })))
        .onConflictDoNothing();
    }
    const [exists] = await tx.select({ id: mesPlant.id }).from(mesPlant).where(eq(mesPlant.id, plant.id));
    if (!exists) continue; // an operator removed the demo plant: leave it removed
    for (const date of demoDays(now.getTime(), plant.timeZone)) {
      if (!(await firstTime(tx, `mes-day:${plant.id}:${date}`))) continue;
      await seedDay(tx, plant, date);
    }
  }
}

async function seedDay(tx: Tx, plant: DemoPlant, date: string): Promise<void> {
  const stops = [];
  const counts = [];
  const orders = [];
  for (const shift of MES_SHIFTS) {
    const window = shiftInterval(date, shift, plant.timeZone);
    for (const wc of plant.workCentres) {
      const demo = demoShift(wc, date, shift, window);
      for (const s of demo.stops) {
        stops.push({
          workCentreId: wc.id,
          reasonCode: s.reason,
          startedAt: new Date(s.start),
          endedAt: new Date(s.end),
          note: s.note,
        });
      }
      for (const c of demo.counts) {
        counts.push({ workCentreId: wc.id, recordedAt: new Date(c.recordedAt), good: c.good, scrap: c.scrap });
      }
      for (const o of demo.orders) {
        orders.push({
          workCentreId: wc.id,
          orderNumber: o.orderNumber,
          material: o.material,
          description: o.description,
          startedAt: new Date(o.start),
          endedAt: new Date(o.end),
        });
      }
    }
  }
  if (stops.length > 0) await tx.insert(mesDowntime).values(stops);
  if (orders.length > 0) await tx.insert(mesProductionOrder).values(orders);
  for (let i = 0; i < counts.length; i += 500) await tx.insert(mesProductionCount).values(counts.slice(i, i + 500));
}
