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
 * (whole cents and thousandths, a grain per grouping); `source: 'facts'` reads the facts
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
  Customer: {
    join: sql`left join erp.customer l on l.number = p.key`,
    label: sql`coalesce(l.name, p.key)`,
  },
  Material: {
    join: sql`left join erp.material_text l on l.material_number = p.key and l.language = 'de'`,
    label: sql`coalesce(l.name, p.key)`,
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
      : sql`(select per_euro from erp.exchange_rate where currency = ${query.currency}) / 100`;
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
  const found = await rows<Row>(
    db,
    sql`with groups as (
          select ${key} as key,
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
          having ${source === 'facts' ? sql`true` : sql`sum(${c('fact_count')}) > 0`}
        ), ranked as (
          select g.*, sum(value) over () as all_value, sum(previous) over () as all_previous,
                 (count(*) over ())::int as groups
          from groups g
        ), page as (
          select * from ranked where ${keyset} order by ${order} ${limit}
        )
        select p.key, ${labels.label} as label, p.value::text, p.previous::text, p.all_value::text,
               p.all_previous::text, p.groups
        from page p ${labels.join}
        order by ${pageOrder}`,
  );
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
      previous: before ? (first ? Number(first.all_previous) : 0) : null,
    },
    groups: first?.groups ?? 0,
    next,
  };
}
