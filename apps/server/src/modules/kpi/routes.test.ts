import { isoWeekAt, type Kpi2Row, type KpiHistoryEntry, type KpiOverview, type KpiWeek } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { DEMO_KPI_SITES } from './seed';

const API = '/portalapiproduction/api';
const SITE = 'werk-nord';
const current = () => isoWeekAt(new Date(), 'Europe/Berlin');

describe('KPI site with weekly editing (spec §7, docs/kpi.md)', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let sales: Record<string, string>;
  let employee: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await bearer(app, 'admin');
    sales = await bearer(app, 'sales');
    employee = await bearer(app, 'employee');
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ url: `${API}${url}`, headers });
  const update = (week: { year: number; calendarWeek: number }, body: unknown, headers: Record<string, string>) =>
    app.app.inject({
      method: 'PUT',
      url: `${API}/KPI/${SITE}/${week.calendarWeek}/${week.year}/update`,
      headers,
      payload: body as object,
    });
  const readWeek = async (week: { year: number; calendarWeek: number }) => {
    const response = await get(`/KPI/${SITE}/${week.calendarWeek}/edit?year=${week.year}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return { week: response.json() as KpiWeek, etag: String(response.headers.etag) };
  };
  const historyOf = async (week: { year: number; calendarWeek: number }) =>
    (await get(`/KPI/${SITE}/${week.calendarWeek}/editHistory?year=${week.year}`, sales)).json() as KpiHistoryEntry[];

  it('authorization: no token 401, no permission 403, a reader may not edit, an editor may', async () => {
    const week = current();
    const reads = ['/KPI/overview', '/KPI2', `/KPI/${SITE}/details`, `/KPI/${SITE}/maxCalendarweek`];
    const edits = [`/KPI/${SITE}/editOverview`, `/KPI/${SITE}/${week.calendarWeek}/edit`];
    for (const url of [...reads, ...edits]) expect((await get(url)).statusCode, url).toBe(401);
    for (const headers of [employee, (await userWithoutRoles(app)).headers]) {
      for (const url of [...reads, ...edits]) expect((await get(url, headers)).statusCode, url).toBe(403);
    }
    for (const url of reads) expect((await get(url, sales)).statusCode, url).toBe(200);
    for (const url of edits) expect((await get(url, sales)).statusCode, url).toBe(403);
    const body = { version: 0, values: [{ kpi: 'AHU', targetValue: 40, actualValue: 41 }] };
    expect((await update(week, body, {})).statusCode).toBe(401);
    expect((await update(week, body, employee)).statusCode).toBe(403);
    expect((await update(week, body, sales)).statusCode).toBe(403);
    for (const url of edits) expect((await get(url, admin)).statusCode, url).toBe(200);
    const { etag } = await readWeek(week);
    expect((await update(week, { values: body.values }, { ...admin, 'if-match': etag })).statusCode).toBe(204);
  });

  it('answers on the portal API as well (spec §7 lists the KPI calls there), with the same rules', async () => {
    const onPortal = await app.app.inject({ url: '/portal/api/KPI/overview', headers: sales });
    expect(onPortal.statusCode).toBe(200);
    expect(onPortal.json()).toEqual((await get('/KPI/overview', sales)).json());
    expect((await app.app.inject({ url: '/portal/api/KPI/overview', headers: employee })).statusCode).toBe(403);
  });

  it('shows every demo site at its last week with values, with a traffic light per KPI', async () => {
    const overview = (await get('/KPI/overview', sales)).json() as KpiOverview;
    expect(overview.kpiSite.map((s) => s.kpiSite)).toEqual(DEMO_KPI_SITES.map((s) => s.id));
    expect(overview.currentCalendarWeek).toBe(current().calendarWeek);
    const ost = overview.kpiSite.find((s) => s.kpiSite === 'werk-ost')!;
    expect(ost.isEditable).toBe(false);
    expect(ost.performanceIndicator).toHaveLength(8);
    const tubes = ost.performanceIndicator.find((i) => i.name === 'Tubes')!;
    expect(tubes).toMatchObject({ unit: 'pieces', targetValue: 5000, country: 'CZ' });
    expect(['green', 'yellow', 'red']).toContain(tubes.stateOfWeek);
    expect(ost.performanceIndicator.find((i) => i.name === 'AHU')!.stateOfWeek).toBe('none');
    const asAdmin = (await get('/KPI/overview', admin)).json() as KpiOverview;
    expect(asAdmin.kpiSite.every((s) => s.isEditable)).toBe(true);

    const max = (await get('/KPI/werk-ost/maxCalendarweek', sales)).json();
    expect(max).toEqual({ year: tubes.year, calendarWeek: tubes.calendarWeek });
    const details = (await get('/KPI/werk-ost/details', sales)).json();
    expect(details.weeks[0]).toMatchObject({ calendarWeek: max.calendarWeek, year: max.year });
    expect((await get('/KPI/nowhere/details', sales)).statusCode).toBe(404);

    const wall = (await get('/KPI2', sales)).json() as Kpi2Row[];
    expect(wall).toHaveLength(DEMO_KPI_SITES.length * 8);
    expect(new Set(wall.map((r) => r.kpiSite))).toEqual(new Set(DEMO_KPI_SITES.map((s) => s.id)));
  });

  it('writes the values and one history row per changed KPI, newest first; a failing value changes nothing', async () => {
    const week = { year: 2026, calendarWeek: 2 };
    const before = await readWeek(week);
    const response = await update(
      week,
      {
        values: [
          { kpi: 'AHU', targetValue: 40, actualValue: 44 },
          { kpi: 'DeliveryTime', targetValue: 15, actualValue: 13.5 },
          // unchanged: no history row
          ...before.week.values.filter((v) => v.kpi === 'Panels').map(({ unit: _, targetCarriedFrom: _c, ...v }) => v),
        ],
      },
      { ...admin, 'if-match': before.etag },
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers.etag).toBe(`"v${before.week.version + 1}"`);
    const after = await readWeek(week);
    expect(after.week.values.find((v) => v.kpi === 'AHU')).toMatchObject({ targetValue: 40, actualValue: 44 });
    const history = await historyOf(week);
    expect(history.map((h) => h.kpi).sort()).toEqual(['AHU', 'DeliveryTime']);
    expect(history[0]).toMatchObject({ user: expect.stringMatching(/\S/), unit: expect.any(String) });
    const ahu = history.find((h) => h.kpi === 'AHU')!;
    const old = before.week.values.find((v) => v.kpi === 'AHU')!;
    expect(ahu).toMatchObject({
      targetValueBefore: old.targetValue,
      actualValueBefore: old.actualValue,
      targetValueAfter: 40,
      actualValueAfter: 44,
      unit: 'pieces',
    });

    const bad = await update(
      week,
      {
        values: [
          { kpi: 'AHU', targetValue: 40, actualValue: 1 },
          { kpi: 'Productivity', targetValue: 85, actualValue: 120 },
        ],
      },
      { ...admin, 'if-match': after.etag },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    expect((await readWeek(week)).week).toEqual(after.week);
    expect(await historyOf(week)).toEqual(history);

    // A second edit comes first in the history.
    await update(
      week,
      { values: [{ kpi: 'AHU', targetValue: 40, actualValue: 45 }] },
      { ...admin, 'if-match': after.etag },
    );
    const newest = await historyOf(week);
    expect(newest).toHaveLength(3);
    expect(newest[0]).toMatchObject({ kpi: 'AHU', actualValueBefore: 44, actualValueAfter: 45 });
  });

  it('refuses a stale edit with 412 and an edit without a version with 428; the first edit stays', async () => {
    const week = { year: 2026, calendarWeek: 3 };
    const { week: read, etag } = await readWeek(week);
    const first = await update(
      week,
      { values: [{ kpi: 'Panels', targetValue: 1200, actualValue: 1 }] },
      {
        ...admin,
        'if-match': etag,
      },
    );
    expect(first.statusCode).toBe(204);
    const second = await update(
      week,
      { values: [{ kpi: 'Panels', targetValue: 1200, actualValue: 2 }] },
      {
        ...admin,
        'if-match': etag,
      },
    );
    expect(second.statusCode).toBe(412);
    expect(second.json().code).toBe('precondition_failed');
    const byBody = await update(
      week,
      { version: read.version, values: [{ kpi: 'Panels', targetValue: 1, actualValue: 2 }] },
      admin,
    );
    expect(byBody.statusCode).toBe(412);
    const none = await update(week, { values: [{ kpi: 'Panels', targetValue: 1, actualValue: 2 }] }, admin);
    expect(none.statusCode).toBe(428);
    expect((await readWeek(week)).week.values.find((v) => v.kpi === 'Panels')!.actualValue).toBe(1);
    expect(
      (
        await update(
          week,
          { version: read.version + 1, values: [{ kpi: 'Panels', targetValue: 1200, actualValue: 3 }] },
          admin,
        )
      ).statusCode,
    ).toBe(204);
  });

  it('lets exactly one of two simultaneous edits of the same read through', async () => {
    const week = { year: 2026, calendarWeek: 4 };
    const { etag } = await readWeek(week);
    const answers = await Promise.all(
      [10, 20].map((actualValue) =>
        update(week, { values: [{ kpi: 'AHU', targetValue: 40, actualValue }] }, { ...admin, 'if-match': etag }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 412]);
    const winner = answers.findIndex((a) => a.statusCode === 204);
    expect((await readWeek(week)).week.values.find((v) => v.kpi === 'AHU')!.actualValue).toBe([10, 20][winner]);
    expect((await historyOf(week)).filter((h) => h.kpi === 'AHU')).toHaveLength(1);
  });

  it('refuses an edit of a week that has not begun and of a week the year does not have', async () => {
    const now = current();
    const next =
      now.calendarWeek < 52 ? { ...now, calendarWeek: now.calendarWeek + 1 } : { year: now.year + 1, calendarWeek: 1 };
    const future = await update(next, { version: 0, values: [{ kpi: 'AHU', targetValue: 1, actualValue: 1 }] }, admin);
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].path).toBe('calendarweek');
    expect(
      (
        await update(
          { year: 2021, calendarWeek: 53 },
          { version: 0, values: [{ kpi: 'AHU', targetValue: 1, actualValue: 1 }] },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    expect((await get(`/KPI/${SITE}/${next.calendarWeek}/edit?year=${next.year}`, admin)).statusCode).toBe(400);
  });
});
