import type { Chart, Dashboard, ReportingQuery, ReportResult, SharedDashboard } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId } from '../../testing/users';
import { reportingCalls, userLimitedToCompanyCode } from './testing';

const salesByCompanyCode = {
  source: 'salesFacts',
  columns: [{ key: 'companyCode' }, { key: 'netSales', aggregate: 'sum' }],
  grouping: ['companyCode'],
  order: { companyCode: true },
};

describe('charts and the dashboard (docs/reporting.md)', () => {
  let app: TestApp;
  let sales: Record<string, string>;
  let employee: Record<string, string>;
  let limited: { id: string; headers: Record<string, string> };
  let salesId: string;

  beforeAll(async () => {
    app = await startTestApp({ PORTAL_REPORT_SUBSCRIPTION_MS: '0' });
    sales = await bearer(app, 'sales');
    employee = await bearer(app, 'employee');
    salesId = await demoUserId(app, 'sales');
    limited = await userLimitedToCompanyCode(app, '2000');
  });
  afterAll(() => app.close());

  const call = reportingCalls(() => app);
  const chartOf = async (name: string) => {
    const saved = await call('POST', '/Query', sales, { name, data: salesByCompanyCode });
    expect(saved.statusCode, saved.body).toBe(201);
    const queryId = (saved.json() as ReportingQuery).reportingQueryId;
    const created = await call('POST', '/Chart', sales, {
      reportingQueryId: queryId,
      name,
      kind: 'bar',
      category: 'companyCode',
      value: 'sum:netSales',
    });
    expect(created.statusCode, created.body).toBe(201);
    return { queryId, chart: created.json() as Chart };
  };

  it('authorization matrix: no token 401, no reporting 403, the owner 2xx, anyone it is not shared with 404', async () => {
    const { queryId, chart } = await chartOf('Matrix-Diagramm');
    const cases = [
      ['GET', '/Dashboard'],
      ['GET', '/Dashboard/shared'],
      ['POST', '/Chart', { reportingQueryId: queryId, name: 'x', kind: 'number', value: 'sum:netSales' }],
      ['DELETE', `/Chart/${chart.chartId}`],
      ['GET', `/Chart/${chart.chartId}/data`],
      ['POST', '/Dashboard/Share', { userId: limited.id }],
      ['DELETE', `/Dashboard/Share/${salesId}/${limited.id}`],
    ] as const;
    for (const [method, url, body] of cases) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url} without a token`).toBe(401);
      expect((await call(method, url, employee, body)).statusCode, `${method} ${url} as an employee`).toBe(403);
    }
    expect((await call('GET', '/Dashboard', sales)).statusCode).toBe(200);
    expect((await call('GET', `/Chart/${chart.chartId}/data`, sales)).statusCode).toBe(200);
    // Not shared: another reporting user neither sees the dashboard nor its charts, nor deletes one.
    expect((await call('GET', `/Dashboard?ownerId=${salesId}`, limited.headers)).statusCode).toBe(404);
    expect((await call('GET', `/Chart/${chart.chartId}/data`, limited.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/Chart/${chart.chartId}`, limited.headers)).statusCode).toBe(404);
    // Sharing needs "Reporting teilen", which the limited user lacks.
    expect((await call('POST', '/Dashboard/Share', limited.headers, { userId: salesId })).statusCode).toBe(403);
    expect((await call('DELETE', `/Chart/${chart.chartId}`, sales)).statusCode).toBe(204);
    expect((await call('GET', `/Chart/${chart.chartId}/data`, sales)).statusCode).toBe(404);
  });

  it('refuses a chart whose columns are not the query’s numbers, and one of a query the caller may not run', async () => {
    const { queryId } = await chartOf('Prüf-Diagramm');
    const base = { reportingQueryId: queryId, name: 'Falsch', kind: 'bar', category: 'companyCode' };
    expect((await call('POST', '/Chart', sales, { ...base, value: 'companyCode' })).statusCode).toBe(400);
    expect((await call('POST', '/Chart', sales, { ...base, value: 'sum:quantity' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/Chart', sales, { ...base, category: 'month', value: 'sum:netSales' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/Chart', sales, { ...base, kind: 'number', value: 'sum:netSales' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/Chart', limited.headers, { ...base, value: 'sum:netSales' })).statusCode).toBe(404);
  });

  it('a shared dashboard shows the viewer only the rows their data conditions allow', async () => {
    const { chart } = await chartOf('Umsatz je Buchungskreis');
    const mine = (await call('GET', '/Dashboard', sales)).json() as Dashboard;
    expect(mine.isOwner).toBe(true);
    expect(mine.charts.map((c) => c.name)).toContain('Umsatz je Buchungskreis');

    expect((await call('POST', '/Dashboard/Share', sales, { userId: limited.id })).statusCode).toBe(201);
    expect((await call('POST', '/Dashboard/Share', sales, { userId: limited.id })).statusCode).toBe(200);
    expect(((await call('GET', '/Dashboard', sales)).json() as Dashboard).shares.map((s) => s.userId)).toEqual([
      limited.id,
    ]);
    const offered = (await call('GET', '/Dashboard/shared', limited.headers)).json() as SharedDashboard[];
    expect(offered.map((d) => d.ownerId)).toEqual([salesId]);
    const theirs = (await call('GET', `/Dashboard?ownerId=${salesId}`, limited.headers)).json() as Dashboard;
    expect(theirs.isOwner).toBe(false);
    expect(theirs.shares).toEqual([]);
    expect(theirs.charts.map((c) => c.chartId)).toContain(chart.chartId);

    const all = (await call('GET', `/Chart/${chart.chartId}/data`, sales)).json() as ReportResult;
    const seen = (await call('GET', `/Chart/${chart.chartId}/data`, limited.headers)).json() as ReportResult;
    expect(all.data.length).toBeGreaterThan(1);
    expect(seen.data).toEqual(all.data.filter((r) => r.companyCode === '2000'));

    // The viewer takes the dashboard off their list; then it is closed to them again.
    expect((await call('DELETE', `/Dashboard/Share/${salesId}/${limited.id}`, limited.headers)).statusCode).toBe(204);
    expect((await call('GET', `/Chart/${chart.chartId}/data`, limited.headers)).statusCode).toBe(404);
  });
});
