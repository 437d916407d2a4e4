import path from 'node:path';
import { UI } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../shell';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { loadRegistry, type MiniAppEntry, registryFor } from './registry';

const entry = (name: string, permissions: string[], brands?: MiniAppEntry['brands']): MiniAppEntry => ({
  name,
  module: './App',
  title: name,
  permissions,
  brands,
  dist: '/nowhere',
});

describe('the mini-app registry', () => {
  const entries = [
    entry('welcome', [UI.home.id]),
    entry('security', [UI.security.id, UI.userRoleOverview.id]),
    entry(
      'reporting',
      [UI.reporting.id],
      [
        { domain: 'arbonia', country: '*' },
        { domain: 'group', country: 'de' },
      ],
    ),
    entry('crm', []),
  ];

  it.each([
    ['a holder of the home resource on the group site', [UI.home.id], 'group', 'de', ['welcome', 'crm']],
    ['an administrator of users', [UI.home.id, UI.userRoleOverview.id], 'group', 'de', ['welcome', 'security', 'crm']],
    ['reporting on the group site in Germany', [UI.reporting.id], 'group', 'de', ['reporting', 'crm']],
    ['reporting on the group site in Switzerland: not offered', [UI.reporting.id], 'group', 'ch', ['crm']],
    ['reporting on the arbonia site in any country', [UI.reporting.id], 'arbonia', 'fr', ['reporting', 'crm']],
    ['nobody in particular: only the public ones', [], 'group', 'de', ['crm']],
  ])('%s', (_case, granted, brand, country, expected) => {
    expect(registryFor(entries, { granted: new Set(granted), brand, country }).map((e) => e.name)).toEqual(expected);
  });

  describe('over HTTP', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    const names = async (headers: Record<string, string>, url = '/portal/api/MiniApps?country=de') =>
      (await app.app.inject({ method: 'GET', url, headers })).json().map((e: { name: string }) => e.name);

    it('hands each user only the mini-apps they may open, with the remote entry and its version tag', async () => {
      const response = await app.app.inject({
        method: 'GET',
        url: '/portal/api/MiniApps?country=de',
        headers: await bearer(app, 'employee'),
      });
      expect(response.statusCode).toBe(200);
      const list = response.json() as Array<{ name: string; remoteEntry: string }>;
      for (const e of list) expect(e.remoteEntry).toBe(`/portaluiv3/${e.name}/remoteEntry.js?v=2025-7-2_10`);
      const employee = list.map((e) => e.name);
      const admin = await names(await bearer(app, 'admin'));
      // Whatever mini-apps are built, the employee never gets the security one; the administrator may.
      expect(employee).not.toContain('security');
      if (loadRegistry(path.join(repositoryRoot(), 'miniapps')).some((m) => m.name === 'security'))
        expect(admin).toContain('security');
    });

    it('needs a sign-in; the public list needs none', async () => {
      expect((await app.app.inject({ method: 'GET', url: '/portal/api/MiniApps' })).statusCode).toBe(401);
      expect((await app.app.inject({ method: 'GET', url: '/portal/api/MiniApps/public' })).statusCode).toBe(200);
    });

    it('refuses a country that is not a country code', async () => {
      const response = await app.app.inject({
        method: 'GET',
        url: '/portal/api/MiniApps?country=../x',
        headers: await bearer(app, 'employee'),
      });
      expect(response.statusCode).toBe(400);
    });

    it('serves a mini-app’s files and nothing outside its folder', async () => {
      for (const probe of [
        '/portaluiv3/welcome/../../../package.json',
        '/portaluiv3/welcome/%2e%2e/%2e%2e/package.json',
        '/portaluiv3/nosuchapp/remoteEntry.js',
      ]) {
        const response = await app.app.inject({ method: 'GET', url: probe });
        expect(response.statusCode, probe).toBe(404);
        expect(response.body).not.toContain('"workspaces"');
      }
    });
  });
});
