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
 * (whole cents and thousandths, a grain per grouping), by customer and by material from the
 * running totals of migration 0053 where the filters allow; `source: 'facts'` reads the facts
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
 * The running totals of migration 0053, by customer and by material: the account's columns, and
 * whether a query may read them — only when its filters and row visibility need no column they
 * lack (else the month rollup answers).
 */
const CUMULATIVE: Partial<
  Record<Source, { table: SQL; keys: readonly string[]; serves: (q: SalesTotalsQuery) => boolean }>
> = {
  customer: {
    table: sql`erp.sales_cumulative_customer`,
    keys: ['customer_number', 'company_code', 'branch_code', 'country'],
    serves: (q) => onlyFilters(q.filters, ['isValid', 'companyCodes', 'branchCodes', 'countries']),
  },
  material: {
    table: sql`erp.sales_cumulative_material`,
    keys: ['material_number'],
    serves: (q) => onlyFilters(q.filters, ['isValid']) && !q.visibility.some((all) => all.length > 0),
  },
};
/** Each key figure's sum in the rollups and running totals: whole cents, or thousandths of a piece. */
const ROLLUP_COLUMNS = {
  NetSales: 'net_sales_cents',
  OrderIntake: 'order_intake_cents',
  Quantity: 'quantity_milli',
} as const;
/** Memory a report's grouping and sorting may use before it spills to disk. */
const WORK_MEM = '64MB';

function onlyFilters(filters: SalesFilters, allowed: ReadonlyArray<keyof SalesFilters>): boolean {
  return Object.entries(filters).every(
    ([name, value]) => allowed.includes(name as keyof SalesFilters) || !Array.isArray(value) || value.length === 0,
  );
}

/** The first day of the month before the given date's month. */
export function monthBefore(date: string): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
}

/** A column taken with its sign in a range (−1, 0 or 1), written out rather than multiplied. */
const times = (column: SQL, sign: number): SQL =>
  sign === 0 ? sql`0::bigint` : sign === 1 ? column : sign === -1 ? sql`-${column}` : sql`${column} * ${sign}`;

/**
 * The sums of the period and its comparison from the running totals: per account the total at
 * the range's last month less the one before its first. The months are read as they stand in the
 * table: a month after its last is the last (nothing has been sold since), a month before its
 * first has no row and counts zero. Each month's rows are read once, with the sign each range
 * gives them (the last twelve months' first month is also the previous year's last), and summed
 * per group: a union of at most four months, not joins of them (measured at 100,000 customers:
 * 240 ms against 425 ms for three hash joins).
 */
function cumulativeSums(
  source: Source,
  query: SalesTotalsQuery,
  before: { from: string; to: string } | undefined,
  visible: SQL[],
): SQL | undefined {
  const cumulative = CUMULATIVE[source];
  if (!cumulative?.serves(query)) return undefined;
  const prefix = query.filters.isValid ? '' : 'all_';
  const figure = sql.identifier(prefix + ROLLUP_COLUMNS[query.keyFigure]);
  const count = sql.identifier(`${prefix}fact_count`);
  const [periodEnd, periodStart] = [`${query.period.to.slice(0, 8)}01`, monthBefore(query.period.from)];
  const [beforeEnd, beforeStart] = before ? [`${before.to.slice(0, 8)}01`, monthBefore(before.from)] : [];
  const sign = (month: string, end: string | undefined, start: string | undefined) =>
    (month === end ? 1 : 0) - (month === start ? 1 : 0);
  const last = sql`(select max(month) from ${cumulative.table})`;
  const keys = sql.join(
    cumulative.keys.map((k) => sql.identifier(k)),
    sql`, `,
  );
  const months = [...new Set([periodEnd, periodStart, beforeEnd, beforeStart])].filter((m) => m !== undefined);
  const parts = months.flatMap((month) => {
    const current = sign(month, periodEnd, periodStart);
    const previous = sign(month, beforeEnd, beforeStart);
    if (current === 0 && previous === 0) return [];
    return [
      sql`select ${keys}, ${times(sql`s.${figure}`, current)} as current, ${times(sql`s.${figure}`, previous)} as previous,
            ${times(sql`s.${count}`, current + previous)} as facts
          from ${cumulative.table} s
          where ${sql.join([sql`s.month = least(${month}::date, ${last})`, ...visible], sql` and `)}`,
    ];
  });
  return sql`(${sql.join(parts, sql` union all `)})`;
}

const c = (name: string) => sql`s.${sql.identifier(name)}`;

/** The summed amount: whole cents (or thousandths of a piece) in either source. */
function amountOf(source: Source, keyFigure: SalesTotalsQuery['keyFigure']): SQL {
  const facts = { NetSales: 'net_sales', OrderIntake: 'order_intake', Quantity: 'quantity' } as const;
  if (source !== 'facts') return c(ROLLUP_COLUMNS[keyFigure]);
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
  const previous = before
    ? sql`round(coalesce(sum(${amount}) filter (where ${between(before.from, before.to)}), 0) * ${factor}, 2)`
    : sql`null::numeric`;
  const running = cumulativeSums(source, query, before, [
    visibleSales(query.visibility),
    ...salesFilters({ ...query.filters, isValid: false }),
  ]);
  // The running totals' keys compare byte-wise; the answer's keys are compared, ordered and
  // looked up (the page's names) in the database's collation, as every other source's.
  const actual = running
    ? sql`select ${key} collate "default" as key, round(sum(s.current) * ${factor}, 2) as value,
             ${before ? sql`round(sum(s.previous) * ${factor}, 2)` : sql`null::numeric`} as previous
          from ${running} s
          group by 1
          having sum(s.facts) > 0`
    : sql`select ${key} as key,
                 round(coalesce(sum(${amount}) filter (where ${inPeriod}), 0) * ${factor}, 2) as value,
                 ${previous} as previous
          from ${TABLES[source]} s
          where ${sql.join(
            [
              visibleSales(query.visibility),
              before ? sql`(${inPeriod} or ${between(before.from, before.to)})` : inPeriod,
              ...salesFilters(query.filters),
            ],
            sql` and `,
          )}
          group by 1
          having ${source === 'facts' ? sql`true` : sql`sum(${c('fact_count')}) > 0`}`;
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
  // process: a parallel plan (partial groups sorted and merged) took half as long again. Without JIT:
  // compiling the statement's expressions took 60 ms of a 300 ms report at 10 M facts and
  // gained nothing back over some hundred thousand rollup rows.
  const found = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('work_mem', ${WORK_MEM}, true), set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
    );
    return rows<Row>(
      tx,
      sql`with actual as (${actual}
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
