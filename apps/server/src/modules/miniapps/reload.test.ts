import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';

/**
 * A mini-app added to a running installation: its folder (manifest and build) appears in the
 * mini-app directory, an administrator reloads, and the registry, the routes and the resources
 * follow without a restart. A bad manifest changes nothing.
 */
const HELLO_RESOURCE = '0f6d1c1e-5b8a-4c1e-9d1a-2a6c3f3e9b11';
const title = { de: 'Hallo', en: 'Hello', cs: 'Ahoj', fr: 'Bonjour', it: 'Ciao' };

function addMiniApp(dir: string, folder: string, manifest: unknown): void {
  fs.mkdirSync(path.join(dir, folder, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, folder, 'dist', 'remoteEntry.js'), 'export const hello = 1;\n');
  fs.writeFileSync(path.join(dir, folder, 'miniapp.json'), JSON.stringify(manifest));
}

const hello = {
  name: 'hello',
  title: 'Hallo',
  permissions: ['ui.hello'],
  resources: [{ id: HELLO_RESOURCE, technicalName: 'ui.hello', name: 'Hallo', group: 'portal' }],
  area: 'it',
  routes: [{ path: 'hello', title, icon: 'sparkles', screen: 'greeting' }],
};

describe('reloading the mini-app registry', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-miniapps-'));
    app = await startTestApp({ PORTAL_MINIAPPS_DIR: dir });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const reload = async (headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'POST', url: '/portal/api/MiniApps/reload', headers });
  const routeNames = async () =>
    (
      (await app.app.inject({ method: 'GET', url: '/portal/api/MiniApps/routes' })).json() as Array<{ name: string }>
    ).map((r) => r.name);

  it('is for administrators: no token 401, another role 403', async () => {
    expect((await reload()).statusCode).toBe(401);
    expect((await reload(await bearer(app, 'employee'))).statusCode).toBe(403);
    expect((await reload(await bearer(app, 'admin', { mfa: true }))).statusCode).toBe(200);
  });

  it('picks up a mini-app added to the running installation: routes, files and its resource', async () => {
    expect(await routeNames()).not.toContain('hello');
    addMiniApp(dir, 'hello', hello);
    const response = await reload(await bearer(app, 'admin', { mfa: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ miniApps: ['hello'], routes: 1 });

    const routes = (await app.app.inject({ method: 'GET', url: '/portal/api/MiniApps/routes' })).json();
    expect(routes).toEqual([
      expect.objectContaining({
        name: 'hello',
        title,
        permissions: [HELLO_RESOURCE],
        area: 'it',
        content: { kind: 'miniApp', app: 'hello', module: 'greeting' },
      }),
    ]);
    const file = await app.app.inject({ method: 'GET', url: '/portaluiv3/hello/remoteEntry.js' });
    // Without a built shell the server answers 503 for every page, files included.
    if (file.statusCode !== 503) expect(file.body).toContain('hello');

    const [row] = await app.database.db.select().from(t.ressource).where(eq(t.ressource.id, HELLO_RESOURCE));
    expect(row).toMatchObject({ technicalName: 'ui.hello', name: 'Hallo' });
    const trail = await app.database.db
      .select()
      .from(t.auditEntry)
      .where(and(eq(t.auditEntry.entity, 'miniApps'), eq(t.auditEntry.action, 'reload')));
    expect(trail.at(-1)?.after).toEqual(['hello']);
  });

  it('hands the mini-app only to holders of its resource', async () => {
    const names = async (login: 'admin' | 'employee') =>
      (
        (
          await app.app.inject({
            method: 'GET',
            url: '/portal/api/MiniApps?country=de',
            headers: await bearer(app, login),
          })
        ).json() as Array<{ name: string }>
      ).map((e) => e.name);
    expect(await names('employee')).not.toContain('hello');
  });

  it('refuses a bad manifest with a problem and keeps the registry as it was', async () => {
    addMiniApp(dir, 'broken', {
      name: 'broken',
      routes: [{ path: 'broken', icon: 'x', title: { de: 'Nur Deutsch' } }],
    });
    const response = await reload(await bearer(app, 'admin', { mfa: true }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await routeNames()).toEqual(['hello']);
    fs.rmSync(path.join(dir, 'broken'), { recursive: true });
  });

  it('refuses a manifest whose route takes a name the core table has', async () => {
    addMiniApp(dir, 'thief', { name: 'thief', routes: [{ path: 'favorite', icon: 'star', title }] });
    expect((await reload(await bearer(app, 'admin', { mfa: true }))).statusCode).toBe(400);
    expect(await routeNames()).toEqual(['hello']);
    fs.rmSync(path.join(dir, 'thief'), { recursive: true });
  });
});
