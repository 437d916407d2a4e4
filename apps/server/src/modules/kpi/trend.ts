import {
  compareWeeks,
  isoWeeksIn,
  KPI_NAMES,
  KPI_RULES,
  type KpiName,
  type KpiTrend,
  type KpiWeekRef,
  kpiState,
  kpiTargetBand,
} from '@portal/contracts';

/** A stored value with its week. */
export interface DatedValue {
  readonly year: number;
  readonly calendarWeek: number;
  readonly kpi: KpiName;
  readonly targetValue: number | null;
  readonly actualValue: number | null;
}

/** The ISO week before `week`. */
export function previousWeek(week: KpiWeekRef): KpiWeekRef {
  return week.calendarWeek > 1
    ? { year: week.year, calendarWeek: week.calendarWeek - 1 }
    : { year: week.year - 1, calendarWeek: isoWeeksIn(week.year - 1) };
}

/** The `count` ISO weeks up to and including `last`, oldest first. */
export function weeksUpTo(last: KpiWeekRef, count: number): KpiWeekRef[] {
  const weeks = [last];
  while (weeks.length < count) weeks.unshift(previousWeek(weeks[0]!));
  return weeks;
}

/**
 * A KPI's target in a week: its own, else the last one set in an earlier week (targets carry over
 * to a new week until someone changes them). `from` names the week it came from when carried.
 */
export function targetOf(
  values: readonly DatedValue[],
  kpi: KpiName,
  week: KpiWeekRef,
): { targetValue: number | null; from: KpiWeekRef | null } {
  let found: DatedValue | undefined;
  for (const v of values) {
    if (v.kpi !== kpi || v.targetValue === null || compareWeeks(v, week) > 0) continue;
    if (!found || compareWeeks(v, found) > 0) found = v;
  }
  if (!found) return { targetValue: null, from: null };
  const own = compareWeeks(found, week) === 0;
  return {
    targetValue: found.targetValue,
    from: own ? null : { year: found.year, calendarWeek: found.calendarWeek },
  };
}

/** Each KPI over `weeks` (oldest first): actual, the target in force, its band and the light. */
export function trendSeries(values: readonly DatedValue[], weeks: readonly KpiWeekRef[]): KpiTrend['series'] {
  return KPI_NAMES.map((kpi) => {
    const own = values.filter((v) => v.kpi === kpi).sort(compareWeeks);
    let index = 0;
    let target: number | null = null;
    const points = weeks.map((week) => {
      let actual: number | null = null;
      // One pass: the stored values are sorted, so the target in force is the last one seen.
      while (index < own.length && compareWeeks(own[index]!, week) <= 0) {
        const v = own[index]!;
        if (v.targetValue !== null) target = v.targetValue;
        if (compareWeeks(v, week) === 0) actual = v.actualValue;
        index++;
      }
      const band = kpiTargetBand(kpi, target);
      return {
        year: week.year,
        calendarWeek: week.calendarWeek,
        actualValue: actual,
        targetValue: target,
        bandFrom: band?.from ?? null,
        bandTo: band?.to ?? null,
        state: kpiState(kpi, actual, target),
      };
    });
    return { kpi, unit: KPI_RULES[kpi].unit, higherIsBetter: KPI_RULES[kpi].higherIsBetter, points };
  });
}
