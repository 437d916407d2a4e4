import type { SalesFilters, SalesPerformanceFilterValues } from '../../erp/gateway';
import { invalid } from '../../http/problem';

/** The list filters of the report, each with its API parameter (the spec's name) and the values `/filter` lists for it. */
const FILTERS = {
  companyCodes: { parameter: 'CompCode', known: (v) => v.companyCodes.map((c) => c.key) },
  branchCodes: { parameter: 'Branchcode', known: (v) => v.branches.map((b) => b.key) },
  countries: { parameter: 'Country', known: (v) => v.countries },
  marketAreas: { parameter: 'MarketArea', known: (v) => v.marketAreas },
  partnerCompanies: { parameter: 'PartnerCompany', known: (v) => v.partnerCompanies },
  customerHierarchies: { parameter: 'CustomerHierarchy', known: (v) => v.customerHierarchies },
  territoriesHT: { parameter: 'TerritoryHT', known: (v) => v.territoriesHT },
  territoriesSAN: { parameter: 'TerritorySAN', known: (v) => v.territoriesSAN },
  regionsHT: { parameter: 'RegionHT', known: (v) => v.regionsHT },
  regionsSAN: { parameter: 'RegionSAN', known: (v) => v.regionsSAN },
} as const satisfies Record<
  Exclude<keyof SalesFilters, 'isValid'>,
  { parameter: string; known: (values: SalesPerformanceFilterValues) => readonly string[] }
>;

/** Whether any list filter holds a value (only then are the values worth checking). */
export const filtersChosen = (filters: SalesFilters): boolean =>
  Object.keys(FILTERS).some((name) => (filters[name as keyof typeof FILTERS]?.length ?? 0) > 0);

/**
 * Refuses a filter value that is not among those the caller may see (400 `validation_failed`
 * naming the parameter and the value). A value outside the caller's rows is refused exactly
 * like one that does not exist, so the answer tells nothing about rows the caller may not see.
 */
export function assertKnownFilterValues(filters: SalesFilters, values: SalesPerformanceFilterValues): void {
  for (const [name, { parameter, known }] of Object.entries(FILTERS)) {
    const chosen = filters[name as keyof typeof FILTERS];
    if (!chosen?.length) continue;
    const offered = new Set<string>(known(values));
    const unknown = chosen.find((v) => !offered.has(v));
    if (unknown !== undefined) throw invalid(`querystring.${parameter}`, `not a value of ${parameter}: ${unknown}`);
  }
}

/**
 * The filter values per caller visibility, kept until the sales data is released again: they
 * change only with the facts, and listing them takes a dozen statements a report should not pay
 * for each time. At most `size` visibilities are kept, the longest unused dropped first.
 */
export class FilterValuesCache {
  private readonly entries = new Map<string, { release: string | null; values: SalesPerformanceFilterValues }>();

  constructor(private readonly size = 200) {}

  async get(
    visibility: unknown,
    release: string | null,
    load: () => Promise<SalesPerformanceFilterValues>,
  ): Promise<SalesPerformanceFilterValues> {
    const key = JSON.stringify(visibility);
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && kept.release === release) {
      this.entries.set(key, kept);
      return kept.values;
    }
    const values = await load();
    this.entries.set(key, { release, values });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return values;
  }
}
