import type { MesFlash, MesPlant } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { shiftAt } from './figures';
import { DEMO_MES_PLANTS, seedMesFlash } from './seed';

const API = '/portalapiproduction/api';
const PLANT = 'werk-nord';

describe('MES flash on the production API (docs/production.md)', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let sales: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await bearer(app, 'admin');
    employee = await bearer(app, 'employee');
    sales = await bearer(app, 'sales');
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ url: `${API}${url}`, headers });

  it('authorization: no token 401, a role without MES tables 403, employees and administrators 200', async () => {
    const urls = ['/MesFlash/plants', `/MesFlash/${PLANT}`];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(401);
    for (const headers of [sales, (await userWithoutRoles(app)).headers]) {
      for (const url of urls) {
        const refused = await get(url, headers);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().code).toBe('forbidden');
      }
    }
    for (const headers of [employee, admin]) {
      for (const url of urls) expect((await get(url, headers)).statusCode, url).toBe(200);
    }
  });

  it('answers only on the production API', async () => {
    const onPortal = await app.app.inject({ url: `/portal/api/MesFlash/plants`, headers: employee });
    expect(onPortal.statusCode).toBe(404);
  });

  it('lists the demo plants with their three shifts', async () => {
    const plants = (await get('/MesFlash/plants', employee)).json() as MesPlant[];
    expect(plants.map((p) => p.plantId)).toEqual(DEMO_MES_PLANTS.map((p) => p.id));
    expect(plants[0]!.shifts).toEqual([
      { code: 'early', start: '06:00', end: '14:00' },
      { code: 'late', start: '14:00', end: '22:00' },
      { code: 'night', start: '22:00', end: '06:00' },
    ]);
  });

  it('shows the running shift of every work centre with figures from the recorded events', async () => {
    const response = await get(`/MesFlash/${PLANT}`, employee);
    expect(response.statusCode, response.body).toBe(200);
    const flash = response.json() as MesFlash;
    const now = shiftAt(Date.now(), 'Europe/Berlin');
    expect({ date: flash.date, shift: flash.shift }).toEqual(now);
    expect(flash.isRunning).toBe(true);
    expect(flash.workCentres.map((w) => w.workCentreId)).toEqual(
      DEMO_MES_PLANTS.find((p) => p.id === PLANT)!.workCentres.map((w) => w.id),
    );
    for (const wc of flash.workCentres) {
      expect(wc.currentOrder).not.toBeNull();
      expect(wc.targetToNow).toBeLessThanOrEqual(wc.targetOfShift);
      expect(wc.runMinutes).toBeLessThanOrEqual(wc.plannedMinutes);
    }
  });

  it('a finished shift: counted to its end, break planned, OEE the product of its factors', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const flash = (await get(`/MesFlash/${PLANT}?date=${yesterday}&shift=late`, employee)).json() as MesFlash;
    expect(flash).toMatchObject({ date: yesterday, shift: 'late', isRunning: false, asOf: flash.endsAt });
    const press = flash.workCentres.find((w) => w.workCentreId === 'nord-paneelpresse-1')!;
    expect(press.plannedMinutes).toBe(450); // eight hours less the 30-minute break
    expect(press.targetOfShift).toBe(525); // 70 pieces an hour over 7.5 hours
    expect(press.targetToNow).toBe(press.targetOfShift);
    expect(press.goodPieces).toBeGreaterThan(0);
    expect(press.quality).toBeCloseTo(press.goodPieces / (press.goodPieces + press.scrapPieces), 9);
    expect(press.oee).toBeCloseTo(press.availability! * press.performance! * press.quality!, 9);
    const breaks = press.downtimes.filter((d) => d.reason === 'break');
    expect(breaks).toEqual([expect.objectContaining({ planned: true, minutes: 30 })]);
    const lost = press.downtimes.filter((d) => !d.planned).reduce((sum, d) => sum + d.minutes, 0);
    expect(press.runMinutes).toBe(450 - lost);
    expect(press.downtimes.every((d) => d.endedAt !== null)).toBe(true);
  });

  it('refuses bad input with a stable code and changes nothing', async () => {
    const before = (await get(`/MesFlash/${PLANT}?date=2026-01-05&shift=early`, admin)).json();
    const cases: Array<[string, number, string]> = [
      ['/MesFlash/nowhere', 404, 'not_found'],
      [`/MesFlash/${PLANT}?date=2026-02-30`, 400, 'validation_failed'],
      [`/MesFlash/${PLANT}?date=yesterday`, 400, 'validation_failed'],
      [`/MesFlash/${PLANT}?shift=noon`, 400, 'validation_failed'],
      [`/MesFlash/${PLANT}?date=2999-01-01&shift=early`, 400, 'shift_not_begun'],
      ['/MesFlash/Werk%20Nord', 400, 'validation_failed'],
    ];
    for (const [url, status, code] of cases) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
      expect(response.json().code, url).toBe(code);
    }
    expect((await get(`/MesFlash/${PLANT}?date=2026-01-05&shift=early`, admin)).json()).toEqual(before);
  });

  it('seeding again on a later start adds nothing to the days already written', async () => {
    const flash = (url: string) => get(url, employee).then((r) => r.json());
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const url = `/MesFlash/${PLANT}?date=${yesterday}&shift=early`;
    const before = await flash(url);
    await app.database.db.transaction((tx) => seedMesFlash(tx));
    expect(await flash(url)).toEqual(before);
  });
});
