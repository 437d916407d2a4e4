import {
  API,
  compareWeeks,
  isoWeekAt,
  isoWeeksIn,
  KPI_RULES,
  type Kpi2Row,
  type KpiDetails,
  type KpiEditOverview,
  type KpiHistoryEntry,
  type KpiName,
  type KpiOverview,
  type KpiSite,
  type KpiTrend,
  type KpiUpdate,
  type KpiWeek,
  type KpiWeekRef,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { assertCurrent, type Version } from '../../http/etag';
import { currentUserId, identityOf } from '../../http/guard';
import { forbidden, invalid, notFound } from '../../http/problem';
import { mayShowRow } from '../access/service';
import { indicatorsOfWeek, type WeekValue } from './indicators';
import * as store from './store';
import { type DatedValue, targetOf, trendSeries, weeksUpTo } from './trend';

/** The zone of the portal itself, for the overview's own current week. */
const PORTAL_TIME_ZONE = 'Europe/Berlin';

const asWeekValues = (rows: store.ValueRow[]): WeekValue[] =>
  rows.map((r) => ({ ...r, kpi: r.kpi as KpiName })) as WeekValue[];
const asDated = (rows: store.ValueRow[]): DatedValue[] => rows.map((r) => ({ ...r, kpi: r.kpi as KpiName }));

/**
 * Whether the caller may edit this site's weeks: a grant of api.kpiEdit whose data conditions hold
 * for the site, tested as the attribute `plant` (a permission set "own plant" with `plant = $user`
 * gives a plant's own people their site; a grant without data conditions gives every site).
 */
export function mayEditSite(request: FastifyRequest, siteId: string): boolean {
  // The portal's one row decision (docs/permissions.md); without a grant of api.kpiEdit, no site.
  return mayShowRow(identityOf(request).access, API.kpiEdit.id, { plant: siteId });
}

function requireEditable(request: FastifyRequest, siteId: string): void {
  if (!mayEditSite(request, siteId)) throw forbidden(`the KPIs of ${siteId} are edited by its own plant`);
}

/** KPI sites (spec §7 /api/KPI): key figures per site and ISO week, read by api.kpi, edited by api.kpiEdit. */
export class KpiService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async overview(request: FastifyRequest): Promise<KpiOverview> {
    const sites = await store.sites(this.db);
    const current = isoWeekAt(this.now(), PORTAL_TIME_ZONE);
    const kpiSite = await Promise.all(
      sites.map(async (row) => {
        const last = await store.lastWeekWithValues(this.db, row.id);
        return this.site(request, row, last);
      }),
    );
    return { kpiSite, currentYear: current.year, currentCalendarWeek: current.calendarWeek };
  }

  /** Every site at its own current ISO week (GET /api/KPI2): one flat row per site and KPI. */
  async currentWeekOfAllSites(): Promise<Kpi2Row[]> {
    const rows: Kpi2Row[] = [];
    for (const row of await store.sites(this.db)) {
      const week = isoWeekAt(this.now(), row.timeZone);
      const values = asWeekValues(await store.valuesOfYear(this.db, row.id, week.year));
      for (const indicator of indicatorsOfWeek(values, week.year, week.calendarWeek, row.country)) {
        rows.push({ ...indicator, kpiSite: row.id, siteName: row.name });
      }
    }
    return rows;
  }

  async details(request: FastifyRequest, siteId: string, year: number | undefined): Promise<KpiDetails> {
    const row = await this.existing(siteId);
    const shown = year ?? (await store.lastWeekWithValues(this.db, siteId))?.year ?? this.currentWeek(row).year;
    const values = asWeekValues(await store.valuesOfYear(this.db, siteId, shown));
    const weeks = [...new Set(values.map((v) => v.calendarWeek))].sort((a, b) => b - a);
    const { performanceIndicator: _, ...site } = await this.site(request, row, undefined);
    return {
      site,
      year: shown,
      weeks: weeks.map((calendarWeek) => ({
        year: shown,
        calendarWeek,
        performanceIndicator: indicatorsOfWeek(values, shown, calendarWeek, row.country),
      })),
    };
  }

  /** Every week of the current ISO year up to the current one, newest first, with its version. */
  async editOverview(request: FastifyRequest, siteId: string, year: number | undefined): Promise<KpiEditOverview> {
    const row = await this.existing(siteId);
    requireEditable(request, siteId);
    const current = this.currentWeek(row);
    const shown = year ?? current.year;
    if (shown > current.year) throw future();
    const last = shown === current.year ? current.calendarWeek : isoWeeksIn(shown);
    const stored = new Map((await store.weeksOfYear(this.db, siteId, shown)).map((w) => [w.calendarWeek, w.version]));
    const withValues = new Set((await store.valuesOfYear(this.db, siteId, shown)).map((v) => v.calendarWeek));
    const weeks = [];
    for (let calendarWeek = last; calendarWeek >= 1; calendarWeek--) {
      weeks.push({
        year: shown,
        calendarWeek,
        hasValues: withValues.has(calendarWeek),
        version: stored.get(calendarWeek) ?? 0,
      });
    }
    return { kpiSite: siteId, weeks };
  }

  async maxCalendarweek(siteId: string): Promise<KpiWeekRef> {
    await this.existing(siteId);
    const last = await store.lastWeekWithValues(this.db, siteId);
    if (!last) throw notFound('week with values');
    return last;
  }

  /** A week to edit; a KPI without a target of its own shows the one carried over from an earlier week. */
  async week(
    request: FastifyRequest,
    siteId: string,
    calendarWeek: number,
    year: number | undefined,
  ): Promise<KpiWeek> {
    const row = await this.existing(siteId);
    requireEditable(request, siteId);
    const ref = this.checkedWeek(row, calendarWeek, year ?? this.currentWeek(row).year);
    const upTo = asDated(await store.valuesUpTo(this.db, siteId, ref));
    const stored = new Map(upTo.filter((v) => compareWeeks(v, ref) === 0).map((v) => [v.kpi, v]));
    return {
      kpiSite: siteId,
      ...ref,
      version: await store.weekVersion(this.db, siteId, ref.year, ref.calendarWeek),
      values: (Object.keys(KPI_RULES) as KpiName[]).map((kpi) => {
        const target = targetOf(upTo, kpi, ref);
        return {
          kpi,
          unit: KPI_RULES[kpi].unit,
          targetValue: target.targetValue,
          targetCarriedFrom: target.from,
          actualValue: stored.get(kpi)?.actualValue ?? null,
        };
      }),
    };
  }

  /** Each KPI over the last `weeks` ISO weeks up to the site's current one, with the target band. */
  async trend(siteId: string, weeks: number): Promise<KpiTrend> {
    const row = await this.existing(siteId);
    const last = this.currentWeek(row);
    const range = weeksUpTo(last, weeks);
    const values = asDated(await store.valuesUpTo(this.db, siteId, last));
    return { kpiSite: siteId, name: row.name, weeks: range, series: trendSeries(values, range) };
  }

  async history(siteId: string, calendarWeek: number, year: number | undefined): Promise<KpiHistoryEntry[]> {
    const row = await this.existing(siteId);
    const ref = this.checkedWeek(row, calendarWeek, year ?? this.currentWeek(row).year);
    return (await store.history(this.db, siteId, ref.year, ref.calendarWeek)).map((h) => ({
      id: h.id,
      kpi: h.kpi as KpiName,
      unit: KPI_RULES[h.kpi as KpiName].unit,
      targetValueBefore: h.targetValueBefore,
      targetValueAfter: h.targetValueAfter,
      actualValueBefore: h.actualValueBefore,
      actualValueAfter: h.actualValueAfter,
      timestamp: h.changedAt.toISOString(),
      user: h.userName,
    }));
  }

  /**
   * Writes the week's values and one history row per changed KPI in one transaction, under the
   * week's row lock; refuses with 412 when the week changed since the version the client read.
   * Returns the new version.
   */
  async update(
    request: FastifyRequest,
    siteId: string,
    ref: KpiWeekRef,
    input: KpiUpdate,
    expected: ReadonlySet<Version>,
  ): Promise<Version> {
    const row = await this.existing(siteId);
    requireEditable(request, siteId);
    this.checkedWeek(row, ref.calendarWeek, ref.year);
    const userId = currentUserId(request);
    const claims = identityOf(request).access.subject.claims;
    const userName =
      [claims.given_name, claims.family_name].filter(Boolean).join(' ') || claims.preferred_username || userId;
    return this.db.transaction(async (tx) => {
      const version = await store.lockWeek(tx, siteId, ref.year, ref.calendarWeek);
      assertCurrent(expected, version);
      const before = new Map((await store.valuesOfWeek(tx, siteId, ref.year, ref.calendarWeek)).map((v) => [v.kpi, v]));
      const values = input.values.map((v) => ({
        kpi: v.kpi,
        unit: KPI_RULES[v.kpi].unit,
        targetValue: v.targetValue,
        actualValue: v.actualValue,
      }));
      const changes = values.flatMap((v) => {
        const old = before.get(v.kpi);
        const targetBefore = old?.targetValue ?? null;
        const actualBefore = old?.actualValue ?? null;
        if (targetBefore === v.targetValue && actualBefore === v.actualValue) return [];
        return [
          {
            siteId,
            year: ref.year,
            calendarWeek: ref.calendarWeek,
            kpi: v.kpi,
            unit: v.unit,
            targetValueBefore: targetBefore,
            targetValueAfter: v.targetValue,
            actualValueBefore: actualBefore,
            actualValueAfter: v.actualValue,
            userId,
            userName,
          },
        ];
      });
      return store.writeWeek(tx, { siteId, ...ref }, values, changes);
    });
  }

  private async site(request: FastifyRequest, row: store.SiteRow, shown: KpiWeekRef | undefined): Promise<KpiSite> {
    const current = this.currentWeek(row);
    const values = shown ? asWeekValues(await store.valuesOfYear(this.db, row.id, shown.year)) : [];
    return {
      kpiSite: row.id,
      name: row.name,
      description: row.description,
      country: row.country,
      timeZone: row.timeZone,
      isEditable: mayEditSite(request, row.id),
      currentYear: current.year,
      currentCalendarWeek: current.calendarWeek,
      performanceIndicator: shown ? indicatorsOfWeek(values, shown.year, shown.calendarWeek, row.country) : [],
    };
  }

  private currentWeek(row: store.SiteRow): KpiWeekRef {
    return isoWeekAt(this.now(), row.timeZone);
  }

  private async existing(siteId: string): Promise<store.SiteRow> {
    const row = await store.site(this.db, siteId);
    if (!row) throw notFound('KPI site');
    return row;
  }

  /** A week that exists in its ISO year and has begun at the site. */
  private checkedWeek(row: store.SiteRow, calendarWeek: number, year: number): KpiWeekRef {
    if (calendarWeek > isoWeeksIn(year)) throw invalid('calendarweek', `${year} has ${isoWeeksIn(year)} ISO weeks`);
    const ref = { year, calendarWeek };
    if (compareWeeks(ref, this.currentWeek(row)) > 0) throw future();
    return ref;
  }
}

const future = () => invalid('calendarweek', 'the week has not begun yet at this site');
