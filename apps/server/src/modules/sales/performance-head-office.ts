import type { CustomerFamilyMember, SalesTotals } from '../../erp/gateway';
import { invalid } from '../../http/problem';

/**
 * The drill-down below a customer hierarchy's customers (docs/sales.md "Drill-down"): a head
 * office and its branch customers (`parent_number`). A head office's report is the customers'
 * report under the same filters, for the family's customers only (the gateway's `customers`); the
 * gateway totals, sums and pages them; here each row is named with its city.
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

/** The family's report as the gateway answered it (its customers only), each row named with its city. */
export function relabelled(totals: SalesTotals, family: HeadOfficeFamily): SalesTotals {
  return { ...totals, rows: totals.rows.map((r) => ({ ...r, label: family.labels.get(r.key) ?? r.label })) };
}

/** How many branches each customer on the page heads, for the rows of a report by customer. */
export function branchCounts(members: readonly CustomerFamilyMember[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of members) if (m.parentNumber) counts.set(m.parentNumber, (counts.get(m.parentNumber) ?? 0) + 1);
  return counts;
}
