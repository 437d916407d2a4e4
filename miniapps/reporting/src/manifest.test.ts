import fs from 'node:fs';
import { UI } from '@portal/contracts';
import { repositoryMiniAppRoutes } from '@portal/contracts/routes/testing';
import { describe, expect, it } from 'vitest';

/** The registry hands the mini-app out by its manifest; the menu shows the page by the route table: they must agree. */
describe('the reporting manifest', () => {
  const manifest = JSON.parse(fs.readFileSync(new URL('../miniapp.json', import.meta.url), 'utf8')) as {
    name: string;
    permissions: string[];
    brands: Array<{ domain: string; country: string }>;
  };
  const route = repositoryMiniAppRoutes().find((r) => r.name === 'reporting')!;

  it('is offered on exactly the sites of spec §2, like its route', () => {
    expect(manifest.brands).toEqual(route.brands);
    expect(manifest.brands).toEqual([
      { domain: 'group', country: 'de' },
      { domain: 'prolux', country: 'de' },
      { domain: 'arbonia', country: 'fr' },
      { domain: 'arbonia', country: 'de' },
      { domain: 'arbonia', country: 'at' },
      { domain: 'arbonia', country: 'ch' },
    ]);
  });

  it('opens for the resource its route needs', () => {
    expect(manifest.name).toBe('reporting');
    expect(manifest.permissions).toEqual([UI.reporting.technicalName]);
    expect(route.permissions).toEqual([UI.reporting.id]);
  });
});
