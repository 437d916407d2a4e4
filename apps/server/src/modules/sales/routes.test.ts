import {
  type Customer,
  LOCALES,
  type Material,
  type OrderTrackingResult,
  type ProductState,
  API as RESOURCES,
  SALES_PERFORMANCE_NAMES,
  type SalesOrderDetail,
  type SalesPerformance,
  type SalesPerformanceFilter,
  salesPerformanceFileName,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import * as t from '../../db/schema';
import { SEED_PERMISSIONS } from '../../db/seed-data';
import { erpMasterData } from '../../erp/seed';
import { readXlsx } from '../../exports/testing';
import { apiRequests, startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';

const ANCHOR_CUSTOMER = '100001';
const ANCHOR_ORDER = '5000001';

describe('sales data on the ERP stand-in (spec §7, docs/sales.md)', () => {
  let app: TestApp;
  let sales: Record<string, string>;
  let admin: Record<string, string>;
  let employee: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    sales = await bearer(app, 'sales');
    admin = await bearer(app, 'admin');
    employee = await bearer(app, 'employee');
  });
  afterAll(() => app.close());

  const { get, json } = apiRequests(
    () => app,
    () => sales,
  );
  /** Sums a fact column in SQL, beside the gateway, for the months from–to (YYYY-MM-01). */
  const factSum = async (column: 'net_sales' | 'quantity' | 'order_intake', from: string, to: string, valid = true) => {
    const [row] = await rows<{ total: string }>(
      app.database.db,
      sql`select coalesce(round(sum(${sql.identifier(column)}), 2), 0)::text as total from erp.sales_fact
          where month between ${from}::date and ${to}::date and (is_valid or not ${valid})`,
    );
    return Number(row!.total);
  };
  const month = (offset = 0) => {
    const now = new Date();
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    return d.toISOString().slice(0, 10);
  };
  const january = (yearOffset = 0) => `${new Date().getUTCFullYear() + yearOffset}-01-01`;
  /** The name a download is saved under: the exact UTF-8 name of an RFC 6266 Content-Disposition. */
  const savedName = (header: unknown) => {
    const encoded = /filename\*=UTF-8''([^;]+)$/.exec(String(header))?.[1];
    expect(encoded, String(header)).toBeDefined();
    return decodeURIComponent(encoded!);
  };

  const ROUTES = [
    '/BuildingProject/product/states',
    '/BuildingProject/projects',
    '/Customer?Name=M',
    '/Material?Name=Radiator',
    '/OrderTracking',
    `/OrderTracking/${ANCHOR_ORDER}`,
    '/SalesPerformance',
    '/SalesPerformance/filter',
    '/SalesPerformance/export?format=csv',
  ];

  it('authorization: no token 401, a role without the sales controllers 403, Vertrieb and Administrator 200', async () => {
    const nobody = (await userWithoutRoles(app)).headers;
    for (const url of ROUTES) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, employee)).statusCode, url).toBe(403);
      expect((await get(url, nobody)).statusCode, url).toBe(403);
      expect((await get(url, sales)).statusCode, url).toBe(200);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
  });

  it.each([
    ['/Customer?Top=0', 'Top'],
    ['/Customer?Top=101', 'Top'],
    ['/Customer?Score=120', 'Score'],
    ['/Customer?Fuzzy=maybe', 'Fuzzy'],
    ['/Material?Language=xx', 'Language'],
    ['/OrderTracking?OrderDates=2026-13', 'OrderDates'],
    ['/OrderTracking?OrderDates=2026-05-01&OrderDates=2026-01-01', 'OrderDates'],
    ['/OrderTracking?OrderNumber=%27%3B%20drop', 'OrderNumber'],
    ['/SalesPerformance?KeyFigure=Profit', 'KeyFigure'],
    ['/SalesPerformance?Grouping=Weekday', 'Grouping'],
    ['/SalesPerformance?PageSize=0', 'PageSize'],
    ['/SalesPerformance?PageSize=5001', 'PageSize'],
    ['/SalesPerformance?After=bm90LWEtY3Vyc29y', 'After'],
    ['/SalesPerformance?Country=D*', 'Country'],
    ['/SalesPerformance?Country=DE&Country=XX', 'Country'],
    ['/SalesPerformance?TerritoryHT=HT-DE-XX-9', 'TerritoryHT'],
    ['/SalesPerformance?RegionSAN=SAN-DE%3Bdrop', 'RegionSAN'],
    ['/SalesPerformance/export?CompCode=9999', 'CompCode'],
    ['/SalesPerformance/export?format=pdf', 'format'],
    ['/SalesPerformance/export?Language=xx', 'Language'],
  ])('refuses %s with 400 validation_failed naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('validation_failed');
    expect(JSON.stringify(problem.errors)).toContain(field);
  });

  it('finds customers by name, city and number, with a score, bounded by Top', async () => {
    const byName = await json<Customer[]>('/Customer?Name=M%C3%BCller&City=Stuttgart');
    expect(byName[0]).toMatchObject({ number: ANCHOR_CUSTOMER, name: 'Haustechnik Müller GmbH', city: 'Stuttgart' });
    expect(byName.every((c) => c.city === 'Stuttgart' && c.name.includes('Müller'))).toBe(true);
    expect(byName[0]!.score).toBeGreaterThanOrEqual(80);
    expect(await json<Customer[]>(`/Customer?Number=${ANCHOR_CUSTOMER}`)).toHaveLength(1);

    const many = await json<Customer[]>('/Customer?Top=5');
    expect(many).toHaveLength(5);
    const scores = (await json<Customer[]>('/Customer?Name=Haustechnik&Top=100')).map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // A typing error finds nothing exactly, but the fuzzy search finds Müller with a lower score.
    expect(await json<Customer[]>('/Customer?Name=Muler&City=Stuttgart')).toEqual([]);
    const fuzzy = await json<Customer[]>('/Customer?Name=Muler&City=Stuttgart&Fuzzy=true');
    const hit = fuzzy.find((c) => c.number === ANCHOR_CUSTOMER);
    expect(hit).toBeDefined();
    expect(hit!.score).toBeLessThan(100);
    expect((await json<Customer[]>('/Customer?Name=Muler&City=Stuttgart&Fuzzy=true&Score=99')).length).toBe(0);

    const groups = await json<Customer[]>('/Customer?AccountGroups=Z001,0002&Top=100');
    expect(new Set(groups.map((c) => c.accountGroup))).toEqual(new Set(['Z001', '0002']));
    const swiss = await json<Customer[]>('/Customer?CompanyCode=2000&Top=100');
    const expected = erpMasterData().customers.filter((c) => c.companyCode === '2000').length;
    expect(swiss).toHaveLength(Math.min(100, expected));
  });

  it('finds materials by name in the asked language, German where a name is missing', async () => {
    const english = await json<Material[]>('/Material?Name=Tubular%20radiator&Language=en&Top=100');
    expect(english.find((m) => m.number === '4000001')).toMatchObject({
      name: 'Tubular radiator type 41, 600 mm',
      language: 'en',
      searchCode: 'KRN41-600',
    });
    const german = await json<Material[]>('/Material?Number=4000001');
    expect(german[0]).toMatchObject({ name: 'Röhrenradiator Typ 41, 600 mm', language: 'de' });
    await app.database.db.execute(
      sql`delete from erp.material_text where material_number = '4000002' and language = 'it'`,
    );
    const fallback = await json<Material[]>('/Material?Number=4000002&Language=it');
    expect(fallback[0]!.language).toBe('de');
    const services = await json<Material[]>('/Material?Type=DIEN');
    expect(services.map((m) => m.number)).toEqual(['9000001', '9000002']);
    const fuzzy = await json<Material[]>('/Material?Name=Wermepumpe&Fuzzy=true&Top=3');
    expect(fuzzy.length).toBeGreaterThan(0);
    expect(fuzzy[0]!.name).toContain('Wärmepumpe');
  });

  it('tracks orders by number, confirmation, customer, material, status and dates, and shows an order with its lines', async () => {
    const found = await json<OrderTrackingResult>(`/OrderTracking?OrderNumber=${ANCHOR_ORDER}`);
    expect(found.orders).toHaveLength(1);
    const order = found.orders[0]!;
    expect(order).toMatchObject({
      customerNumber: ANCHOR_CUSTOMER,
      customerName: 'Haustechnik Müller GmbH',
      statusKey: 'C',
      statusName: 'In Fertigung',
      lineCount: 3,
    });
    expect((await json<OrderTrackingResult>(`/OrderTracking?AbNumber=${order.abNumber}`)).orders[0]!.orderNumber).toBe(
      ANCHOR_ORDER,
    );
    const ofCustomer = await json<OrderTrackingResult>(`/OrderTracking?CustomerNumber=${ANCHOR_CUSTOMER}`);
    expect(ofCustomer.orders.every((o) => o.customerNumber === ANCHOR_CUSTOMER)).toBe(true);
    const dates = ofCustomer.orders.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const day = order.orderDate;
    const inRange = await json<OrderTrackingResult>(`/OrderTracking?OrderDates=${day}&OrderDates=${day}&StatusKey=C`);
    expect(inRange.orders.map((o) => o.orderNumber)).toContain(ANCHOR_ORDER);
    expect(inRange.orders.every((o) => o.orderDate === day && o.statusKey === 'C')).toBe(true);

    // The installation (a service line) is found only when services are searched.
    expect(
      (await json<OrderTrackingResult>(`/OrderTracking?MaterialNumber=9000001&CustomerNumber=${ANCHOR_CUSTOMER}`))
        .orders,
    ).toEqual([]);
    const withServices = await json<OrderTrackingResult>(
      `/OrderTracking?MaterialNumber=9000001&SearchServices=true&CustomerNumber=${ANCHOR_CUSTOMER}`,
    );
    expect(withServices.orders.map((o) => o.orderNumber)).toContain(ANCHOR_ORDER);
    const bySearchCode = await json<OrderTrackingResult>(
      `/OrderTracking?MaterialSearchCode=KRN41-600&OrderNumber=${ANCHOR_ORDER}`,
    );
    expect(bySearchCode.orders).toHaveLength(1);

    const all = await json<OrderTrackingResult>('/OrderTracking');
    expect(all.orders).toHaveLength(200);
    expect(all.truncated).toBe(true);

    const detail = await json<SalesOrderDetail>(`/OrderTracking/${ANCHOR_ORDER}`);
    expect(detail.lines.map((l) => [l.position, l.materialNumber, l.quantity])).toEqual([
      [10, '4000001', 4],
      [20, '4000002', 2],
      [30, '9000001', 1],
    ]);
    expect(detail.lines[0]!.materialName).toBe('Röhrenradiator Typ 41, 600 mm');
    const sum = detail.lines.reduce((s, l) => s + l.netValue, 0);
    expect(detail.netValue).toBeCloseTo(sum, 2);
    const missing = await get('/OrderTracking/5999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('lists building-project states in order and projects by company code and branch', async () => {
    const states = await json<ProductState[]>('/BuildingProject/product/states');
    expect(states.map((s) => s.key)).toEqual(['10', '20', '30', '40', '50', '90']);
    const swiss = await json<Array<{ companyCode: string; branchCode: string; products: unknown[] }>>(
      '/BuildingProject/projects?CompanyCode=2000',
    );
    expect(swiss.length).toBeGreaterThan(0);
    expect(swiss.every((p) => p.companyCode === '2000' && p.products.length > 0)).toBe(true);
    const zurich = await json<Array<{ branchCode: string }>>(
      '/BuildingProject/projects?CompanyCode=2000&BranchCode=ZH',
    );
    expect(zurich.every((p) => p.branchCode === 'ZH')).toBe(true);
  });

  it('reports net sales of the year to date by month, matching the facts, and compares with the year before', async () => {
    const report = await json<SalesPerformance>(
      '/SalesPerformance?KeyFigure=NetSales&RangeType=YearToDate&Grouping=Month&CompareType=PreviousYear',
    );
    const expected = await factSum('net_sales', january(), month());
    expect(report.total.value).toBeCloseTo(expected, 1);
    expect(report.rows.map((r) => r.key)).toEqual([...report.rows.map((r) => r.key)].sort());
    expect(report.rows.at(-1)!.key).toBe(month().slice(0, 7));
    const lastYear = await factSum('net_sales', january(-1), month(-12));
    expect(report.total.previousValue).toBeCloseTo(lastYear, 1);
    expect(report.comparePeriod).toEqual({ from: january(-1).slice(0, 7), to: month(-12).slice(0, 7) });
    const row = report.rows[0]!;
    expect(row.changePercent).toBeCloseTo(((row.value - row.previousValue!) / row.previousValue!) * 100, 0);

    const chf = await json<SalesPerformance>('/SalesPerformance?RangeType=YearToDate&Currency=CHF');
    expect(chf.total.value).toBeCloseTo(expected * 0.95, -1);
    expect(chf.total.previousValue).toBeNull();

    const allFacts = await json<SalesPerformance>('/SalesPerformance?RangeType=Last12Months&IsValid=false');
    expect(allFacts.total.value).toBeCloseTo(await factSum('net_sales', month(-11), month(), false), 1);
    expect(allFacts.rows).toHaveLength(12);

    const quantity = await json<SalesPerformance>(
      '/SalesPerformance?KeyFigure=Quantity&RangeType=PreviousYear&Grouping=Branch',
    );
    expect(quantity.total.value).toBeCloseTo(
      await factSum('quantity', january(-1), `${new Date().getUTCFullYear() - 1}-12-01`),
      1,
    );
    expect(quantity.rows.map((r) => r.value)).toEqual([...quantity.rows.map((r) => r.value)].sort((a, b) => b - a));
    expect(quantity.rows.find((r) => r.key === '2000/ZH')?.label).toBe('Filiale Zürich');
  });

  it('narrows the report by the filters, and lists the values they take', async () => {
    const filter = await json<SalesPerformanceFilter>('/SalesPerformance/filter');
    // The group's companies in seven countries, two of them selling under their own brand.
    expect(filter.companyCodes.map((c) => c.key)).toEqual([
      '1000',
      '1100',
      '1200',
      '2000',
      '3000',
      '3100',
      '4000',
      '5000',
      '6000',
    ]);
    expect(filter.countries).toEqual(['AT', 'CH', 'CZ', 'DE', 'FR', 'IT', 'PL']);
    expect(filter.marketAreas).toEqual(['HT', 'SAN']);
    expect(filter.months.last).toBe(month());
    const swiss = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=Last12Months&Grouping=Country&CompCode=2000',
    );
    expect(swiss.rows.map((r) => r.key)).toEqual(['CH']);
    const byCountry = await json<SalesPerformance>('/SalesPerformance?RangeType=Last12Months&Grouping=Country');
    expect(byCountry.rows.find((r) => r.key === 'CH')!.value).toBeCloseTo(swiss.total.value, 2);
    const sanitary = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=Last12Months&Grouping=MarketArea&MarketArea=SAN&RegionSAN=SAN-DE',
    );
    expect(sanitary.rows.map((r) => r.key)).toEqual(['SAN']);
    const customers = await json<SalesPerformance>('/SalesPerformance?RangeType=Last12Months&Grouping=Customer');
    expect(customers.rows.find((r) => r.key === ANCHOR_CUSTOMER)?.label).toBe('Haustechnik Müller GmbH');
  });

  it('takes several values per filter (repeated or comma-separated) and sums exactly the facts of those values', async () => {
    const filter = await json<SalesPerformanceFilter>('/SalesPerformance/filter');
    const [from, to] = [month(-11), month()];
    /** The facts of the last twelve months under the given column conditions, summed beside the gateway. */
    const factsOf = async (where: Record<string, readonly string[]>) => {
      const conditions = Object.entries(where).map(
        ([column, values]) =>
          sql`${sql.identifier(column)} in (${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      );
      const [row] = await rows<{ total: string }>(
        app.database.db,
        sql`select coalesce(round(sum(net_sales), 2), 0)::text as total from erp.sales_fact
            where is_valid and month between ${from}::date and ${to}::date and ${sql.join(conditions, sql` and `)}`,
      );
      return Number(row!.total);
    };
    const twoCountries = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=Last12Months&Grouping=Country&Country=DE&Country=at',
    );
    expect(twoCountries.rows.map((r) => r.key).sort()).toEqual(['AT', 'DE']);
    expect(twoCountries.total.value).toBeCloseTo(await factsOf({ country: ['DE', 'AT'] }), 2);
    const comma = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=Last12Months&Grouping=Country&Country=DE,AT',
    );
    expect(comma.total.value).toBe(twoCountries.total.value);

    // Two countries and one territory of one of them: the territory's facts in those countries.
    const territory = filter.territoriesHT.find((v) => v.startsWith('HT-AT-'))!;
    expect(territory).toBeDefined();
    const narrowed = await json<SalesPerformance>(
      `/SalesPerformance?RangeType=Last12Months&Grouping=Month&Country=DE,AT&TerritoryHT=${encodeURIComponent(territory)}`,
    );
    const expected = await factsOf({ country: ['DE', 'AT'], territory_ht: [territory] });
    expect(expected).toBeGreaterThan(0);
    expect(narrowed.total.value).toBeCloseTo(expected, 2);
    expect(narrowed.total.value).toBeLessThan(twoCountries.total.value);

    // Two regions of each kind: every filter is a list, and the lists narrow together.
    const regions = filter.regionsHT.filter((v) => v.startsWith('HT-DE-')).slice(0, 2);
    expect(regions).toHaveLength(2);
    const byRegion = await json<SalesPerformance>(
      `/SalesPerformance?RangeType=Last12Months&Grouping=Branch&RegionHT=${regions.map(encodeURIComponent).join('&RegionHT=')}&RegionSAN=SAN-DE&MarketArea=HT,SAN`,
    );
    expect(byRegion.total.value).toBeCloseTo(
      await factsOf({ region_ht: regions, region_san: ['SAN-DE'], market_area: ['HT', 'SAN'] }),
      2,
    );
    expect(byRegion.rows.every((r) => r.key.startsWith('1'))).toBe(true);

    // The export writes the same countries, not only the site's.
    const file = await get(
      '/SalesPerformance/export?format=csv&RangeType=Last12Months&Grouping=Country&Country=DE,AT&SiteCountry=de',
    );
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(
      lines
        .slice(1, -1)
        .map((l) => l.split(';')[0])
        .sort(),
    ).toEqual(['AT', 'DE']);
  });

  it("answers a few groups month by month in the same request (Series=Month): each group's months add up to its value", async () => {
    const filter = await json<SalesPerformanceFilter>('/SalesPerformance/filter');
    const base = '/SalesPerformance?RangeType=Last12Months&Series=Month';
    const [from, to] = [month(-11), month()];
    /** Every month's sum of the rows ≈ the group's value: a month is rounded to the cent, so off by at most half a cent each. */
    const addsUp = (report: SalesPerformance) => {
      expect(report.series, report.grouping).not.toBeNull();
      expect(report.series!.map((s) => [s.key, s.label])).toEqual(report.rows.map((r) => [r.key, r.label]));
      for (const [i, group] of report.series!.entries()) {
        const months = group.months.map((m) => m.key);
        expect(months).toEqual([...months].sort());
        expect(months.every((m) => m >= from.slice(0, 7) && m <= to.slice(0, 7))).toBe(true);
        const sum = group.months.reduce((a, m) => a + m.value, 0);
        expect(Math.abs(sum - report.rows[i]!.value), `${report.grouping} ${group.key}`).toBeLessThanOrEqual(
          0.005 * months.length + 1e-6,
        );
      }
    };

    // Two countries: Germany's and Austria's months, each as the facts of that country and month.
    const countries = await json<SalesPerformance>(`${base}&Grouping=Country&Country=DE,AT&CompareType=PreviousYear`);
    expect(countries.series).toHaveLength(2);
    addsUp(countries);
    const austria = countries.series!.find((s) => s.key === 'AT')!;
    const [firstMonth] = austria.months;
    const [facts] = await rows<{ total: string }>(
      app.database.db,
      sql`select round(sum(net_sales), 2)::text as total from erp.sales_fact
          where is_valid and country = 'AT' and month = ${`${firstMonth!.key}-01`}::date`,
    );
    expect(firstMonth!.value).toBeCloseTo(Number(facts!.total), 2);
    expect(austria.months.length).toBeGreaterThanOrEqual(10);

    // Both market areas in francs, two customer hierarchies, the branches of one company code: also in one request.
    addsUp(await json<SalesPerformance>(`${base}&Grouping=MarketArea&Currency=CHF`));
    const hierarchies = filter.customerHierarchies.slice(0, 2).map(encodeURIComponent).join(',');
    const byHierarchy = await json<SalesPerformance>(
      `${base}&Grouping=CustomerHierarchy&CustomerHierarchy=${hierarchies}`,
    );
    expect(byHierarchy.series).toHaveLength(2);
    addsUp(byHierarchy);
    const branchesOf = (code: string) => filter.branches.filter((b) => b.companyCode === code).length;
    const company = filter.companyCodes.find((c) => branchesOf(c.key) >= 2 && branchesOf(c.key) <= 5)!;
    expect(company).toBeDefined();
    const branches = await json<SalesPerformance>(`${base}&Grouping=Branch&CompCode=${company.key}&KeyFigure=Quantity`);
    expect(branches.groups).toBe(branchesOf(company.key));
    addsUp(branches);

    // One group, more than five, or no Series asked: no series.
    expect((await json<SalesPerformance>(`${base}&Grouping=Country&Country=DE`)).series).toBeNull();
    const all = await json<SalesPerformance>(`${base}&Grouping=Country`);
    expect(all.groups).toBeGreaterThan(5);
    expect(all.series).toBeNull();
    expect((await json<SalesPerformance>('/SalesPerformance?Grouping=Country&Country=DE,AT')).series).toBeNull();

    // A grouping no filter names has no series: 400 naming Series, as has an unknown kind of series.
    for (const query of [
      'Grouping=Customer&Series=Month',
      'Grouping=Month&Series=Month',
      'Grouping=Country&Series=Week',
    ]) {
      const response = await get(`/SalesPerformance?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(JSON.stringify(response.json().errors)).toContain('Series');
    }
  });

  it('compares with the budget (CompareType=Budget): plan, difference and difference in percent, per month and branch', async () => {
    const byMonth = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=YearToDate&Grouping=Month&CompareType=Budget',
    );
    const [planned] = await rows<{ total: string }>(
      app.database.db,
      sql`select sum(net_sales)::text as total from erp.sales_budget where month between ${january()}::date and ${month()}::date`,
    );
    expect(byMonth.total.budget).toBeCloseTo(Number(planned!.total), 2);
    expect(byMonth.total.previousValue).toBeNull();
    for (const row of byMonth.rows) {
      expect(row.budget, row.key).not.toBeNull();
      expect(row.budgetDifference).toBeCloseTo(row.value - row.budget!, 2);
      expect(row.budgetDifferenceInPercent).toBeCloseTo(((row.value - row.budget!) / row.budget!) * 100, 0);
    }
    const swiss = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=Last12Months&Grouping=Branch&CompareType=Budget&Currency=CHF&CompCode=2000',
    );
    expect(swiss.rows.map((r) => r.key).sort()).toEqual(['2000/BE', '2000/ZH']);
    expect(swiss.rows.every((r) => r.budget !== null && r.budget > 0)).toBe(true);
    // The budget is planned per month, company code and branch: not per customer or market area.
    const customers = await json<SalesPerformance>('/SalesPerformance?Grouping=Customer&CompareType=Budget');
    expect(customers.total.budget).toBeNull();
    const sanitary = await json<SalesPerformance>('/SalesPerformance?Grouping=Month&CompareType=Budget&MarketArea=SAN');
    expect(sanitary.rows.every((r) => r.budget === null)).toBe(true);
  });

  it('reports a free period: any month, quarter, year or the fiscal year (April to March), with the previous year and the budget', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const march = await json<SalesPerformance>(`/SalesPerformance?RangeType=Month&Period=${year}-03&Grouping=Month`);
    expect(march.period).toEqual({ from: `${year}-03`, to: `${year}-03` });
    expect(march.rows.map((r) => r.key)).toEqual([`${year}-03`]);
    expect(march.total.value).toBeCloseTo(await factSum('net_sales', `${year}-03-01`, `${year}-03-01`), 1);

    const q2 = await json<SalesPerformance>(
      `/SalesPerformance?RangeType=Quarter&Period=${year}-Q2&Grouping=Month&CompareType=PreviousYear`,
    );
    expect(q2.rows.map((r) => r.key)).toEqual([`${year}-04`, `${year}-05`, `${year}-06`]);
    expect(q2.total.value).toBeCloseTo(await factSum('net_sales', `${year}-04-01`, `${year}-06-01`), 1);
    expect(q2.comparePeriod).toEqual({ from: `${year - 1}-04`, to: `${year - 1}-06` });
    expect(q2.total.previousValue).toBeCloseTo(await factSum('net_sales', `${year - 1}-04-01`, `${year - 1}-06-01`), 1);

    const calendar = await json<SalesPerformance>(`/SalesPerformance?RangeType=Year&Period=${year}&Grouping=Branch`);
    const previous = await json<SalesPerformance>('/SalesPerformance?RangeType=PreviousYear&Grouping=Branch');
    expect(calendar.period).toEqual(previous.period);
    expect(calendar.total.value).toBeCloseTo(previous.total.value, 2);

    const fiscal = await json<SalesPerformance>(
      `/SalesPerformance?RangeType=FiscalYear&Period=${year - 1}&Grouping=Month&CompareType=Budget`,
    );
    expect(fiscal.period).toEqual({ from: `${year - 1}-04`, to: `${year}-03` });
    expect(fiscal.rows).toHaveLength(12);
    expect(fiscal.total.value).toBeCloseTo(await factSum('net_sales', `${year - 1}-04-01`, `${year}-03-01`), 1);
    const [planned] = await rows<{ total: string }>(
      app.database.db,
      sql`select sum(net_sales)::text as total from erp.sales_budget where month between ${`${year - 1}-04-01`}::date and ${`${year}-03-01`}::date`,
    );
    expect(fiscal.total.budget).toBeCloseTo(Number(planned!.total), 2);

    // The export takes the same period: its preface names the fiscal year's months.
    const file = await get(`/SalesPerformance/export?format=csv&Language=en&RangeType=FiscalYear&Period=${year - 1}`);
    expect(file.statusCode).toBe(200);
    expect(savedName(file.headers['content-disposition'])).toContain(`${year - 1}-04–${year}-03`);
  });

  it('takes the current period for a free range without one', async () => {
    const now = new Date();
    const year = now.getUTCFullYear();
    const quarter = Math.ceil((now.getUTCMonth() + 1) / 3);
    const current = await json<SalesPerformance>('/SalesPerformance?RangeType=Quarter');
    const named = await json<SalesPerformance>(`/SalesPerformance?RangeType=Quarter&Period=${year}-Q${quarter}`);
    expect(current.period).toEqual(named.period);
    expect(current.period.from).toBe(`${year}-${String(quarter * 3 - 2).padStart(2, '0')}`);
    expect(current.total.value).toBe(named.total.value);
    const fiscal = await json<SalesPerformance>('/SalesPerformance?RangeType=FiscalYear');
    const start = now.getUTCMonth() + 1 >= 4 ? year : year - 1;
    expect(fiscal.period).toEqual({ from: `${start}-04`, to: `${start + 1}-03` });
  });

  it("refuses a period not of its range type's form, and a period beside a relative range: 400 naming Period", async () => {
    for (const query of [
      'RangeType=Quarter&Period=2025-Q5',
      'RangeType=Month&Period=2025-13',
      'RangeType=Month&Period=2025',
      'RangeType=Year&Period=1999',
      'RangeType=FiscalYear&Period=25',
      'RangeType=YearToDate&Period=2025',
    ]) {
      for (const path of ['/SalesPerformance', '/SalesPerformance/export']) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        const problem = response.json();
        expect(problem.code).toBe('validation_failed');
        expect(JSON.stringify(problem.errors)).toContain('Period');
      }
    }
  });

  it('says when the sales data last changed (lastReleaseDate), and a correction of a fact moves it on', async () => {
    const before = await json<SalesPerformance>('/SalesPerformance');
    expect(before.lastReleaseDate).not.toBeNull();
    expect(Number.isNaN(Date.parse(before.lastReleaseDate!))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A correction that leaves every figure as it was: only the release moves.
    await app.database.db.execute(
      sql`update erp.sales_fact set net_sales = net_sales where id = (select min(id) from erp.sales_fact)`,
    );
    const after = await json<SalesPerformance>('/SalesPerformance');
    expect(Date.parse(after.lastReleaseDate!)).toBeGreaterThan(Date.parse(before.lastReleaseDate!));
    expect(after.total.value).toBe(before.total.value);
  });

  it('answers a page of groups at a time: After continues where the page ended, the total is over all groups', async () => {
    const base = '/SalesPerformance?RangeType=Last12Months&Grouping=Customer&CompareType=PreviousYear';
    const whole = await json<SalesPerformance>(base);
    expect(whole.next).toBeNull();
    expect(whole.groups).toBe(whole.rows.length);
    const seen: SalesPerformance['rows'] = [];
    let url = `${base}&PageSize=50`;
    for (;;) {
      const page = await json<SalesPerformance>(url);
      expect(page.rows.length).toBeLessThanOrEqual(50);
      expect(page.total).toEqual(whole.total);
      seen.push(...page.rows);
      if (!page.next) break;
      url = `${base}&PageSize=50&After=${page.next}`;
    }
    expect(seen).toEqual(whole.rows);
    expect(seen.length).toBeGreaterThan(100);
  });

  it("drills from a head office to its branch customers (HeadOffice): the family's rows, each its own facts", async () => {
    const from = month(-11);
    const to = month(0);
    // The head office with the most branches selling in the last twelve months, as the demo data holds them.
    const [head] = await rows<{ number: string; hierarchy: string; branches: number }>(
      app.database.db,
      sql`select h.number, min(f.customer_hierarchy) as hierarchy, count(distinct b.number)::int as branches
            from erp.customer h
            join erp.customer b on b.parent_number = h.number
            join erp.sales_fact f on f.customer_number = b.number and f.month between ${from}::date and ${to}::date
           group by h.number order by 3 desc, 1 limit 1`,
    );
    expect(head, 'the demo data has a head office with branches').toBeDefined();
    const family = await rows<{ number: string; city: string; total: string }>(
      app.database.db,
      sql`select c.number, c.city, coalesce(round(sum(f.net_sales), 2), 0)::text as total
            from erp.customer c
            join erp.sales_fact f on f.customer_number = c.number and f.is_valid
                                  and f.month between ${from}::date and ${to}::date
           where c.number = ${head!.number} or c.parent_number = ${head!.number}
           group by c.number, c.city`,
    );

    // The hierarchy's customers: the head office's row says how many branches lie beneath it.
    const customers = await json<SalesPerformance>(
      `/SalesPerformance?RangeType=Last12Months&Grouping=Customer&CustomerHierarchy=${encodeURIComponent(head!.hierarchy)}&PageSize=5000`,
    );
    const [allBranches] = await rows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from erp.customer where parent_number = ${head!.number}`,
    );
    expect(customers.rows.find((r) => r.key === head!.number)?.branches).toBe(allBranches!.n);
    const branchless = customers.rows.filter((r) => r.branches === undefined);
    expect(branchless.length).toBeGreaterThan(0);

    // One level down: the head office and its branches, nothing else, each summed from its facts.
    const down = await json<SalesPerformance>(
      `/SalesPerformance?RangeType=Last12Months&Grouping=Customer&CompareType=PreviousYear&CustomerHierarchy=${encodeURIComponent(head!.hierarchy)}&HeadOffice=${head!.number}`,
    );
    expect(down.rows.map((r) => r.key).sort()).toEqual(family.map((f) => f.number).sort());
    for (const member of family) {
      const row = down.rows.find((r) => r.key === member.number)!;
      expect(row.value, member.number).toBe(Number(member.total));
      // A branch bears its head office's name: the label names the city too.
      expect(row.label.endsWith(`, ${member.city}`)).toBe(true);
    }
    expect(down.groups).toBe(family.length);
    // The level names its family: the head office and every branch, and how many of them the rows leave out.
    expect(down.headOffice).toEqual({
      number: head!.number,
      customers: allBranches!.n + 1,
      unlisted: allBranches!.n + 1 - family.length,
    });
    expect(customers.headOffice).toBeUndefined();
    expect(down.total.value).toBeCloseTo(
      family.reduce((sum, f) => sum + Number(f.total), 0),
      2,
    );
    expect(down.total.previousValue).toBeCloseTo(
      down.rows.reduce((sum, r) => sum + (r.previousValue ?? 0), 0),
      2,
    );
    // Pages of one row walk the family in the same order.
    let after: string | null = '';
    const walked: string[] = [];
    while (after !== null) {
      const page: SalesPerformance = await json<SalesPerformance>(
        `/SalesPerformance?RangeType=Last12Months&Grouping=Customer&HeadOffice=${head!.number}&PageSize=1${after ? `&After=${after}` : ''}`,
      );
      walked.push(...page.rows.map((r) => r.key));
      after = page.next;
    }
    expect(walked).toEqual(down.rows.map((r) => r.key));

    // The file of that level says whose customers it holds and holds only them.
    const file = await get(
      `/SalesPerformance/export?format=xlsx&Language=de&RangeType=Last12Months&Grouping=Customer&CompareType=PreviousYear&HeadOffice=${head!.number}`,
    );
    expect(file.statusCode, file.body).toBe(200);
    const sheet = (await readXlsx(file.rawPayload)).Vertriebsleistung!;
    expect(sheet[3]).toEqual([`Zentrale ${head!.number} und ihre Niederlassungen`]);
    expect(
      sheet
        .slice(6, -1)
        .map((row) => String(row[0]))
        .sort(),
    ).toEqual(down.rows.map((r) => r.key).sort());

    // A new branch without postings: counted in the family, left out of the rows, and said so.
    const newBranch = `9${head!.number}`;
    await app.database.db.execute(
      sql`insert into erp.customer (number, name, city, country, account_group, company_code, type, parent_number)
          select ${newBranch}, name, 'Neustadt', country, account_group, company_code, type, number
            from erp.customer where number = ${head!.number}`,
    );
    try {
      const withNew = await json<SalesPerformance>(
        `/SalesPerformance?RangeType=Last12Months&Grouping=Customer&CompareType=PreviousYear&CustomerHierarchy=${encodeURIComponent(head!.hierarchy)}&HeadOffice=${head!.number}`,
      );
      expect(withNew.rows).toEqual(down.rows);
      expect(withNew.headOffice).toEqual({
        ...down.headOffice,
        customers: down.headOffice!.customers + 1,
        unlisted: down.headOffice!.unlisted + 1,
      });
    } finally {
      await app.database.db.execute(sql`delete from erp.customer where number = ${newBranch}`);
    }

    // A customer without branches, an unknown one, or another grouping: 400 naming HeadOffice.
    for (const query of [
      `Grouping=Customer&HeadOffice=${branchless[0]!.key}`,
      'Grouping=Customer&HeadOffice=999999',
      'Grouping=Customer&HeadOffice=10%2A',
      `Grouping=Month&HeadOffice=${head!.number}`,
    ]) {
      const response = await get(`/SalesPerformance?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(JSON.stringify(response.json().errors)).toContain('HeadOffice');
    }
  });

  it("shows only the rows a grant's data conditions allow: a sales role limited to company code 2000", async () => {
    const { id: userId, headers } = await userWithoutRoles(app);
    const db = app.database.db;
    const companyCode = SEED_PERMISSIONS.find((p) => p.technicalName === 'companyCode')!.id;
    const [set] = await db.insert(t.permissionSet).values({ name: 'Nur Buchungskreis 2000' }).returning();
    await db
      .insert(t.permissionSetDetail)
      .values({ permissionSetId: set!.id, permissionId: companyCode, type: 2, operator: 'in', value: '2000' });
    const [role] = await db.insert(t.role).values({ name: 'Vertrieb Schweiz' }).returning();
    const resources = [
      RESOURCES.customer,
      RESOURCES.material,
      RESOURCES.orderTracking,
      RESOURCES.salesPerformance,
      RESOURCES.buildingProject,
    ];
    await db
      .insert(t.roleRessourcePermission)
      .values(resources.map((r) => ({ roleId: role!.id, ressourceId: r.id, permissionSetId: set!.id, accessType: 1 })));
    await db.insert(t.userRole).values({ userId, roleId: role!.id });
    app.accessService.invalidate();

    const customers = await json<Customer[]>('/Customer?Top=100', headers);
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((c) => c.companyCode === '2000')).toBe(true);
    const orders = await json<OrderTrackingResult>('/OrderTracking', headers);
    expect(orders.orders.length).toBeGreaterThan(0);
    expect(orders.orders.every((o) => o.companyCode === '2000')).toBe(true);
    expect((await get(`/OrderTracking/${ANCHOR_ORDER}`, headers)).statusCode).toBe(404);
    const report = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=Last12Months&Grouping=CompanyCode',
      headers,
    );
    expect(report.rows.map((r) => r.key)).toEqual(['2000']);
    const filter = await json<SalesPerformanceFilter>('/SalesPerformance/filter', headers);
    expect(filter.companyCodes.map((c) => c.key)).toEqual(['2000']);
    expect(filter.countries).toEqual(['CH']);
    expect(filter.territoriesHT.every((v) => v.startsWith('HT-CH-'))).toBe(true);
    // A filter value outside the grant is refused like one that does not exist: nothing of it shows.
    for (const url of [
      '/SalesPerformance?CompCode=2000,1000',
      '/SalesPerformance?Country=CH&Country=DE',
      '/SalesPerformance?RegionSAN=SAN-DE',
      '/SalesPerformance/export?Country=DE',
    ]) {
      const refused = await get(url, headers);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    const own = await json<SalesPerformance>(
      '/SalesPerformance?RangeType=Last12Months&Grouping=Country&Country=CH',
      headers,
    );
    expect(own.rows.map((r) => r.key)).toEqual(['CH']);
    const projects = await json<Array<{ companyCode: string }>>('/BuildingProject/projects', headers);
    expect(projects.every((p) => p.companyCode === '2000')).toBe(true);
  });

  it('exports the report as a real XLSX workbook that reads back with the figures on screen', async () => {
    const url = '/SalesPerformance?RangeType=YearToDate&Grouping=Month&CompareType=PreviousYear';
    const report = await json<SalesPerformance>(url);
    const response = await get(url.replace('?', '/export?format=xlsx&'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // German without a Language: the default, wholly German, as the German screen names it
    const { from, to } = report.period;
    const before = report.comparePeriod!;
    expect(savedName(response.headers['content-disposition'])).toBe(
      `Vertriebsleistung – Nettoumsatz ${from}–${to}.xlsx`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    const sheet = (await readXlsx(response.rawPayload)).Vertriebsleistung!;
    expect(sheet.slice(0, 3)).toEqual([
      ['Nettoumsatz nach Monat'],
      [`Zeitraum ${from} bis ${to}, verglichen mit ${before.from} bis ${before.to}`],
      ['Währung EUR, nur gültige Buchungen'],
    ]);
    expect(sheet[4]).toEqual([
      'Monat',
      'Bezeichnung',
      `Nettoumsatz ${from}–${to} (EUR)`,
      `Vorjahr ${before.from}–${before.to} (EUR)`,
      'Veränderung %',
    ]);
    const body = sheet.slice(5);
    expect(body).toHaveLength(report.rows.length + 1);
    expect(body[0]!.slice(0, 3)).toEqual([report.rows[0]!.key, report.rows[0]!.label, report.rows[0]!.value]);
    expect(body.at(-1)![1]).toBe('Gesamt');
    expect(body.at(-1)![2]).toBeCloseTo(report.total.value, 2);
    expect(app.logs.some((l) => l.event === 'export' && String(l.resource).startsWith('sales:performance'))).toBe(true);
  });

  it('writes CSV after RFC 4180, and a customer named like a formula arrives as text (T27)', async () => {
    await app.database.db.insert(t.erpCustomer).values({
      number: '199999',
      name: '=HYPERLINK("http://x";"Rabatt")',
      country: 'DE',
      accountGroup: 'Z002',
      companyCode: '1000',
      type: 'INST',
    });
    await app.database.db.insert(t.erpSalesFact).values({
      month: month(),
      companyCode: '1000',
      branchCode: 'NORD',
      country: 'DE',
      marketArea: 'HT',
      customerNumber: '199999',
      customerHierarchy: 'KH-INST Installateure',
      materialNumber: '4000001',
      netSales: '99999999.00',
      quantity: '1',
      orderIntake: '1.00',
    });
    const response = await get('/SalesPerformance/export?format=csv&RangeType=CurrentMonth&Grouping=Customer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(savedName(response.headers['content-disposition'])).toMatch(
      /^Vertriebsleistung – Nettoumsatz \d{4}-\d{2}–\d{4}-\d{2}\.csv$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Kunde;Bezeichnung;Nettoumsatz ' + `${month().slice(0, 7)}–${month().slice(0, 7)} (EUR)`);
    // The largest customer comes first: the formula is quoted (it holds ; and ") and starts with '.
    expect(lines[1]).toBe(`199999;"'=HYPERLINK(""http://x"";""Rabatt"")";99999999,00`);
    // The Swiss site's spreadsheet program reads a decimal point and splits at commas.
    const swiss = await get(
      '/SalesPerformance/export?format=csv&RangeType=CurrentMonth&Grouping=Customer&SiteCountry=ch',
    );
    expect(swiss.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
      `199999,"'=HYPERLINK(""http://x"";""Rabatt"")",99999999.00`,
    );
    expect((await get('/SalesPerformance/export?format=csv&SiteCountry=xyz')).statusCode).toBe(400);
    const xlsx = await get('/SalesPerformance/export?format=xlsx&RangeType=CurrentMonth&Grouping=Customer');
    const sheet = (await readXlsx(xlsx.rawPayload)).Vertriebsleistung!;
    expect(sheet[5]![1]).toBe(`'=HYPERLINK("http://x";"Rabatt")`);
  });

  it("writes the file in the reader's language: English headings, preface, sheet, total and file name", async () => {
    const url = '/SalesPerformance?RangeType=YearToDate&Grouping=Customer&CompareType=PreviousYear';
    const report = await json<SalesPerformance>(url);
    const { from, to } = report.period;
    const before = report.comparePeriod!;
    const response = await get(url.replace('?', '/export?format=xlsx&Language=en&'));
    expect(response.statusCode, response.body).toBe(200);
    const name = `Sales performance – Net sales ${from}–${to}.xlsx`;
    expect(salesPerformanceFileName('en', 'NetSales', report.period, 'xlsx')).toBe(name);
    // RFC 6266: the exact UTF-8 name, and an ASCII fallback for old clients
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Sales performance _ Net sales ${from}_${to}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const workbook = await readXlsx(response.rawPayload);
    expect(Object.keys(workbook)).toEqual(['Sales performance']);
    const sheet = workbook['Sales performance']!;
    expect(sheet.slice(0, 3)).toEqual([
      ['Net sales by Customer'],
      [`Period ${from} to ${to}, compared with ${before.from} to ${before.to}`],
      ['Currency EUR, valid postings only'],
    ]);
    expect(sheet[4]).toEqual([
      'Customer',
      'Name',
      `Net sales ${from}–${to} (EUR)`,
      `Previous year ${before.from}–${before.to} (EUR)`,
      'Change %',
    ]);
    const body = sheet.slice(5);
    expect(body).toHaveLength(report.rows.length + 1);
    // the figures stay numbers, whatever the language
    expect(body.slice(0, -1).map((r) => [r[0], r[2], r[3]])).toEqual(
      report.rows.map((r) => [r.key, r.value, r.previousValue]),
    );
    expect(body.at(-1)!.slice(0, 2)).toEqual(['total', 'Total']);
    expect(typeof body.at(-1)![2]).toBe('number');
  });

  it('writes Czech quantities of all postings: unit, preface and total in Czech, in XLSX and in CSV', async () => {
    const url = '/SalesPerformance?KeyFigure=Quantity&RangeType=YearToDate&Grouping=Month&IsValid=false';
    const report = await json<SalesPerformance>(url);
    const { from, to } = report.period;
    const xlsx = await get(url.replace('?', '/export?format=xlsx&Language=cs&'));
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(savedName(xlsx.headers['content-disposition'])).toBe(`Výkonnost prodeje – Množství ${from}–${to}.xlsx`);
    const sheet = (await readXlsx(xlsx.rawPayload))['Výkonnost prodeje']!;
    expect(sheet.slice(0, 3)).toEqual([
      ['Množství podle: Měsíc'],
      [`Období ${from} až ${to}`],
      ['Měna EUR, všechny účetní záznamy'],
    ]);
    expect(sheet[4]).toEqual(['Měsíc', 'Název', `Množství ${from}–${to} (ks)`]);
    expect(sheet.at(-1)!.slice(0, 2)).toEqual(['total', 'Celkem']);

    const csv = await get(url.replace('?', '/export?format=csv&Language=cs&'));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(savedName(csv.headers['content-disposition'])).toBe(`Výkonnost prodeje – Množství ${from}–${to}.csv`);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`Měsíc;Název;Množství ${from}–${to} (ks)`);
    // CSV keeps the separator and the plain decimal text of the other CSV exports in every language
    expect(lines[1]).toBe(`${report.rows[0]!.key};${report.rows[0]!.label};${report.rows[0]!.value}`);
    expect(lines.at(-2)).toBe(`total;Celkem;${report.total.value}`);
  });

  it.each(LOCALES)('%s: the file names key figure, grouping and report as the sales screen does', async (locale) => {
    const names = SALES_PERFORMANCE_NAMES[locale];
    const response = await get(
      `/SalesPerformance/export?format=xlsx&Language=${locale}&KeyFigure=OrderIntake&Grouping=CompanyCode&CompareType=PreviousYear&RangeType=Last12Months`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(savedName(response.headers['content-disposition'])).toMatch(
      new RegExp(`^${names.title} – ${names.keyFigures.OrderIntake} \\d{4}-\\d{2}–\\d{4}-\\d{2}\\.xlsx$`),
    );
    const workbook = await readXlsx(response.rawPayload);
    const sheet = workbook[names.title]!;
    expect(sheet, Object.keys(workbook).join()).toBeDefined();
    expect(String(sheet[0]![0])).toContain(names.keyFigures.OrderIntake);
    expect(String(sheet[0]![0])).toContain(names.groupings.CompanyCode);
    const header = sheet[4]!.map(String);
    expect(header[0]).toBe(names.groupings.CompanyCode);
    expect(header[2]).toContain(names.keyFigures.OrderIntake);
    expect(header[3]).toContain(names.previousYear);
    expect(header[4]).toBe(`${names.change} %`);
    expect(sheet.at(-1)![1]).toBe(names.total);
    if (locale !== 'de') {
      const words = JSON.stringify([...sheet.slice(0, 5), sheet.at(-1)]);
      for (const german of [
        'Vertriebsleistung',
        'Auftragseingang',
        'Buchungskreis',
        'Zeitraum',
        'Währung',
        'Buchungen',
        'Bezeichnung',
        'Vorjahr',
        'Gesamt',
      ]) {
        expect(words).not.toContain(german);
      }
    }
  });

  it('refuses a language the portal does not speak with 400 problem+json naming Language', async () => {
    for (const language of ['xx', 'EN', 'de-DE']) {
      const response = await get(`/SalesPerformance/export?format=xlsx&Language=${language}`);
      expect(response.statusCode, language).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json();
      expect(problem.code).toBe('validation_failed');
      expect(JSON.stringify(problem.errors)).toContain('Language');
    }
  });
});
