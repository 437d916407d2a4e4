import { routeForPath } from '@portal/contracts';
import { installRepositoryMiniApps } from '@portal/contracts/routes/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProviderUntil, launchBrowser, newPage, portalOrigin } from './browser';

const BASE = '/portal/de/de';

// Pages are named by the table the shell has: the core table and the mini-apps' manifests.
installRepositoryMiniApps();

/**
 * Runs `fn` in the page. A page may send the browser on by itself (the CRM area's 412 handling of
 * spec §4 goes to the registration page): then it runs again in the page that loaded.
 */
async function inPage<R>(page: Page, fn: (arg: string) => R, arg: string): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(fn, arg);
    } catch (error) {
      if (attempt >= 3 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/**
 * The portal's own pages a signed-in person is offered here: menu entries, the header's link to
 * "Mein Konto", tiles and in-page links. A screen of the CRM area's own hash route (`#/registrations`)
 * counts as a page of its own.
 */
async function offeredLinks(page: Page): Promise<string[]> {
  return inPage(
    page,
    (base) => {
      const links = [
        ...document.querySelectorAll<HTMLAnchorElement>(
          '#shell-navigation a[href], .shell-user a[href], #main a[href]',
        ),
      ];
      return links
        .filter((a) => a.target !== '_blank' && !a.hasAttribute('download'))
        .map((a) => new URL(a.href, location.href))
        .filter((u) => u.origin === location.origin && (u.pathname === base || u.pathname.startsWith(`${base}/`)))
        .map((u) => `${u.pathname}${u.hash.startsWith('#/') ? u.hash.replace(/\?.*$/, '') : ''}`);
    },
    BASE,
  );
}

/** Goes to a page inside the shell, as its links do, and waits until the page's data calls are answered. */
async function openInShell(page: Page, pending: () => number, path: string): Promise<void> {
  await inPage(
    page,
    (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      // The CRM area follows its hash route itself.
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    },
    path,
  );
  // The page downloads its mini-app, then calls its APIs: settled once nothing is pending for a while.
  let quiet = 0;
  for (let waited = 0; waited < 15_000 && quiet < 4; waited += 150) {
    await page.waitForTimeout(150);
    quiet = pending() === 0 ? quiet + 1 : 0;
  }
}

/**
 * Every page each demo account is offered opens without a permission error: no API call answers
 * 403 and no "could not load" shows. The walk follows the menu, then the tiles and links of every
 * page reached, as a person clicking through would.
 */
// What a page needs is decided by the route table and the permission rows, the same on either
// database: CI walks every account once, in the embedded pass, to keep within its time. The
// accounts walk side by side (each in its own browser context): a walk spends most of its time
// waiting for a page's calls to settle, so three at a time took a third of the time of one by one.
describe
  .skipIf(Boolean(process.env.DATABASE_URL))
  .concurrent('every page offered to a demo account opens without a permission error', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    const accounts: Array<[string, { offered: string[]; notOffered: string[]; reviewsCrm?: boolean }]> = [
      ['admin', { offered: ['security.users', 'sales.objects', 'sapSql'], notOffered: [], reviewsCrm: true }],
      ['employee', { offered: ['canteen.foodOrder', 'production.mesFlash'], notOffered: ['sales', 'security'] }],
      ['sales', { offered: ['sales', 'sales.objects', 'reporting'], notOffered: ['security'], reviewsCrm: true }],
      ['kitchen', { offered: ['canteen.orderedFood', 'canteen.orderSystem'], notOffered: ['sales'] }],
      [
        'partner',
        {
          offered: ['sales.configurator', 'sales.tracking', 'pm.convectors.krn41'],
          notOffered: ['sales', 'sales.objects', 'sales.customers'],
        },
      ],
      ['specialist', { offered: ['pm.coversystems.crossDesignerV2'], notOffered: ['sales'] }],
      [
        'plant',
        { offered: ['production.productionOverview', 'production.mesFlash'], notOffered: ['sales', 'security'] },
      ],
      ['hr', { offered: ['canteen.foodOrder'], notOffered: ['sales', 'security'] }],
    ];

    for (const [login, expected] of accounts) {
      it(`${login}`, async () => {
        const { context, page } = await newPage(browser);
        try {
          const refused: string[] = [];
          let inFlight = 0;
          const isApi = (url: string) => new URL(url).pathname.includes('/api/');
          page.on('request', (r) => {
            if (isApi(r.url())) inFlight++;
          });
          const done = (r: { url(): string }) => {
            if (isApi(r.url())) inFlight = Math.max(0, inFlight - 1);
          };
          page.on('requestfinished', done);
          page.on('requestfailed', done);
          page.on('response', (r) => {
            if (r.status() === 403 && isApi(r.url())) refused.push(`${new URL(page.url()).pathname}: ${r.url()}`);
          });

          // The administration and SAP SQL ask for the second factor: take it once, at the start.
          const start = login === 'admin' ? `${BASE}/security/users` : BASE;
          await page.goto(`${portalOrigin()}${start}`);
          await answerProviderUntil(page, login, '#shell-navigation');
          // The menu's areas are closed, their entries in the page all the same: they are read as they are.

          const seen = new Set<string>();
          // The CRM area is hidden from the menu (spec §2): the 412 handling sends people there.
          const queue = [...(await offeredLinks(page)), `${BASE}/crm/`];
          const failed: string[] = [];
          while (queue.length > 0) {
            const path = queue.shift()!;
            if (seen.has(path)) continue;
            seen.add(path);
            await openInShell(page, () => inFlight, path);
            // A page that needs the second factor the sign-in has not given yet sends to the provider first.
            if ((await page.locator('#main').count()) === 0) await answerProviderUntil(page, login, '#main');
            const text = await page.locator('#main').innerText();
            if (/konnten nicht geladen werden|keine Berechtigung/i.test(text))
              failed.push(`${path}: ${text.slice(0, 160)}`);
            queue.push(...(await offeredLinks(page)).filter((p) => !seen.has(p)));
          }

          expect(refused, 'API calls answered 403').toEqual([]);
          expect(failed, 'pages that could not load').toEqual([]);
          const names = [...seen].map((p) => routeForPath(p.slice(BASE.length).replace(/#.*$/, ''))?.name);
          // "Mein Konto" (the shell's own page, not in the route table) is offered to everyone signed in.
          expect([...seen], `${login} is offered Mein Konto`).toContain(`${BASE}/account`);
          // The clerk's screen is offered to those who review registrations, and to nobody else.
          expect(
            [...seen].some((p) => p.endsWith('#/registrations')),
            `${login} is offered the review of CRM registrations`,
          ).toBe(Boolean(expected.reviewsCrm));
          for (const name of expected.offered) expect(names, `${login} is offered ${name}`).toContain(name);
          for (const name of expected.notOffered) expect(names, `${login} is not offered ${name}`).not.toContain(name);
        } finally {
          await context.close();
        }
      }, 600_000);
    }
  });
