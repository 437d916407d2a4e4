import type { CustomerFamilyMember, SalesCursor, SalesTotals } from '../../erp/gateway';
import { invalid } from '../../http/problem';

/**
 * The drill-down below a customer hierarchy's customers (docs/sales.md "Drill-down"): a head
 * office and its branch customers (`parent_number`). A head office's report is the customers'
 * report under the same filters, for the family's customers only (the gateway's `customers`); the
 * family is a handful of customers, relabelled and paged here as the gateway pages.
 */

/** A head office's family as the report shows it: each member's label names its city (a branch bears the head office's name). */
export interface HeadOfficeFamily {
  readonly number: string;
  readonly labels: ReadonlyMap<string, string>;
}

/**
 * The family of a head office the caller may see. A customer unknown, outside the caller's rows
 * or without branches is the same 400 `validation_failed` naming `HeadOffice`, so the answer tells
 * nothing about customers the caller may not see.
 */
export function headOfficeFamily(number: string, members: readonly CustomerFamilyMember[]): HeadOfficeFamily {
  const head = members.find((m) => m.number === number);
  const branches = members.filter((m) => m.parentNumber === number);
  if (!head || branches.length === 0) {
    throw invalid('querystring.HeadOffice', 'a head office with branch customers the caller may see');
  }
  return { number, labels: new Map([head, ...branches].map((m) => [m.number, `${m.name}, ${m.city}`])) };
}

/**
 * The customers' totals narrowed to the family: its rows in the gateway's order (largest value
 * first), relabelled, with the total and the number of groups over the family, and the page after
 * `after` of at most `size` rows.
 */
export function familyTotals(
  all: SalesTotals,
  family: HeadOfficeFamily,
  page: { readonly size: number; readonly after?: SalesCursor | undefined } | undefined,
): SalesTotals {
  const rows = all.rows
    .filter((r) => family.labels.has(r.key))
    .map((r) => ({ ...r, label: family.labels.get(r.key) ?? r.label }));
  const sum = (values: ReadonlyArray<number | null>) =>
    Math.round(values.reduce<number>((a, v) => a + (v ?? 0), 0) * 100) / 100;
  const compared = all.total.previous !== null;
  const total = { value: sum(rows.map((r) => r.value)), previous: compared ? sum(rows.map((r) => r.previous)) : null };
  if (!page) return { rows, total, groups: rows.length, next: null };
  const start = page.after ? rows.findIndex((r) => r.key === page.after!.key) + 1 : 0;
  const shown = rows.slice(start, start + page.size);
  const last = shown.at(-1);
  const next = start + page.size < rows.length && last ? { key: last.key, value: last.value.toFixed(2) } : null;
  return { rows: shown, total, groups: rows.length, next };
}

/** How many branches each customer on the page heads, for the rows of a report by customer. */
export function branchCounts(members: readonly CustomerFamilyMember[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of members) if (m.parentNumber) counts.set(m.parentNumber, (counts.get(m.parentNumber) ?? 0) + 1);
  return counts;
}
