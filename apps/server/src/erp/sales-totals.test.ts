import { SALES_CURRENCIES, SALES_GROUPINGS, SALES_KEY_FIGURES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../db/client';
import { createTestDatabase } from '../testing/database';
import { type SalesTotals, type SalesTotalsQuery, SHOWS_EVERYTHING } from './gateway';
import { PgErpGateway } from './pg-gateway';
import { monthBefore, rowsToRead } from './sales-totals';

/**
 * The monthly rollups (migration 0034) answer sales performance instead of the facts: every
 * answer must equal the one summed from the facts themselves, on the same data, for every
 * grouping, key figure, currency, comparison, filter and page; also after facts are added,
 * changed and removed (the trigger) and after a rebuild.
 */
describe('sales totals from the rollups equal the facts’ (embedded database and PostgreSQL server)', () => {
  let database: Database;
  let erp: PgErpGateway;
  let last: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    erp = new PgErpGateway(database.db);
    const [row] = await rows<{ last: string }>(database.db, sql`select max(month)::text as last from erp.sales_fact`);
    last = row!.last;
  });
  afterAll(() => database.close());

  const monthsBefore = (month: string, n: number) => {
    const d = new Date(`${month}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
  };
  const query = (over: Partial<SalesTotalsQuery> = {}): SalesTotalsQuery => ({
    keyFigure: 'NetSales',
    currency: 'EUR',
    grouping: 'Month',
    period: { from: monthsBefore(last, 11), to: last },
    compare: { kind: 'PreviousYear', from: monthsBefore(last, 23), to: monthsBefore(last, 12) },
    filters: { isValid: true },
    visibility: SHOWS_EVERYTHING,
    ...over,
  });
  const both = async (q: SalesTotalsQuery): Promise<[SalesTotals, SalesTotals]> => [
    await erp.salesTotals(q),
    await erp.salesTotals({ ...q, source: 'facts' }),
  ];

  it('for every grouping, key figure and currency, with and without the previous year', async () => {
    for (const grouping of SALES_GROUPINGS) {
      for (const keyFigure of SALES_KEY_FIGURES) {
        for (const currency of SALES_CURRENCIES) {
          for (const compare of [undefined, query().compare]) {
            const q = query({ grouping, keyFigure, currency, compare });
            const [rollups, facts] = await both(q);
            expect(rollups, `${grouping} ${keyFigure} ${currency} ${compare?.kind}`).toEqual(facts);
            expect(rollups.rows.length).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('under filters, all postings, a restricted visibility and a single month', async () => {
    const cases: Array<Partial<SalesTotalsQuery>> = [
      { filters: { isValid: false } },
      { grouping: 'Customer', filters: { isValid: true, companyCodes: ['2000', '3000'], marketAreas: ['HT'] } },
      {
        grouping: 'Material',
        filters: { isValid: true, countries: ['DE'], customerHierarchies: ['KH-GH Großhandel'] },
      },
      { grouping: 'Branch', filters: { isValid: true, partnerCompanies: ['1000', '2000'] } },
      { grouping: 'Country', filters: { isValid: true, regionsSAN: ['SAN-DE', 'SAN-FR'] } },
      { grouping: 'Customer', visibility: [[{ attribute: 'companyCode', operator: 'in', value: '2000' }]] },
      { grouping: 'CompanyCode', visibility: [] },
      { grouping: 'Customer', period: { from: last, to: last }, compare: undefined },
      // Ranges that overlap: the running totals at four months, two of them inside the other range.
      {
        grouping: 'Material',
        period: { from: monthsBefore(last, 17), to: last },
        compare: { kind: 'PreviousYear', from: monthsBefore(last, 29), to: monthsBefore(last, 12) },
      },
      // A month, a quarter and the year to date with their previous year (two months' rows each),
      // a range ending after the last month, and one beginning before the first.
      {
        grouping: 'Customer',
        period: { from: monthsBefore(last, 4), to: monthsBefore(last, 4) },
        compare: { kind: 'PreviousYear', from: monthsBefore(last, 16), to: monthsBefore(last, 16) },
      },
      {
        grouping: 'Material',
        filters: { isValid: false },
        period: { from: monthsBefore(last, 5), to: monthsBefore(last, 3) },
        compare: { kind: 'PreviousYear', from: monthsBefore(last, 17), to: monthsBefore(last, 15) },
      },
      {
        grouping: 'Customer',
        filters: { isValid: true, companyCodes: ['1000'] },
        period: { from: monthsBefore(last, 7), to: last },
        compare: { kind: 'PreviousYear', from: monthsBefore(last, 19), to: monthsBefore(last, 12) },
      },
      {
        grouping: 'Customer',
        period: { from: monthsBefore(last, 9), to: monthsBefore(last, -2) },
        compare: { kind: 'PreviousYear', from: monthsBefore(last, 21), to: monthsBefore(last, 10) },
      },
      {
        grouping: 'Material',
        period: { from: monthsBefore(last, 80), to: monthsBefore(last, 50) },
        compare: { kind: 'PreviousYear', from: monthsBefore(last, 92), to: monthsBefore(last, 62) },
      },
      {
        grouping: 'Customer',
        filters: { isValid: false, countries: ['DE', 'AT'] },
        period: { from: monthsBefore(last, 17), to: last },
        compare: { kind: 'PreviousYear', from: monthsBefore(last, 29), to: monthsBefore(last, 12) },
      },
    ];
    for (const c of cases) {
      const [rollups, facts] = await both(query(c));
      expect(rollups, JSON.stringify(c)).toEqual(facts);
    }
    const swiss = await erp.salesTotals(
      query({ grouping: 'CompanyCode', visibility: [[{ attribute: 'companyCode', operator: 'in', value: '2000' }]] }),
    );
    expect(swiss.rows.map((r) => r.key)).toEqual(['2000']);
    expect((await erp.salesTotals(query({ visibility: [] }))).rows).toEqual([]);
  });

  it('for chosen customers only (a head office’s family), from each source', async () => {
    const some = await rows<{ customer_number: string }>(
      database.db,
      sql`select distinct customer_number from erp.sales_fact where month = ${last}::date order by 1 limit 3`,
    );
    const customers = some.map((r) => r.customer_number);
    for (const over of [
      {},
      { filters: { isValid: true, companyCodes: ['1000', '2000', '3000'] } },
      { filters: { isValid: false, marketAreas: ['HT', 'SAN'] } },
      { period: { from: monthsBefore(last, 2), to: last } },
    ] satisfies Array<Partial<SalesTotalsQuery>>) {
      const [rollups, facts] = await both(query({ grouping: 'Customer', customers, ...over }));
      expect(rollups, JSON.stringify(over)).toEqual(facts);
      expect(rollups.rows.length).toBeGreaterThan(0);
      expect(rollups.rows.every((r) => customers.includes(r.key))).toBe(true);
    }
    await expect(erp.salesTotals(query({ grouping: 'Material', customers }))).rejects.toThrow();
  });

  it('pages through the groups by keyset: the pages put together are the whole answer, totals on every page', async () => {
    for (const grouping of ['Customer', 'Month', 'Material'] as const) {
      const whole = await erp.salesTotals(query({ grouping }));
      const pages: SalesTotals[] = [];
      let after: SalesTotals['next'] | undefined;
      do {
        const page = await erp.salesTotals(query({ grouping, page: { size: 7, after: after ?? undefined } }));
        pages.push(page);
        after = page.next;
        expect(page.total).toEqual(whole.total);
        expect(page.groups).toBe(whole.groups);
      } while (after);
      expect(pages.flatMap((p) => p.rows)).toEqual(whole.rows);
      expect(pages.length).toBe(Math.ceil(whole.groups / 7));
    }
  });

  it('stay equal when facts are added, changed and removed, and after a rebuild', async () => {
    const db = database.db;
    await db.execute(sql`insert into erp.sales_fact (month, company_code, branch_code, country, market_area,
        customer_number, customer_hierarchy, material_number, net_sales, quantity, order_intake)
      select month, company_code, branch_code, country, market_area, customer_number, customer_hierarchy,
        material_number, net_sales + 10.05, quantity, order_intake from erp.sales_fact where month = ${last}::date limit 5`);
    await db.execute(
      sql`update erp.sales_fact set net_sales = net_sales + 1.01 where month = ${monthsBefore(last, 1)}::date and company_code = '2000'`,
    );
    await db.execute(sql`delete from erp.sales_fact where month = ${monthsBefore(last, 13)}::date and country = 'FR'`);
    for (const grouping of ['Month', 'Customer', 'Material', 'Country'] as const) {
      const [rollups, facts] = await both(query({ grouping }));
      expect(rollups, grouping).toEqual(facts);
    }
    await db.execute(sql`select erp.refresh_sales_rollups()`);
    const [rollups, facts] = await both(query({ grouping: 'Customer' }));
    expect(rollups).toEqual(facts);
  });

  it('keep the running totals as a rebuild would: a new month, a new customer, a month before all, a moved fact', async () => {
    const db = database.db;
    // Every column of the three tables (per account, per customer, per material): the running totals
    // and those of a year and two years before.
    const running = async () =>
      rows(
        db,
        sql`select 'c' as t, month::text, customer_number || '/' || company_code || '/' || branch_code || '/' || country as k,
              to_jsonb(s) as sums
            from erp.sales_cumulative_customer s
            union all
            select 's', month::text, customer_number, to_jsonb(s) from erp.sales_cumulative_customer_sum s
            union all
            select 'm', month::text, material_number, to_jsonb(s) from erp.sales_cumulative_material s
            order by 1, 2, 3`,
      );
    const next = monthsBefore(last, -1);
    // Customers without facts: one becomes a new account, another receives a moved fact.
    const idle = await rows<{ number: string }>(
      db,
      sql`select number from erp.customer c where not exists (select 1 from erp.sales_fact f where f.customer_number = c.number) order by number limit 2`,
    );
    expect(idle).toHaveLength(2);
    const first = (await rows<{ first: string }>(db, sql`select min(month)::text as first from erp.sales_fact`))[0]!
      .first;
    // Facts of a month after the last (every account carries its totals forward), of a customer
    // with no facts yet (a new account from the first month on), before the first month (every
    // account gets zeros before), and an invalid posting.
    await db.execute(sql`insert into erp.sales_fact (month, company_code, branch_code, country, market_area,
        customer_number, customer_hierarchy, material_number, net_sales, quantity, order_intake, is_valid)
      select ${next}::date, company_code, branch_code, country, market_area, customer_number, customer_hierarchy,
        material_number, 99.99, 2, 120, true from erp.sales_fact where month = ${last}::date limit 3`);
    await db.execute(sql`insert into erp.sales_fact (month, company_code, branch_code, country, market_area,
        customer_number, customer_hierarchy, material_number, net_sales, quantity, order_intake, is_valid)
      select ${monthsBefore(last, 5)}::date, company_code, branch_code, country, market_area, ${idle[0]!.number},
        customer_hierarchy, material_number, 12.34, 1, 12.34, false from erp.sales_fact where month = ${last}::date limit 1`);
    await db.execute(sql`insert into erp.sales_fact (month, company_code, branch_code, country, market_area,
        customer_number, customer_hierarchy, material_number, net_sales, quantity, order_intake)
      select ${monthsBefore(first, 2)}::date, company_code, branch_code, country, market_area, customer_number,
        customer_hierarchy, material_number, 5, 1, 5 from erp.sales_fact where month = ${first}::date limit 2`);
    // A fact moved to another month and customer: removed from one account, added to another.
    await db.execute(sql`update erp.sales_fact set month = ${monthsBefore(last, 2)}::date, customer_number = ${idle[1]!.number}
      where ctid = (select ctid from erp.sales_fact where month = ${monthsBefore(last, 20)}::date limit 1)`);
    const kept = await running();
    await db.execute(sql`select erp.refresh_sales_rollups()`);
    expect(kept).toEqual(await running());
    for (const grouping of ['Customer', 'Material'] as const) {
      for (const filters of [{ isValid: true }, { isValid: false }]) {
        const q = query({
          grouping,
          filters,
          period: { from: monthsBefore(next, 11), to: next },
          compare: { kind: 'PreviousYear', from: monthsBefore(next, 23), to: monthsBefore(next, 12) },
        });
        const [rollups, facts] = await both(q);
        expect(rollups, `${grouping} ${filters.isValid}`).toEqual(facts);
      }
    }
    const [early, earlyFacts] = await both(
      query({ grouping: 'Customer', period: { from: monthsBefore(first, 2), to: first }, compare: undefined }),
    );
    expect(early).toEqual(earlyFacts);
    expect(early.rows.length).toBeGreaterThan(0);
  });
  it('convert every customer’s sum at the currency’s rate to the cent: a credit, and a sum too large for 64-bit cents', async () => {
    const db = database.db;
    const idle = await rows<{ number: string }>(
      db,
      sql`select number from erp.customer c where not exists (select 1 from erp.sales_fact f where f.customer_number = c.number) order by number limit 2`,
    );
    // A credit of one cent (−0.95 Rappen rounds away from zero) and five billion euros (its
    // cents times the koruna's rate in millionths overflow 64 bits).
    for (const [customer, amount] of [
      [idle[0]!.number, '-0.01'],
      [idle[1]!.number, '5000000000.01'],
    ] as const) {
      await db.execute(sql`insert into erp.sales_fact (month, company_code, branch_code, country, market_area,
          customer_number, customer_hierarchy, material_number, net_sales, quantity, order_intake)
        select month, company_code, branch_code, country, market_area, ${customer}, customer_hierarchy, material_number,
          ${amount}::numeric, 1, 0 from erp.sales_fact where month = ${last}::date limit 1`);
    }
    const codes = (await rows<{ code: string }>(db, sql`select distinct company_code as code from erp.sales_fact`)).map(
      (r) => r.code,
    );
    // The customers' own running totals, and the accounts' summed per customer (under a filter).
    for (const [currency, filters] of [
      ['CHF', { isValid: true }],
      ['CZK', { isValid: true }],
      ['CHF', { isValid: true, companyCodes: codes }],
      ['CZK', { isValid: true, companyCodes: codes }],
    ] as const) {
      const q = query({ grouping: 'Customer', currency, compare: undefined, filters });
      const answer = await erp.salesTotals(q);
      const expected = await rows<{ key: string; value: string }>(
        db,
        sql`select f.customer_number as key, round(sum(f.net_sales) * r.per_euro, 2)::text as value
          from erp.sales_fact f cross join erp.exchange_rate r
          where r.currency = ${currency} and f.is_valid and f.month between ${q.period.from}::date and ${q.period.to}::date
          group by f.customer_number, r.per_euro`,
      );
      const byKey = new Map(expected.map((r) => [r.key, Number(r.value)]));
      expect(answer.rows.length, currency).toBe(expected.length);
      for (const row of answer.rows) expect(row.value, `${currency} ${row.key}`).toBe(byKey.get(row.key));
      expect(answer.rows.find((r) => r.key === idle[0]!.number)!.value).toBeLessThan(0);
      expect(answer.rows[0]!.key).toBe(idle[1]!.number);
    }
  });
});

describe('the month before a date’s month', () => {
  it('steps back across a year’s start and from any day of the month', () => {
    expect(monthBefore('2026-01-01')).toBe('2025-12-01');
    expect(monthBefore('2026-03-31')).toBe('2026-02-01');
  });
});

describe('the running totals a range reads', () => {
  const m = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  const plan = (from: string, to: string, last = '2026-12') => {
    const before = (month: string, years: number) => `${Number(month.slice(0, 4)) - years}${month.slice(4)}`;
    const terms = [
      { month: m(to), current: 1, previous: 0 },
      { month: m(from) - 1, current: -1, previous: 0 },
      { month: m(before(to, 1)), current: 0, previous: 1 },
      { month: m(before(from, 1)) - 1, current: 0, previous: -1 },
    ];
    return [...rowsToRead(terms, m(last))].map(([row, taken]) => [
      row - m('2000-01'),
      [...taken.keys()].sort((a, b) => a - b),
    ]);
  };

  it('reads one month for twelve months with the previous year, and two for any shorter range', () => {
    expect(plan('2025-12', '2026-11')).toEqual([[m('2026-11') - m('2000-01'), [0, 12, 24]]]);
    expect(plan('2026-01', '2026-12')).toHaveLength(1);
    expect(plan('2026-04', '2026-06')).toEqual([
      [m('2026-06') - m('2000-01'), [0, 12]],
      [m('2026-03') - m('2000-01'), [0, 12]],
    ]);
    expect(plan('2026-05', '2026-05')).toHaveLength(2);
  });

  it('reads the last month for a range that ends after it', () => {
    expect(plan('2026-01', '2026-12', '2026-10')).toEqual([
      [m('2026-10') - m('2000-01'), [0]],
      [m('2025-12') - m('2000-01'), [0, 12]],
    ]);
  });
});
