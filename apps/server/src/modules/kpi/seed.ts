import crypto from 'node:crypto';
import { isoWeekAt, KPI_NAMES, KPI_RULES, type KpiName, type KpiWeekRef, thursdayOf } from '@portal/contracts';
import type { Tx } from '../../db/client';
import { kpiSite, kpiValue, kpiWeek } from '../../db/schema';
import { firstTime } from '../../db/seed-support';

/**
 * Demo plants with a year of weekly key figures: the 52 ISO weeks before the week of the first
 * start (that week stays open for an editor to fill). Values derive from a hash of site, week and
 * KPI, so the same week always gets the same numbers; each site is written once
 * (portal.seed_applied), so edits survive restarts.
 */

interface DemoSite {
  id: string;
  name: string;
  description: string;
  country: string;
  timeZone: string;
  /** Typical weekly target per KPI; a site without a product line has none. */
  targets: Partial<Record<KpiName, number>>;
}

export const DEMO_KPI_SITES: DemoSite[] = [
  {
    id: 'werk-nord',
    name: 'Werk Nord',
    description: 'Zentrale Lüftungsgeräte (AHU) und Paneele',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    targets: {
      Productivity: 85,
      DeliveryReliability: 95,
      DeliveryTime: 15,
      AHU: 40,
      Panels: 1200,
      ProducedVolume: 1240,
    },
  },
  {
    id: 'werk-ost',
    name: 'Werk Ost',
    description: 'Heizkörper- und Rohrfertigung',
    country: 'CZ',
    timeZone: 'Europe/Prague',
    targets: { Productivity: 80, DeliveryReliability: 92, DeliveryTime: 10, Tubes: 5000, ProducedVolume: 5000 },
  },
  {
    id: 'werk-sued',
    name: 'Werk Süd',
    description: 'Wohnungslüftung',
    country: 'CH',
    timeZone: 'Europe/Zurich',
    targets: { Productivity: 88, DeliveryReliability: 97, DeliveryTime: 8, VentilationUnits: 650, ProducedVolume: 650 },
  },
  {
    id: 'werk-west',
    name: 'Werk West',
    description: 'Paneele und Lüftungsgeräte',
    country: 'FR',
    timeZone: 'Europe/Paris',
    targets: {
      Productivity: 82,
      DeliveryReliability: 94,
      DeliveryTime: 12,
      Panels: 900,
      VentilationUnits: 300,
      ProducedVolume: 1200,
    },
  },
];

/** A number in [0, 1) fixed by its parts. */
function unit(...parts: Array<string | number>): number {
  return crypto.createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0) / 2 ** 32;
}

/** The week's actual around its target: mostly on target, now and then a bad week. */
export function demoValue(site: string, week: KpiWeekRef, kpi: KpiName, target: number): number {
  const rule = KPI_RULES[kpi];
  const spread = (unit(site, week.year, week.calendarWeek, kpi) - 0.6) * 0.2; // -12 % … +8 %
  const factor = rule.higherIsBetter ? 1 + spread : 1 - spread;
  const raw = Math.min(rule.max, Math.max(rule.min, target * factor));
  return rule.integer ? Math.round(raw) : Math.round(raw * 10) / 10;
}

/** The `count` ISO weeks before the week of `now` in the time zone, oldest first. */
export function weeksBefore(now: Date, timeZone: string, count: number): KpiWeekRef[] {
  const current = isoWeekAt(now, timeZone);
  const thursday = thursdayOf(current.year, current.calendarWeek).getTime();
  const weeks: KpiWeekRef[] = [];
  for (let back = count; back >= 1; back--) weeks.push(isoWeekAt(new Date(thursday - back * 7 * 86_400_000), 'UTC'));
  return weeks;
}

export async function seedKpi(tx: Tx, now = new Date()): Promise<void> {
  for (const [position, site] of DEMO_KPI_SITES.entries()) {
    if (!(await firstTime(tx, `kpi-site:${site.id}`))) continue;
    const { targets, ...row } = site;
    await tx
      .insert(kpiSite)
      .values({ ...row, position })
      .onConflictDoNothing();
    const weeks = weeksBefore(now, site.timeZone, 52);
    await tx
      .insert(kpiWeek)
      .values(weeks.map((w) => ({ siteId: site.id, ...w })))
      .onConflictDoNothing();
    const values = weeks.flatMap((w) =>
      KPI_NAMES.filter((kpi) => targets[kpi] !== undefined).map((kpi) => ({
        siteId: site.id,
        ...w,
        kpi,
        unit: KPI_RULES[kpi].unit,
        targetValue: targets[kpi]!,
        actualValue: demoValue(site.id, w, kpi, targets[kpi]!),
      })),
    );
    await tx.insert(kpiValue).values(values).onConflictDoNothing();
  }
}
