import type { ReportDatasetSummary, ReportResult } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../exports/testing';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { userLimitedToCompanyCode } from './testing';

const P = '/portal/api/reporting';

/** Rows per company code of a dataset, as the report builder would ask for them. */
const byCompanyCode = (source: string) => ({
  source,
  columns: [{ key: 'companyCode' }, { key: 'companyCode', aggregate: 'count' }],
  grouping: ['companyCode'],
  order: { companyCode: true },
});

describe('reporting on the group’s business data under the viewer’s row restrictions (docs/reporting.md)', () => {
  let app: TestApp;
  let sales: Record<string, string>;
  let limited: Record<string, string>;
  let employee: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    sales = await bearer(app, 'sales');
    employee = await bearer(app, 'employee');
    limited = (await userLimitedToCompanyCode(app, '2000')).headers;
  });
  afterAll(() => app.close());

  const run = async (headers: Record<string, string>, query: unknown) => {
    const response = await app.app.inject({ method: 'POST', url: `${P}/Report`, headers, payload: { query } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ReportResult;
  };

  it('offers the five sources to sales and none of them to a reporting user without the sales resources', async () => {
    const reportingOnly = (await userLimitedToCompanyCode(app, '2000', ['reporting', 'reportingMetadata'])).headers;
    const ids = async (headers: Record<string, string>) =>
      ((await app.app.inject({ url: `${P}/Metadata`, headers })).json() as ReportDatasetSummary[]).map(
        (d) => d.queryId,
      );
    expect(await ids(sales)).toEqual(
      expect.arrayContaining(['salesFacts', 'customers', 'materials', 'orders', 'budgets']),
    );
    const otherIds = await ids(reportingOnly);
    expect(otherIds).toContain('canteenArticles');
    for (const id of ['salesFacts', 'customers', 'materials', 'orders', 'budgets']) expect(otherIds).not.toContain(id);
    const refused = await app.app.inject({
      method: 'POST',
      url: `${P}/Report`,
      headers: reportingOnly,
      payload: { query: byCompanyCode('salesFacts') },
    });
    expect(refused.statusCode).toBe(400);
    // An employee holds no reporting at all: 403 before the dataset is looked at.
    const employeeRun = await app.app.inject({
      method: 'POST',
      url: `${P}/Report`,
      headers: employee,
      payload: { query: byCompanyCode('salesFacts') },
    });
    expect(employeeRun.statusCode).toBe(403);
  });

  it.each(['salesFacts', 'customers', 'materials', 'orders', 'budgets'])(
    '%s: a viewer limited to company code 2000 sees exactly the 2000 rows the unrestricted viewer sees',
    async (source) => {
      const all = await run(sales, byCompanyCode(source));
      const codes = all.data.map((r) => r.companyCode);
      expect(codes.length, `${source} holds more than one company code`).toBeGreaterThan(1);
      expect(codes).toContain('2000');
      const mine = await run(limited, byCompanyCode(source));
      expect(mine.data).toEqual(all.data.filter((r) => r.companyCode === '2000'));
      // Asking for another company code explicitly finds nothing rather than widening the view.
      const other = await run(limited, {
        ...byCompanyCode(source),
        filter: { operator: 'or', conditions: [{ key: 'companyCode', comparer: 'ne', value: '2000' }] },
      });
      expect(other.count).toBe(0);
    },
  );

  it('sums the same net sales for company code 2000 for both viewers, and exports only the visible rows', async () => {
    const sums = {
      source: 'salesFacts',
      columns: [{ key: 'companyCode' }, { key: 'netSales', aggregate: 'sum' }],
      grouping: ['companyCode'],
    };
    const all = await run(sales, sums);
    const mine = await run(limited, sums);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]!['sum:netSales']).toBe(all.data.find((r) => r.companyCode === '2000')!['sum:netSales']);

    const file = await app.app.inject({
      method: 'POST',
      url: `${P}/Report?format=xlsx&locale=en`,
      headers: limited,
      payload: {
        query: { source: 'customers', columns: [{ key: 'number' }, { key: 'companyCode' }], order: { number: true } },
      },
    });
    expect(file.statusCode).toBe(200);
    const [sheet] = Object.values(await readXlsx(file.rawPayload));
    const header = sheet!.findIndex((row) => row.includes('Company code'));
    const body = sheet!.slice(header + 1);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((row) => row[1] === '2000')).toBe(true);
  });
});
