import {
  KPI_NAMES,
  KPI_RULES,
  type KpiName,
  type KpiUnit,
  kpiState,
  type PerformanceIndicator,
  thursdayOf,
} from '@portal/contracts';

/** A KPI's values in one week, as stored. */
export interface WeekValue {
  readonly kpi: KpiName;
  readonly calendarWeek: number;
  readonly unit: KpiUnit;
  readonly targetValue: number | null;
  readonly actualValue: number | null;
}

/** The month an ISO week counts to: the month of its Thursday, so each week counts to exactly one month. */
export const monthOfWeek = (year: number, calendarWeek: number) => thursdayOf(year, calendarWeek).getUTCMonth() + 1;

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A month's value to date from its weeks: only weeks with an actual value count, for the actual
 * and the target alike, so a month compares like with like while it is still running. Volumes add
 * up, rates and times are the mean of the weeks.
 */
export function monthToDate(
  kpi: KpiName,
  weeks: readonly Pick<WeekValue, 'targetValue' | 'actualValue'>[],
): { actual: number | null; target: number | null } {
  const counted = weeks.filter((w) => w.actualValue !== null);
  if (counted.length === 0) return { actual: null, target: null };
  const aggregate = (values: number[]) => {
    const sum = values.reduce((a, b) => a + b, 0);
    return round(KPI_RULES[kpi].monthly === 'sum' ? sum : sum / values.length);
  };
  const targets = counted.map((w) => w.targetValue);
  return {
    actual: aggregate(counted.map((w) => w.actualValue!)),
    target: targets.every((t) => t !== null) ? aggregate(targets as number[]) : null,
  };
}

/** Every KPI of one week of a year's values, with the state of the week and of its month to date. */
export function indicatorsOfWeek(
  yearValues: readonly WeekValue[],
  year: number,
  calendarWeek: number,
  country: string,
): PerformanceIndicator[] {
  const month = monthOfWeek(year, calendarWeek);
  return KPI_NAMES.map((kpi) => {
    const ofKpi = yearValues.filter((v) => v.kpi === kpi);
    const week = ofKpi.find((v) => v.calendarWeek === calendarWeek);
    const monthWeeks = ofKpi.filter(
      (v) => v.calendarWeek <= calendarWeek && monthOfWeek(year, v.calendarWeek) === month,
    );
    const toDate = monthToDate(kpi, monthWeeks);
    const actual = week?.actualValue ?? null;
    const target = week?.targetValue ?? null;
    return {
      name: kpi,
      year,
      calendarWeek,
      unit: KPI_RULES[kpi].unit,
      week: actual,
      stateOfWeek: kpiState(kpi, actual, target),
      targetValue: target,
      monthOfYear: month,
      month: toDate.actual,
      monthTargetValue: toDate.target,
      stateOfMonth: kpiState(kpi, toDate.actual, toDate.target),
      country,
    };
  });
}
