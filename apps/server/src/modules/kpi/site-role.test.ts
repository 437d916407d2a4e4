import { isoWeekAt, type KpiOverview, type KpiTrend, type KpiWeek } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { previousWeek } from './trend';

const API = '/portalapiproduction/api';
const OWN = 'werk-nord';
const OTHER = 'werk-ost';

/**
 * Issue 21 §9: a plant's own role edits its KPIs (the seeded "Werksleitung" holds api.kpiEdit
 * through the permission set "Eigenes Werk", plant = $user; the demo account `plant` has plant
 * werk-nord), targets carry over to a new week, and a trend per KPI with its target band.
 */
describe('KPI: the site’s own role, carried targets, the trend', () => {
  let app: TestApp;
  const as = {} as Record<'none' | 'noRole' | 'employee' | 'sales' | 'plant' | 'admin', Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    as.none = {};
    as.noRole = (await userWithoutRoles(app)).headers;
    as.employee = await bearer(app, 'employee');
    as.sales = await bearer(app, 'sales');
    as.plant = await bearer(app, 'plant');
    as.admin = await bearer(app, 'admin');
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string>) => app.app.inject({ url: `${API}${url}`, headers });
  const put = (site: string, week: { year: number; calendarWeek: number }, headers: Record<string, string>) =>
    app.app.inject({
      method: 'PUT',
      url: `${API}/KPI/${site}/${week.calendarWeek}/${week.year}/update`,
      headers,
      payload: { version: 0, values: [{ kpi: 'AHU', targetValue: 41, actualValue: 39 }] },
    });

  it('edit rights as a matrix: the plant edits its own site only; readers read; the administrator edits all', async () => {
    const week = isoWeekAt(new Date(), 'Europe/Berlin');
    const editsOf = (site: string) => [`/KPI/${site}/editOverview`, `/KPI/${site}/${week.calendarWeek}/edit`];
    const expected: Record<keyof typeof as, { read: number; own: number; other: number }> = {
      none: { read: 401, own: 401, other: 401 },
      noRole: { read: 403, own: 403, other: 403 },
      employee: { read: 403, own: 403, other: 403 },
      sales: { read: 200, own: 403, other: 403 },
      plant: { read: 200, own: 200, other: 403 },
      admin: { read: 200, own: 200, other: 200 },
    };
    for (const [who, want] of Object.entries(expected) as [keyof typeof as, (typeof expected)['none']][]) {
      const headers = as[who];
      for (const url of ['/KPI/overview', `/KPI/${OTHER}/details`, `/KPI/${OWN}/trend`]) {
        expect((await get(url, headers)).statusCode, `${who} ${url}`).toBe(want.read);
      }
      for (const url of editsOf(OWN)) expect((await get(url, headers)).statusCode, `${who} ${url}`).toBe(want.own);
      for (const url of editsOf(OTHER)) expect((await get(url, headers)).statusCode, `${who} ${url}`).toBe(want.other);
      const refused = await put(OTHER, week, headers);
      expect(refused.statusCode, `${who} PUT ${OTHER}`).toBe(want.other === 200 ? 204 : want.other);
    }
    const overview = (await get('/KPI/overview', as.plant)).json() as KpiOverview;
    expect(overview.kpiSite.filter((s) => s.isEditable).map((s) => s.kpiSite)).toEqual([OWN]);
  });

  it('carries each target over to a new week until someone changes it', async () => {
    const week = isoWeekAt(new Date(), 'Europe/Berlin');
    const before = previousWeek(week);
    // The demo leaves the current week empty; the week before has the demo targets.
    const edit = (await get(`/KPI/${OWN}/${week.calendarWeek}/edit?year=${week.year}`, as.plant)).json() as KpiWeek;
    const productivity = edit.values.find((v) => v.kpi === 'Productivity')!;
    expect(productivity).toMatchObject({ targetValue: 85, actualValue: null, targetCarriedFrom: before });
    expect(edit.values.find((v) => v.kpi === 'Tubes')).toMatchObject({ targetValue: null, targetCarriedFrom: null });

    // A week that sets its own target says so, and the next week carries the new one.
    const old = (await get(`/KPI/${OWN}/${before.calendarWeek}/edit?year=${before.year}`, as.plant)).json() as KpiWeek;
    const saved = await app.app.inject({
      method: 'PUT',
      url: `${API}/KPI/${OWN}/${before.calendarWeek}/${before.year}/update`,
      headers: as.plant,
      payload: { version: old.version, values: [{ kpi: 'Productivity', targetValue: 88, actualValue: 86 }] },
    });
    expect(saved.statusCode, saved.body).toBe(204);
    const own = (await get(`/KPI/${OWN}/${before.calendarWeek}/edit?year=${before.year}`, as.plant)).json() as KpiWeek;
    expect(own.values.find((v) => v.kpi === 'Productivity')).toMatchObject({
      targetValue: 88,
      targetCarriedFrom: null,
    });
    const next = (await get(`/KPI/${OWN}/${week.calendarWeek}/edit?year=${week.year}`, as.plant)).json() as KpiWeek;
    expect(next.values.find((v) => v.kpi === 'Productivity')).toMatchObject({ targetValue: 88 });
  });

  it('draws each KPI over the weeks with the target in force and its band', async () => {
    const week = isoWeekAt(new Date(), 'Europe/Berlin');
    const response = await get(`/KPI/${OTHER}/trend?weeks=8`, as.sales);
    expect(response.statusCode, response.body).toBe(200);
    const trend = response.json() as KpiTrend;
    expect(trend.weeks).toHaveLength(8);
    expect(trend.weeks.at(-1)).toEqual(week);
    expect(trend.series.map((s) => s.kpi)).toContain('DeliveryTime');
    for (const series of trend.series) expect(series.points).toHaveLength(8);

    const time = trend.series.find((s) => s.kpi === 'DeliveryTime')!;
    const last = time.points.at(-1)!;
    // The current week has no actual yet, but the target carried over, with its band on the worse side.
    expect(last.actualValue).toBeNull();
    expect(last.state).toBe('none');
    expect(last.targetValue).not.toBeNull();
    expect(last.bandFrom).toBe(last.targetValue);
    expect(last.bandTo).toBeCloseTo(last.targetValue! * 1.05, 6);
    const reliability = trend.series.find((s) => s.kpi === 'DeliveryReliability')!.points[0]!;
    expect(reliability.bandTo).toBe(reliability.targetValue);
    expect(reliability.bandFrom).toBeCloseTo(reliability.targetValue! * 0.95, 6);
    expect(['green', 'yellow', 'red']).toContain(reliability.state);

    for (const weeks of ['1', '105', 'x']) {
      expect((await get(`/KPI/${OTHER}/trend?weeks=${weeks}`, as.sales)).statusCode, weeks).toBe(400);
    }
    expect((await get('/KPI/nowhere/trend', as.sales)).statusCode).toBe(404);
  });
});
