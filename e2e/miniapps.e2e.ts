import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, portalOrigin, signInOnProviderPage } from './browser';

/**
 * Each way a mini-app can fail, one scenario each: the welcome mini-app's remote entry is replaced
 * in the browser by a broken one. The shell must show the mini-app's "unavailable" card and keep
 * working around it.
 */
const REMOTE = /\/portaluiv3\/welcome\/remoteEntry\.js/;

/** A Module Federation remote entry (ESM: init and get) whose exposed module is `exposed`. */
const remoteEntry = (exposed: string) => `
export async function init() {}
export async function get() { return () => (${exposed}); }
`;

async function signIn(page: Page) {
  await page.goto(`${portalOrigin()}/portal/de/de`);
  await signInOnProviderPage(page, 'employee');
  await page.waitForSelector('.shell-user');
}

async function cardFailure(page: Page): Promise<string | null> {
  await page.waitForSelector('[data-miniapp="welcome"][data-state="failed"]', { timeout: 20_000 });
  return page.locator('[data-miniapp="welcome"] [data-failure]').getAttribute('data-failure');
}

describe('mini-apps', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads a mini-app from its remote entry, with the version tag', async () => {
    const { context, page } = await newPage(browser);
    try {
      const entry = page.waitForRequest(REMOTE);
      await signIn(page);
      expect(new URL((await entry).url()).searchParams.get('v')).toBe('2025-7-2_10');
      await page.waitForSelector('.welcome .shell-tile');
      expect(await page.locator('[data-miniapp="welcome"]').getAttribute('data-state')).toBe('mounted');
    } finally {
      await context.close();
    }
  });

  it('a remote entry that cannot be loaded reloads the page once, then shows the error card', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page);
      await page.waitForSelector('[data-miniapp="welcome"][data-state="mounted"]');
      await page.route(REMOTE, (route) => route.abort());
      let loads = 0;
      page.on('load', () => loads++);
      await page.reload();
      expect(await cardFailure(page)).toBe('load');
      // The first failure reloaded the page once; the second only logged.
      expect(loads).toBe(2);
      expect(await page.locator('[data-miniapp="welcome"]').innerText()).toContain('ist gerade nicht verfügbar');
      // The rest of the shell keeps working.
      expect(await page.locator('#shell-navigation').isVisible()).toBe(true);
      // The retry loads it once the entry is back.
      await page.unroute(REMOTE);
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.waitForSelector('[data-miniapp="welcome"][data-state="mounted"]');
    } finally {
      await context.close();
    }
  });

  const broken: Array<[string, string, string]> = [
    ['whose mount throws', "{ mount() { throw new Error('mount failed on purpose'); } }", 'mountThrew'],
    ['without a mount export', '{ render() {} }', 'noMount'],
    ['whose mount never finishes (time-out)', '{ mount() { return new Promise(() => {}); } }', 'mountTimeout'],
  ];

  it.each(broken)('a mini-app %s shows its error card, without reloading', async (_name, exposed, failure) => {
    const { context, page } = await newPage(browser);
    try {
      await page.route(REMOTE, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: remoteEntry(exposed) }),
      );
      let loads = 0;
      page.on('load', () => loads++);
      await signIn(page);
      const before = loads;
      expect(await cardFailure(page)).toBe(failure);
      expect(loads).toBe(before);
      expect(await page.locator('.shell-greeting').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
