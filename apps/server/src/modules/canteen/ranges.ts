import { canteenDate, MAX_CANTEEN_RANGE_DAYS } from '@portal/contracts';
import { z } from 'zod';

/**
 * `dateRange` of the spec's list and export calls: `?dateRange=2025-03-03&dateRange=2025-03-07`
 * (first and last day, both included) or one day. Days are the canteen's calendar days.
 */
export const dateRangeQuery = z
  .object({
    dateRange: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z.array(canteenDate).min(1).max(2),
    ),
  })
  .transform(({ dateRange }) => ({ from: dateRange[0]!, to: dateRange[1] ?? dateRange[0]! }))
  .refine(({ from, to }) => from <= to, { path: ['dateRange'], message: 'the first day comes before the last' })
  .refine(({ from, to }) => daysBetween(from, to) < MAX_CANTEEN_RANGE_DAYS, {
    path: ['dateRange'],
    message: `at most ${MAX_CANTEEN_RANGE_DAYS} days`,
  });

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** The first and last day of a month such as 2025-02. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
