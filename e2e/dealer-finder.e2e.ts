import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPortal, waitFor } from '../bench/harness';
import { axeViolations, launchBrowser, portalOrigin } from './browser';

/** The CRM area has mounted and said what it had to say (no spinner left). */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-miniapp="crm"][data-state="mounted"] .crm').waitFor();
  await expect.poll(() => page.locator('[data-miniapp="crm"] .p-spinner').count()).toBe(0);
}

/** "12,3 km entfernt" (German site) → 12.3 */
const kmOf = (text: string, decimal: ',' | '.') =>
  Number(
    text
      .replace(/ km entfernt$/, '')
      .replace(/[\u00a0\u202f’']/g, '')
      .replace(decimal, '.'),
  );

/**
 * Opens the dealer finder of a site (`de/at`: German on the Austrian site) in a browser context
 * of the reader's locale, runs the steps on it and closes the context whatever happens.
 */
async function onFinder(
  browser: Browser,
  site: string,
  locale: string,
  steps: (page: Page) => Promise<void>,
  origin = portalOrigin(),
): Promise<void> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/portal/${site}/crm/#/dealers`);
    await settled(page);
    await steps(page);
  } finally {
    await context.close();
  }
}

/**
 * The dealers found, once the count is said: their addresses and distances in km, after checking
 * that every dealer says how far it is, in the German site's number format ("12,3 km entfernt"),
 * nearest first.
 */
async function foundNearestFirst(page: Page): Promise<{ addresses: string[]; km: number[] }> {
  await expect.poll(() => page.locator('.crm-result-count').textContent()).toMatch(/^\d+ Händler gefunden\.$/);
  const addresses = await page.locator('.crm-dealer address').allTextContents();
  const distances = await page.locator('.crm-distance').allTextContents();
  expect(distances).toHaveLength(addresses.length);
  for (const d of distances) expect(d).toMatch(/^\d+(,\d)? km entfernt$/);
  const km = distances.map((d) => kmOf(d, ','));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  return { addresses, km };
}

async function search(page: Page, place: string, country = ''): Promise<void> {
  const finder = page.getByRole('search');
  await finder.getByLabel('Land').selectOption(country);
  await finder.getByLabel('Postleitzahl oder Ort').fill(place);
  await finder.getByRole('button', { name: 'Händler suchen' }).click();
}

describe('the dealer finder by postal code or town (docs/crm.md "Places")', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor finds the dealers around a postal code and a town, each with its distance, as a list', async () => {
    await onFinder(browser, 'de/de', 'de-DE', async (page) => {
      // Augsburg's centre: its own dealers first, then München (about 57 km), nearest first.
      await search(page, '86150');
      const { addresses, km } = await foundNearestFirst(page);
      expect(addresses[0]).toContain('86150 Augsburg');
      expect(km[0]).toBeLessThan(2);
      const munich = addresses.findIndex((a) => a.includes('München'));
      expect(km[munich]).toBeGreaterThan(50);
      expect(km[munich]).toBeLessThan(65);
      // The sources of the places, as their licences ask; no map without a configured tile server.
      const sources = page.locator('.crm-sources');
      expect(await sources.textContent()).toContain('GeoNames');
      expect(await sources.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toContain(
        'creativecommons.org/licenses/by/4.0',
      );
      expect(await sources.textContent()).toContain('OpenStreetMap');
      expect(await page.locator('.crm-map').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // A town by its name, in another country: Vienna's dealers, all in Austria.
      await search(page, 'Wien', 'AT');
      await expect.poll(() => page.locator('.crm-dealer address').first().textContent()).toContain('Wien');
      for (const a of await page.locator('.crm-dealer address').allTextContents()) expect(a).toMatch(/Österreich/);
      expect(await page.locator('.crm-distance').count()).toBe(await page.locator('.crm-dealer').count());

      // A place the search does not know is said as such, and nothing is listed.
      await search(page, 'Atlantis');
      await expect
        .poll(() => page.locator('.crm-problem').textContent())
        .toBe('Diese Postleitzahl oder diesen Ort kennt die Suche nicht. Bitte einen Ort in der Nähe eingeben.');
      expect(await page.locator('.crm-dealer').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('on the Austrian site a visitor finds the dealers around a Viennese postal code, each with its distance', async () => {
    await onFinder(browser, 'de/at', 'de-AT', async (page) => {
      // The site's country is chosen already: 1010 is Vienna's old town (in Switzerland it would be Lausanne).
      expect(await page.getByRole('search').getByLabel('Land').inputValue()).toBe('AT');
      await page.getByRole('search').getByLabel('Postleitzahl oder Ort').fill('1010');
      await page.getByRole('search').getByRole('button', { name: 'Händler suchen' }).click();
      const { addresses, km } = await foundNearestFirst(page);
      expect(addresses.length).toBeGreaterThan(0);
      for (const a of addresses) expect(a).toMatch(/Wien.*Österreich|Österreich.*Wien/s);
      expect(km[0]).toBeLessThan(2);
      // The postal codes' source is named with its licence.
      const sources = await page.locator('.crm-sources').textContent();
      expect(sources).toContain('Orte sowie Postleitzahlen außerhalb Deutschlands: GeoNames');

      // Czech codes as people write them, with or without the space: Brno's dealers.
      await search(page, '602 00', 'CZ');
      await expect.poll(() => page.locator('.crm-dealer address').first().textContent()).toContain('Brno');
      expect(kmOf((await page.locator('.crm-distance').first().textContent()) ?? '', ',')).toBeLessThan(3);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('on the Swiss site the distances are written the Swiss way', async () => {
    await onFinder(browser, 'de/ch', 'de-CH', async (page) => {
      await search(page, 'Zürich', 'CH');
      await expect.poll(() => page.locator('.crm-distance').count()).toBeGreaterThan(0);
      const distances = await page.locator('.crm-distance').allTextContents();
      for (const d of distances) expect(d).toMatch(/^\d+(\.\d)? km entfernt$/);
      expect(distances.some((d) => d.includes('.'))).toBe(true);
    });
  });
});

/**
 * The map, with a tile server the test serves itself: a portal of its own with PORTAL_MAP_TILE_URL
 * pointing at it (the shared portal has none, so every other test sees the list only).
 */
describe('the dealer finder with a map', () => {
  // A grey 1×1 PNG: Leaflet stretches it over the tile's 256×256.
  const TILE = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4ceIEAAS0AlkWLoFAAAAAAElFTkSuQmCC',
    'base64',
  );
  const asked: string[] = [];
  const tiles = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(TILE);
  });
  let browser: Browser;
  let server: ChildProcess;
  let origin: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-map-'));

  beforeAll(async () => {
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = startPortal({
      port,
      dataDir,
      env: {
        PORTAL_MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
        PORTAL_MAP_ATTRIBUTION: 'Kacheln: Testkachelserver',
      },
    });
    await waitFor(`${origin}/readyz`, 120, () => server.exitCode === null);
    browser = await launchBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    tiles.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the dealers found on the map, with the tile server and its attribution', async () => {
    await onFinder(
      browser,
      'de/de',
      'de-DE',
      async (page) => {
        await search(page, '80331');
        await expect.poll(() => page.locator('.crm-result-count').textContent()).toMatch(/^\d+ Händler gefunden\.$/);
        const found = await page.locator('.crm-dealer').count();
        const map = page.getByRole('region', { name: 'Karte der gefundenen Händler' });
        await map.waitFor();
        // One circle per dealer, the tiles from the configured server (the page's CSP lets them in).
        await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(found);
        await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
        expect(asked.some((u) => /^\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true);
        expect(await map.locator('.leaflet-control-attribution').textContent()).toContain('Kacheln: Testkachelserver');
        expect(await map.getByRole('button', { name: 'Vergrößern' }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
      },
      origin,
    );
  });
});
