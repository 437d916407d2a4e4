import {
  KPI_LABELS,
  KPI_NAMES,
  KPI_UNIT_LABELS,
  KPI_UNITS,
  type ReportDataset,
  type ReportDatasetSummary,
  type ReportingQuery,
  type ReportingSharedQuery,
  type ReportResult,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import { reportingCalls } from './testing';

const articlesByCanteen = {
  source: 'canteenArticles',
  columns: [{ key: 'canteen' }, { key: 'name', aggregate: 'count' }, { key: 'price', aggregate: 'max' }],
  grouping: ['canteen'],
  filter: { operator: 'and', conditions: [{ key: 'deleted', comparer: 'eq', value: false }] },
  order: { canteen: true },
} as const;

describe('reporting (spec §7, docs/reporting.md)', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let sales: Record<string, string>;
  let employee: Record<string, string>;
  let salesId: string;
  let adminId: string;
  let employeeId: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await bearer(app, 'admin');
    sales = await bearer(app, 'sales');
    employee = await bearer(app, 'employee');
    salesId = await demoUserId(app, 'sales');
    adminId = await demoUserId(app, 'admin');
    employeeId = await demoUserId(app, 'employee');
  });
  afterAll(() => app.close());

  const call = reportingCalls(() => app);
  const run = (headers: Record<string, string>, body: unknown, query = '') =>
    call('POST', `/Report${query}`, headers, body);
  const save = async (headers: Record<string, string>, name: string, data: unknown = articlesByCanteen) => {
    const response = await call('POST', '/Query', headers, { name, data });
    expect(response.statusCode, response.body).toBe(201);
    return { query: response.json() as ReportingQuery, etag: String(response.headers.etag) };
  };

  it('authorization matrix: no token 401, no reporting 403, reporting holders 2xx, another user’s query 404', async () => {
    const { query } = await save(sales, 'Matrix');
    const id = query.reportingQueryId;
    const cases: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['GET', '/Metadata'],
      ['GET', '/Metadata/canteenArticles'],
      ['GET', '/Query'],
      ['POST', '/Query', { name: 'x', data: articlesByCanteen }],
      ['GET', `/Query/${id}`],
      ['PUT', `/Query/${id}`, { name: 'x', data: articlesByCanteen }],
      ['DELETE', `/Query/${id}`],
      ['POST', '/Report', { query: articlesByCanteen }],
      ['GET', '/SharedQuery'],
      ['POST', '/SharedQuery', { reportingQueryId: id, userId: adminId }],
      ['DELETE', `/SharedQuery/${id}/${adminId}`],
    ];
    const nobody = (await userWithoutRoles(app)).headers;
    for (const [method, url, body] of cases) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url} without token`).toBe(401);
      for (const headers of [employee, nobody]) {
        expect((await call(method, url, headers, body)).statusCode, `${method} ${url} without reporting`).toBe(403);
      }
    }
    // The refusal is logged with who, what and the request (T23).
    expect(app.logs.some((l) => l.msg === 'authorization denied')).toBe(true);
    // Another reporting user (admin) asking for sales' query: as if it did not exist.
    for (const [method, url, body] of cases.filter(([, url]) => url.includes(id))) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url} as another user`).toBe(404);
    }
    expect(
      ((await call('GET', '/Query', admin)).json() as ReportingQuery[]).map((q) => q.reportingQueryId),
    ).not.toContain(id);
    // The owner may do everything.
    expect((await call('GET', `/Query/${id}`, sales)).statusCode).toBe(200);
    expect((await run(sales, { reportingQueryId: id })).statusCode).toBe(200);
  });

  it('Metadata lists the datasets the caller may use, with typed columns labelled in five languages', async () => {
    const forSales = (await call('GET', '/Metadata', sales)).json() as ReportDatasetSummary[];
    expect(forSales.map((d) => d.queryId)).toEqual([
      'canteenOrders',
      'canteenArticles',
      'kpiValues',
      'salesFacts',
      'customers',
      'materials',
      'orders',
      'budgets',
    ]);
    expect(forSales[1]).toMatchObject({
      name: 'Kantine: Artikel',
      label: { en: 'Canteen: articles', fr: 'Cantine : articles' },
    });
    // Only user administrators see the users dataset; to others it does not exist.
    const forAdmin = (await call('GET', '/Metadata', admin)).json() as ReportDatasetSummary[];
    expect(forAdmin.map((d) => d.queryId)).toContain('portalUsers');
    expect((await call('GET', '/Metadata/portalUsers', sales)).statusCode).toBe(404);
    expect((await run(sales, { query: { source: 'portalUsers', columns: [{ key: 'email' }] } })).statusCode).toBe(400);
    const articles = (await call('GET', '/Metadata/canteenArticles', sales)).json() as ReportDataset;
    const price = articles.columns.find((c) => c.key === 'price')!;
    expect(price).toMatchObject({ type: 'number', label: { de: 'Preis', it: 'Prezzo' }, filter: true, group: true });
    expect(price.aggregates).toContain('sum');
    expect(articles.columns.find((c) => c.key === 'name')!.comparers).toContain('contains');
    expect((await call('GET', '/Metadata/nothing', sales)).statusCode).toBe(404);
  });

  it('runs a grouped report: one row per canteen with counts and maxima, the group count, and the query back', async () => {
    const response = await run(sales, { query: articlesByCanteen });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ReportResult;
    expect(result.columns.map((c) => c.id)).toEqual(['canteen', 'count:name', 'max:price']);
    expect(result.count).toBe(2);
    expect(result.data).toEqual([
      { canteen: 'Betriebskantine Werk Nord', 'count:name': 7, 'max:price': 7.9 },
      { canteen: 'Personalrestaurant Hauptsitz', 'count:name': 9, 'max:price': 14.5 },
    ]);
    expect(result.query).toEqual(articlesByCanteen);
    // The run is logged (T35): who, which dataset, the outcome and the row count.
    const line = app.logs.find((l) => l.event === 'report.run' && l.resource === 'reporting:canteenArticles');
    expect(line).toMatchObject({ outcome: 'ok', rows: 2, sub: expect.any(String), iss: expect.any(String) });
  });

  it('pages rows with limit and offset and counts them all', async () => {
    const base = { source: 'canteenArticles', columns: [{ key: 'name' }, { key: 'price' }], order: { price: false } };
    const first = (await run(sales, { query: base, limit: 3 })).json() as ReportResult;
    const second = (await run(sales, { query: base, limit: 3, offset: 3 })).json() as ReportResult;
    expect(first.count).toBe(16);
    expect(first.data.map((r) => r.price)).toEqual([14.5, 13.8, 13.2]);
    expect(second.data).toHaveLength(3);
    expect(second.data[0]!.price).toBeLessThanOrEqual(13.2);
    expect((await run(sales, { query: base, limit: 10_001 })).statusCode).toBe(400);
  });

  it('takes hostile filter values literally: no row matches them, and wildcards match only themselves', async () => {
    const matching = async (comparer: string, value: unknown) => {
      const response = await run(sales, {
        query: {
          source: 'canteenArticles',
          columns: [{ key: 'name' }],
          filter: { operator: 'or', conditions: [{ key: 'name', comparer, value }] },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as ReportResult).data.map((r) => r.name);
    };
    expect(await matching('eq', "' OR 1=1--")).toEqual([]);
    expect(await matching('contains', "'; drop table portal.reporting_query; --")).toEqual([]);
    expect(await matching('contains', '%')).toEqual([]);
    expect(await matching('startsWith', '_')).toEqual([]);
    expect(await matching('contains', '\\')).toEqual([]);
    expect(await matching('contains', 'spätzle')).toEqual(['Käsespätzle']);
    expect(await matching('in', ['Currywurst', "x' or '1'='1"])).toEqual(['Currywurst']);
    // The tables are still there.
    expect((await call('GET', '/Query', sales)).statusCode).toBe(200);
  });

  it('fuzz against the database: random definitions on every dataset answer 200 or 400, never a server error', async () => {
    let seed = 4242;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const values = [
      "' OR 1=1--",
      '%_',
      'Ωmega 😀',
      3,
      2.5,
      true,
      '2026-03-01',
      '2026-03-01T10:00:00Z',
      ['a', 'b'],
      [1, 2],
    ];
    const seen = new Set<number>();
    // After the second factor: the user directory asks for it (T7).
    const adminMfa = await bearer(app, 'admin', { mfa: true });
    for (const summary of (await call('GET', '/Metadata', admin)).json() as ReportDatasetSummary[]) {
      const meta = (await call('GET', `/Metadata/${summary.queryId}`, admin)).json() as ReportDataset;
      for (let attempt = 0; attempt < 25; attempt++) {
        const conditions = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
          const column = pick(meta.columns);
          const comparer = pick(column.comparers);
          return comparer === 'isNull' || comparer === 'isNotNull'
            ? { key: column.key, comparer }
            : { key: column.key, comparer, value: pick(values) };
        });
        const shown = pick(meta.columns);
        const aggregate = random() > 0.5 ? pick(shown.aggregates) : undefined;
        const query = {
          source: meta.queryId,
          columns: [{ key: shown.key, ...(aggregate ? { aggregate } : {}) }],
          filter: { operator: pick(['and', 'or']), conditions, trees: [{ operator: 'or', conditions }] },
          order: { [aggregate ? `${aggregate}:${shown.key}` : shown.key]: random() > 0.5 },
          limit: 5,
        };
        const response = await run(adminMfa, { query });
        expect([200, 400], `${response.body}\n${JSON.stringify(query)}`).toContain(response.statusCode);
        seen.add(response.statusCode);
      }
    }
    expect([...seen].sort()).toEqual([200, 400]);
  });

  it('saves, lists, reads with an ETag, changes with If-Match (428 without, 412 stale) and deletes own queries', async () => {
    const { query, etag } = await save(sales, 'Artikel je Kantine');
    expect(query).toMatchObject({
      name: 'Artikel je Kantine',
      isOwner: true,
      creator: salesId,
      data: articlesByCanteen,
    });
    expect(
      (await call('POST', '/Query', sales, { name: 'Artikel je Kantine', data: articlesByCanteen })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/Query', sales, { name: '', data: articlesByCanteen })).statusCode).toBe(400);
    expect((await call('POST', '/Query', sales, { name: 'x'.repeat(201), data: articlesByCanteen })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('POST', '/Query', sales, {
          name: 'bad',
          data: { source: 'canteenArticles', columns: [{ key: 'password' }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/Query', sales, { name: 'bad', data: articlesByCanteen, creator: adminId })).statusCode,
    ).toBe(400);
    const listed = (await call('GET', '/Query', sales)).json() as ReportingQuery[];
    expect(listed.map((q) => q.name)).toContain('Artikel je Kantine');

    const url = `/Query/${query.reportingQueryId}`;
    const changed = {
      name: 'Artikel je Kantine (teuerste zuerst)',
      data: { ...articlesByCanteen, order: { 'max:price': false, canteen: true } },
    };
    expect((await call('PUT', url, sales, changed)).statusCode).toBe(428);
    const put = await call('PUT', url, { ...sales, 'if-match': etag }, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('PUT', url, { ...sales, 'if-match': etag }, changed)).statusCode).toBe(412);
    const read = await call('GET', url, sales);
    expect(read.json()).toMatchObject({ name: changed.name, version: 2 });
    // The sort priority is the order of the keys, and it survives saving.
    expect(Object.keys((read.json() as ReportingQuery).data.order!)).toEqual(['max:price', 'canteen']);
    expect(read.headers.etag).toBe(put.headers.etag);
    const ran = (await run(sales, { reportingQueryId: query.reportingQueryId })).json() as ReportResult;
    expect(ran.data[0]!.canteen).toBe('Personalrestaurant Hauptsitz');

    expect((await call('DELETE', url, { ...sales, 'if-match': etag })).statusCode).toBe(412);
    expect((await call('DELETE', url, sales)).statusCode).toBe(204);
    expect((await call('GET', url, sales)).statusCode).toBe(404);
  });

  it('shares a query: the receiver lists, reads and runs it, may not change it, and can be unshared', async () => {
    const { query } = await save(sales, 'Geteilt');
    const id = query.reportingQueryId;
    // Sharing needs ui.shareOptionReporting: the administrator holds it, so revoke nothing; an employee cannot receive.
    expect((await call('POST', '/SharedQuery', sales, { reportingQueryId: id, userId: employeeId })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/SharedQuery', sales, { reportingQueryId: id, userId: salesId })).statusCode).toBe(400);
    const shared = await call('POST', '/SharedQuery', sales, { reportingQueryId: id, userId: adminId });
    expect(shared.statusCode, shared.body).toBe(201);
    expect((await call('POST', '/SharedQuery', sales, { reportingQueryId: id, userId: adminId })).statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      reportingQueryId: id,
      userId: adminId,
      queryName: 'Geteilt',
      creator: salesId,
    });

    const forAdmin = (await call('GET', '/Query', admin)).json() as ReportingQuery[];
    expect(forAdmin.find((q) => q.reportingQueryId === id)).toMatchObject({ isOwner: false, creator: salesId });
    expect((await call('GET', '/SharedQuery', admin)).json()).toEqual([
      expect.objectContaining({ reportingQueryId: id }),
    ]);
    expect((await run(admin, { reportingQueryId: id })).statusCode).toBe(200);
    const read = await call('GET', `/Query/${id}`, admin);
    expect(read.statusCode).toBe(200);
    // Run and copy, not change: 403, because the receiver knows it exists.
    const put = await call(
      'PUT',
      `/Query/${id}`,
      { ...admin, 'if-match': String(read.headers.etag) },
      { name: 'Mein', data: articlesByCanteen },
    );
    expect(put.statusCode).toBe(403);
    expect((await call('DELETE', `/Query/${id}`, admin)).statusCode).toBe(403);
    expect((await call('POST', '/SharedQuery', admin, { reportingQueryId: id, userId: adminId })).statusCode).toBe(403);
    const copy = await call('POST', '/Query', admin, {
      name: 'Kopie von Geteilt',
      data: (read.json() as ReportingQuery).data,
    });
    expect(copy.statusCode).toBe(201);

    const owner = (await call('GET', `/Query/${id}`, sales)).json() as ReportingQuery;
    expect(owner.reportingSharedQueries.map((s: ReportingSharedQuery) => s.userId)).toEqual([adminId]);
    expect((await call('DELETE', `/SharedQuery/${id}/${adminId}`, sales)).statusCode).toBe(204);
    expect((await call('GET', `/Query/${id}`, admin)).statusCode).toBe(404);
    expect((await run(admin, { reportingQueryId: id })).statusCode).toBe(404);
    expect((await call('DELETE', `/SharedQuery/${id}/${adminId}`, sales)).statusCode).toBe(404);
  });

  it('sharing needs “Reporting teilen”, and finds recipients among reporting users only', async () => {
    const { query } = await save(sales, 'Nur mit Teilen-Recht');
    const recipients = await call('GET', '/SharedQuery/recipients?search=adm', sales);
    expect(recipients.statusCode, recipients.body).toBe(200);
    expect(recipients.json().map((r: { userId: string }) => r.userId)).toContain(adminId);
    const employees = (await call('GET', '/SharedQuery/recipients?search=employee', sales)).json() as unknown[];
    expect(employees).toEqual([]);
    // Take ui.shareOptionReporting away from the sales role: sharing is refused, running is not.
    await app.database.db.execute(sql`
      delete from portal.role_ressource_permission
      where ressource_id = (select id from portal.ressource where technical_name = 'ui.shareOptionReporting')
        and role_id = (select id from portal.role where seed_key = 'sales')`);
    app.accessService.invalidate();
    expect(
      (await call('POST', '/SharedQuery', sales, { reportingQueryId: query.reportingQueryId, userId: adminId }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/SharedQuery/recipients?search=adm', sales)).statusCode).toBe(403);
    expect((await run(sales, { reportingQueryId: query.reportingQueryId })).statusCode).toBe(200);
  });

  it('exports the whole report as XLSX and CSV: real files, formulas as text, download headers, logged', async () => {
    await app.database.db.execute(sql`
      insert into canteen.article (application_id, name, description, article_price)
      values ('werk-nord', '=HYPERLINK("http://x")', 'Test; "quoted"', 1.00)`);
    const definition = {
      source: 'canteenArticles',
      columns: [{ key: 'name' }, { key: 'description' }, { key: 'price' }],
      filter: { operator: 'and', conditions: [{ key: 'canteen', comparer: 'startsWith', value: 'Betriebskantine' }] },
      order: { name: true },
      limit: 1,
    };
    const xlsx = await run(sales, { query: definition }, '?format=xlsx&locale=en');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // Not saved yet: named after its data source in the reader's language, not "Report".
    expect(xlsx.headers['content-disposition']).toContain(`filename*=UTF-8''Canteen%20%E2%80%93%20articles.xlsx`);
    expect(xlsx.headers['x-content-type-options']).toBe('nosniff');
    expect(xlsx.headers['cache-control']).toBe('no-store');
    const sheets = await readXlsx(xlsx.rawPayload);
    const rows = Object.values(sheets)[0]!;
    const header = rows.findIndex((r) => r[0] === 'Article');
    expect(rows[header]).toEqual(['Article', 'Description', 'Price']);
    // The export holds every row, not the screen's limit of 1.
    expect(rows.length - header - 1).toBe(8);
    expect(rows[header + 1]).toEqual([`'=HYPERLINK("http://x")`, 'Test; "quoted"', 1]);

    const { query } = await save(sales, 'Artikel "Nord"\r\nSet-Cookie: x ä€', definition);
    const csv = await run(sales, { reportingQueryId: query.reportingQueryId }, '?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).not.toMatch(/[\r\n]/);
    expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''`);
    expect(csv.headers['content-disposition']).toContain('%C3%A4%E2%82%AC');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Artikel;Beschreibung;Preis');
    // RFC 4180: a field with a quote or the separator is quoted, its quotes doubled.
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")";"Test; ""quoted""";1,00`);
    expect(app.logs.filter((l) => l.event === 'export').map((l) => [l.format, l.resource, l.outcome])).toEqual([
      ['xlsx', 'reporting:canteenArticles', 'ok'],
      ['csv', 'reporting:canteenArticles', 'ok'],
    ]);
    const unsaved = await run(sales, { query: definition }, '?format=csv&locale=de');
    expect(unsaved.headers['content-disposition']).toContain(`filename*=UTF-8''Kantine%20%E2%80%93%20Artikel.csv`);
  });

  it('names the key figures as the KPI screens do, in the reader’s language, while filters and groups use their keys', async () => {
    const kpiValues = (await call('GET', '/Metadata/kpiValues', sales)).json() as ReportDataset;
    const kpi = kpiValues.columns.find((c) => c.key === 'kpi')!;
    expect(kpi.comparers).toEqual(['eq', 'ne', 'in']);
    expect(kpi.aggregates).toEqual(['count', 'countDistinct']);
    expect(kpi.values?.map((v) => v.value)).toEqual([...KPI_NAMES]);
    expect(kpi.values?.find((v) => v.value === 'DeliveryReliability')?.label).toEqual({
      de: 'Liefertreue',
      en: 'Delivery reliability',
      cs: 'Spolehlivost dodávek',
      fr: 'Fiabilité des livraisons',
      it: 'Affidabilità di consegna',
    });
    for (const value of kpi.values ?? []) {
      for (const locale of ['de', 'en', 'cs', 'fr', 'it'] as const) {
        expect(value.label[locale]).toBe(KPI_LABELS[locale][value.value as (typeof KPI_NAMES)[number]]);
      }
    }

    // Grouped and filtered by key: a saved or shared report means the same in every language.
    const byKpi = {
      source: 'kpiValues',
      columns: [{ key: 'kpi' }, { key: 'kpi', aggregate: 'count' }],
      grouping: ['kpi'],
      filter: {
        operator: 'and',
        conditions: [{ key: 'kpi', comparer: 'in', value: ['Productivity', 'DeliveryTime'] }],
      },
      order: { kpi: true },
    };
    const response = await run(sales, { query: byKpi });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ReportResult;
    expect(result.data.map((r) => r.kpi)).toEqual(['DeliveryTime', 'Productivity']);
    expect(result.data.every((r) => Number(r['count:kpi']) > 0)).toBe(true);

    // The export shows the names the screen shows, in the asked language; the counts stay numbers.
    const csv = await run(sales, { query: byKpi }, '?format=csv&locale=fr');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Indicateur;Nombre Indicateur');
    expect(lines.slice(1, 3).map((line) => line.split(';')[0])).toEqual(['Délai de livraison', 'Productivité']);
    expect(lines.slice(1, 3).map((line) => line.split(';')[1])).toEqual(result.data.map((r) => String(r['count:kpi'])));

    // A name, a mistyped key or a text search on the keys would match nothing silently: refused.
    for (const condition of [
      { key: 'kpi', comparer: 'eq', value: 'Produktivität' },
      { key: 'kpi', comparer: 'in', value: ['Productivity', 'productivity'] },
      { key: 'kpi', comparer: 'contains', value: 'Delivery' },
    ]) {
      const refused = await run(sales, {
        query: { source: 'kpiValues', columns: [{ key: 'kpi' }], filter: { operator: 'and', conditions: [condition] } },
      });
      expect(refused.statusCode, JSON.stringify(condition)).toBe(400);
      expect(refused.body).toContain('query.filter.conditions.0');
    }
  });

  it('names the units as the KPI screens write them, on screen and in the export, while filters use their codes', async () => {
    const kpiValues = (await call('GET', '/Metadata/kpiValues', sales)).json() as ReportDataset;
    const unit = kpiValues.columns.find((c) => c.key === 'unit')!;
    expect(unit.comparers).toEqual(['eq', 'ne', 'in']);
    expect(unit.values?.map((v) => v.value)).toEqual([...KPI_UNITS]);
    expect(unit.values?.find((v) => v.value === 'pieces')?.label).toEqual(
      Object.fromEntries((['de', 'en', 'cs', 'fr', 'it'] as const).map((l) => [l, KPI_UNIT_LABELS[l].pieces])),
    );

    const byUnit = {
      source: 'kpiValues',
      columns: [{ key: 'unit' }, { key: 'kpi', aggregate: 'countDistinct' }],
      grouping: ['unit'],
      filter: { operator: 'and', conditions: [{ key: 'unit', comparer: 'in', value: ['days', 'pieces'] }] },
      order: { unit: true },
    };
    const response = await run(sales, { query: byUnit });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ReportResult).data.map((r) => r.unit)).toEqual(['days', 'pieces']);

    const csv = await run(sales, { query: byUnit }, '?format=csv&locale=de');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(1, 3).map((line) => line.split(';')[0])).toEqual(['Tage', 'Stück']);

    const refused = await run(sales, {
      query: {
        source: 'kpiValues',
        columns: [{ key: 'unit' }],
        filter: { operator: 'and', conditions: [{ key: 'unit', comparer: 'eq', value: 'Stück' }] },
      },
    });
    expect(refused.statusCode).toBe(400);
  });
});
