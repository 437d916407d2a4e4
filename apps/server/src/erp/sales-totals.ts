import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rows } from '../db/client';
import { anyAllHoldFilter } from '../modules/access/service';
import type { SalesCursor, SalesFilters, SalesTotals, SalesTotalsQuery, Visibility } from './gateway';

/**
 * Sales performance totals (docs/sales.md) in one statement: every group's value over the period,
 * and its comparison (the same months a year earlier, or the budget) in the same pass, the sums
 * over all groups, and one page of groups in the answer's order (keyset paging: the page after
 * the last group of the page before). The groups come from the monthly rollups of migration 0034
 * (whole cents and thousandths, a grain per grouping), by customer and by material also from the
 * quarter rollups of migration 0039 for the whole quarters of a range; `source: 'facts'` reads the facts
 * themselves, the reference the rollups are tested against. Only fixed column names and bound
 * values enter the SQL.
 */

type Source = 'month' | 'customer' | 'material' | 'facts';

const TABLES: Record<Source, SQL> = {
  month: sql`erp.sales_rollup_month`,
  customer: sql`erp.sales_rollup_customer`,
  material: sql`erp.sales_rollup_material`,
  facts: sql`erp.sales_fact`,
};

/**
 * The quarter rollups of migration 0039, by customer and by material: the columns besides the
 * sums, and whether a query may read them — only when its filters and row visibility need no
 * column they lack (else the month rollup answers alone).
 */
const QUARTERS: Partial<
  Record<Source, { table: SQL; columns: readonly string[]; serves: (q: SalesTotalsQuery) => boolean }>
> = {
  customer: {
    table: sql`erp.sales_rollup_customer_quarter`,
    columns: ['company_code', 'branch_code', 'country', 'is_valid', 'customer_number'],
    serves: (q) => onlyFilters(q.filters, ['isValid', 'companyCodes', 'branchCodes', 'countries']),
  },
  material: {
    table: sql`erp.sales_rollup_material_quarter`,
    columns: ['is_valid', 'material_number'],
    serves: (q) => onlyFilters(q.filters, ['isValid']) && !q.visibility.some((all) => all.length > 0),
  },
};
/** Memory a report's grouping and sorting may use before it spills to disk. */
const WORK_MEM = '64MB';
const SUMS = ['net_sales_cents', 'order_intake_cents', 'quantity_milli', 'fact_count'] as const;

function onlyFilters(filters: SalesFilters, allowed: ReadonlyArray<keyof SalesFilters>): boolean {
  return Object.entries(filters).every(
    ([name, value]) => allowed.includes(name as keyof SalesFilters) || !Array.isArray(value) || value.length === 0,
  );
}

const monthIndex = (date: string) =>
  Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + (date.slice(8, 10) > '01' ? 1 : 0);
const monthOf = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`;

/**
 * The months of the ranges as whole quarters where a quarter lies within the months asked for
 * and within or outside each range, and single months for the rest (the ranges' edges).
 */
export function quartersAndMonths(ranges: ReadonlyArray<{ from: string; to: string }>): {
  quarters: string[];
  months: string[];
} {
  const spans = ranges.map((r) => [monthIndex(r.from), monthIndex(`${r.to.slice(0, 7)}-01`)] as const);
  const asked = new Set<number>();
  for (const [first, last] of spans) for (let i = first; i <= last; i++) asked.add(i);
  const quarters: string[] = [];
  const covered = new Set<number>();
  for (const i of [...asked].sort((a, b) => a - b)) {
    if (i % 3 !== 0) continue;
    const three = [i, i + 1, i + 2];
    const whole = three.every((m) => asked.has(m));
    const aligned = spans.every(([first, last]) => {
      const inside = three.filter((m) => m >= first && m <= last).length;
      return inside === 0 || inside === 3;
    });
    if (!whole || !aligned) continue;
    quarters.push(monthOf(i));
    for (const m of three) covered.add(m);
  }
  const months = [...asked]
    .filter((i) => !covered.has(i))
    .sort((a, b) => a - b)
    .map(monthOf);
  return { quarters, months };
}

/**
 * Where the sums come from: the source's table, or for a customer or material report whose
 * ranges hold a whole quarter, that quarter's rows and the month rows of the rest — then only
 * the months asked for (`exact`), and the statement need not test the ranges again (which made
 * the planner combine two bitmaps rather than read the covering index alone).
 */
function fromOf(
  source: Source,
  query: SalesTotalsQuery,
  ranges: ReadonlyArray<{ from: string; to: string }>,
): { from: SQL; exact: boolean } {
  const quarter = QUARTERS[source];
  const whole = { from: sql`${TABLES[source]} s`, exact: false };
  if (!quarter?.serves(query)) return whole;
  const { quarters, months } = quartersAndMonths(ranges);
  if (quarters.length === 0) return whole;
  const list = (dates: string[]) =>
    sql.join(
      dates.map((d) => sql`${d}::date`),
      sql`, `,
    );
  const columns = sql.join(
    [...quarter.columns, ...SUMS].map((name) => sql.identifier(name)),
    sql`, `,
  );
  const edges = months.length
    ? sql`select month, ${columns} from ${TABLES[source]} where month in (${list(months)}) union all `
    : sql``;
  return {
    from: sql`(${edges}select quarter as month, ${columns} from ${quarter.table} where quarter in (${list(quarters)})) s`,
    exact: true,
  };
}

const c = (name: string) => sql`s.${sql.identifier(name)}`;

/** The summed amount: whole cents (or thousandths of a piece) in either source. */
function amountOf(source: Source, keyFigure: SalesTotalsQuery['keyFigure']): SQL {
  const rollup = {
    NetSales: 'net_sales_cents',
    OrderIntake: 'order_intake_cents',
    Quantity: 'quantity_milli',
  } as const;
  const facts = { NetSales: 'net_sales', OrderIntake: 'order_intake', Quantity: 'quantity' } as const;
  if (source !== 'facts') return c(rollup[keyFigure]);
  return sql`${c(facts[keyFigure])} * ${sql.raw(keyFigure === 'Quantity' ? '1000' : '100')}`;
}

function sourceOf(query: SalesTotalsQuery): Source {
  if (query.source === 'facts') return 'facts';
  if (query.grouping === 'Customer') return 'customer';
  if (query.grouping === 'Material') return 'material';
  return 'month';
}

const GROUP_KEYS: Record<Exclude<SalesTotalsQuery['grouping'], 'Month'>, SQL> = {
  Customer: c('customer_number'),
  Material: c('material_number'),
  Branch: sql`${c('company_code')} || '/' || ${c('branch_code')}`,
  CompanyCode: c('company_code'),
  Country: c('country'),
  MarketArea: c('market_area'),
  CustomerHierarchy: c('customer_hierarchy'),
};

/** The label of a group, joined to the page only. */
const LABELS: Record<SalesTotalsQuery['grouping'], { join: SQL; label: SQL }> = {
  Month: { join: sql``, label: sql`p.key` },
  // A page's names are looked up one key at a time: the planner, not knowing how few groups the
  // page keeps, hashed all 100,000 customers for a page of 1,000 (66 ms of a 10 M-fact report).
  Customer: {
    join: sql``,
    label: sql`coalesce((select l.name from erp.customer l where l.number = p.key), p.key)`,
  },
  Material: {
    join: sql``,
    label: sql`coalesce((select l.name from erp.material_text l where l.material_number = p.key and l.language = 'de'), p.key)`,
  },
  Branch: {
    join: sql`left join erp.branch l on l.company_code = split_part(p.key, '/', 1) and l.code = split_part(p.key, '/', 2)`,
    label: sql`coalesce(l.name, split_part(p.key, '/', 2))`,
  },
  CompanyCode: { join: sql`left join erp.company_code l on l.code = p.key`, label: sql`coalesce(l.name, p.key)` },
  Country: { join: sql``, label: sql`p.key` },
  MarketArea: { join: sql``, label: sql`p.key` },
  CustomerHierarchy: { join: sql``, label: sql`p.key` },
};

export const visibleSales = (visibility: Visibility): SQL =>
  anyAllHoldFilter(visibility, {
    companyCode: c('company_code'),
    branchCode: c('branch_code'),
    country: c('country'),
  });

const oneOf = (column: string, values: readonly string[] | undefined): SQL | undefined =>
  values?.length
    ? sql`${c(column)} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : undefined;

export function salesFilters(filters: SalesFilters): SQL[] {
  return [
    oneOf('company_code', filters.companyCodes),
    oneOf('branch_code', filters.branchCodes),
    oneOf('country', filters.countries),
    oneOf('market_area', filters.marketAreas),
    oneOf('partner_company', filters.partnerCompanies),
    oneOf('customer_hierarchy', filters.customerHierarchies),
    oneOf('territory_ht', filters.territoriesHT),
    oneOf('territory_san', filters.territoriesSAN),
    oneOf('region_ht', filters.regionsHT),
    oneOf('region_san', filters.regionsSAN),
    filters.isValid ? sql`${c('is_valid')}` : undefined,
  ].filter((x): x is SQL => x !== undefined);
}

const between = (from: string, to: string) => sql`${c('month')} between ${from}::date and ${to}::date`;

interface Row {
  key: string;
  label: string;
  value: string;
  previous: string | null;
  all_value: string;
  all_previous: string | null;
  groups: number;
}

export async function salesTotals(db: DbOrTx, query: SalesTotalsQuery): Promise<SalesTotals> {
  const source = sourceOf(query);
  const amount = amountOf(source, query.keyFigure);
  const { from, to } = query.period;
  const before = query.compare?.kind === 'PreviousYear' ? query.compare : undefined;
  // Cents to the currency at the budget rate; thousandths of a piece to pieces.
  const factor =
    query.keyFigure === 'Quantity'
      ? sql`0.001`
      : sql`(select per_euro / 100 from erp.exchange_rate where currency = ${query.currency})`;
  const key =
    query.grouping === 'Month'
      ? before
        ? sql`to_char(case when ${c('month')} >= ${from}::date then ${c('month')} else (${c('month')} + interval '1 year')::date end, 'YYYY-MM')`
        : sql`to_char(${c('month')}, 'YYYY-MM')`
      : GROUP_KEYS[query.grouping];
  const inPeriod = between(from, to);
  const read = fromOf(source, query, before ? [query.period, before] : [query.period]);
  const previous = before
    ? sql`round(coalesce(sum(${amount}) filter (where ${between(before.from, before.to)}), 0) * ${factor}, 2)`
    : sql`null::numeric`;
  const byMonth = query.grouping === 'Month';
  const order = byMonth ? sql`key` : sql`value desc, key`;
  const pageOrder = byMonth ? sql`p.key` : sql`p.value desc, p.key`;
  const after = query.page?.after;
  const keyset = !after
    ? sql`true`
    : byMonth
      ? sql`key > ${after.key}`
      : sql`(value < ${after.value}::numeric or (value = ${after.value}::numeric and key > ${after.key}))`;
  const limit = query.page ? sql`limit ${query.page.size + 1}` : sql``;
  const labels = LABELS[query.grouping];
  const budget = budgetOf(query, factor);
  // Tens of thousands of customers or materials are grouped in memory, not spilled to disk at the
  // default work_mem of 4 MB (measured: 67,000 customers spilled 7 MB in five batches), and in one
  // process: the planner cannot foresee how many groups a union of month and quarter rows makes,
  // and its parallel plan (partial groups sorted and merged) took half as long again. Without JIT:
  // compiling the statement's expressions took 60 ms of a 300 ms report at 10 M facts and
  // gained nothing back over some hundred thousand rollup rows.
  const found = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('work_mem', ${WORK_MEM}, true), set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
    );
    return rows<Row>(
      tx,
      sql`with actual as (
          select ${key} as key,
                 round(coalesce(sum(${amount}) filter (where ${inPeriod}), 0) * ${factor}, 2) as value,
                 ${previous} as previous
          from ${read.from}
          where ${sql.join(
            [
              visibleSales(query.visibility),
              read.exact ? sql`true` : before ? sql`(${inPeriod} or ${between(before.from, before.to)})` : inPeriod,
              ...salesFilters(query.filters),
            ],
            sql` and `,
          )}
          group by 1
          having ${source === 'facts' ? sql`true` : sql`sum(${c('fact_count')}) > 0`}
        ), groups as (
          ${
            budget
              ? sql`select coalesce(a.key, b.key) as key, coalesce(a.value, 0) as value, b.previous
                    from actual a full join (${budget}) b on b.key = a.key`
              : sql`select * from actual`
          }
        ), totals as (
          select sum(value) as all_value, sum(previous) as all_previous, count(*)::int as groups from groups
        ), page as (
          select * from groups where ${keyset} order by ${order} ${limit}
        )
        select p.key, ${labels.label} as label, p.value::text, p.previous::text, t.all_value::text,
               t.all_previous::text, t.groups
        from page p cross join totals t ${labels.join}
        order by ${pageOrder}`,
    );
  });
  const more = query.page !== undefined && found.length > query.page.size;
  const shown = more ? found.slice(0, query.page!.size) : found;
  const last = shown.at(-1);
  const next: SalesCursor | null = more && last ? { key: last.key, value: last.value } : null;
  const first = found[0];
  return {
    rows: shown.map((r) => ({
      key: r.key,
      label: r.label,
      value: Number(r.value),
      previous: r.previous === null ? null : Number(r.previous),
    })),
    total: {
      value: first ? Number(first.all_value) : 0,
      previous: before || budget ? (first ? Number(first.all_previous) : 0) : null,
    },
    groups: first?.groups ?? 0,
    next,
  };
}

/** Groupings the budget can be cut by: it is planned per month, company code and branch. */
const BUDGET_KEYS: Partial<Record<SalesTotalsQuery['grouping'], SQL>> = {
  Month: sql`to_char(b.month, 'YYYY-MM')`,
  CompanyCode: sql`b.company_code`,
  Branch: sql`b.company_code || '/' || b.branch_code`,
  Country: sql`k.country`,
};

/**
 * The budget per group over the period, as the comparison: net sales only, by a grouping the
 * budget is planned by, and without filters it is not planned by (market area, partner company,
 * customer hierarchy, territories, regions) — otherwise there is none (undefined).
 */
function budgetOf(query: SalesTotalsQuery, factor: SQL): SQL | undefined {
  const key = BUDGET_KEYS[query.grouping];
  const f = query.filters;
  const unplanned = [
    f.marketAreas,
    f.partnerCompanies,
    f.customerHierarchies,
    f.territoriesHT,
    f.territoriesSAN,
    f.regionsHT,
    f.regionsSAN,
  ].some((values) => values?.length);
  if (query.compare?.kind !== 'Budget' || query.keyFigure !== 'NetSales' || !key || unplanned) return undefined;
  const b = (name: string) => sql`b.${sql.identifier(name)}`;
  const among = (column: SQL, values: readonly string[] | undefined) =>
    values?.length
      ? sql`${column} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql`true`;
  return sql`select ${key} as key, null::numeric as value, round(sum(b.net_sales * 100) * ${factor}, 2) as previous
    from erp.sales_budget b join erp.company_code k on k.code = b.company_code
    where b.month between ${query.period.from}::date and ${query.period.to}::date
      and ${anyAllHoldFilter(query.visibility, { companyCode: b('company_code'), branchCode: b('branch_code'), country: sql`k.country` })}
      and ${among(b('company_code'), f.companyCodes)} and ${among(b('branch_code'), f.branchCodes)}
      and ${among(sql`k.country`, f.countries)}
    group by 1`;
}
