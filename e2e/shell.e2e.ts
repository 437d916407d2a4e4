import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newPage,
  portalOrigin,
  signInOnProviderPage,
  waitForSignInForm,
} from './browser';

/** Opens a portal address and signs in on the provider's page if asked to; waits for the shell. */
async function openSignedIn(page: Page, url: string, login: string): Promise<void> {
  await page.goto(url);
  // Either the provider asks who this is, or this tab is signed in already.
  await page.waitForSelector('input[autocomplete="username"], .shell-user');
  if (await page.locator('input[autocomplete="username"]').count()) await signInOnProviderPage(page, login);
  await page.waitForSelector('.shell-user');
}

const path = (page: Page) => new URL(page.url()).pathname;

describe('the shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('follows the redirect rules of spec §2, each one', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/`, 'employee');
      expect(path(page)).toBe('/portal/de/de');
      const cases: Array<[string, string]> = [
        ['/portal/', '/portal/de/de'],
        ['/portal/xx', '/portal/de/de'],
        ['/portal/fr', '/portal/fr/de'],
        ['/portal/xx/ch', '/portal/de/ch'],
        ['/portal/xx/ch/canteen', '/portal/de/ch/canteen'],
        ['/portal/en/de/no-such-page', '/portal/de/de'],
      ];
      for (const [from, to] of cases) {
        await page.goto(`${portalOrigin()}${from}`);
        await page.waitForURL((u) => u.pathname === to, { timeout: 10_000 });
        expect(path(page), from).toBe(to);
      }
    } finally {
      await context.close();
    }
  });

  it('shows employee and admin different menus', async () => {
    const menuOf = async (login: string) => {
      const { context, page } = await newPage(browser);
      try {
        await openSignedIn(page, `${portalOrigin()}/portal/de/de`, login);
        await page.waitForSelector('#shell-navigation');
        return await page.locator('#shell-navigation').innerText();
      } finally {
        await context.close();
      }
    };
    const employee = await menuOf('employee');
    const admin = await menuOf('admin');
    expect(employee).toContain('Kantine');
    expect(employee).not.toContain('Sicherheit');
    expect(admin).toContain('Sicherheit');
    expect(admin).toContain('Reporting');
  });

  it('from the portal to the provider’s sign-in page, every page names its icon: no request for a missing /favicon.ico', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      // The browser's own icon request is seen only through the debugging protocol, not as a page request.
      const missing: string[] = [];
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.responseReceived', (event) => {
        if (event.response.status >= 400) missing.push(event.response.url);
      });
      await page.goto(`${portalOrigin()}/portal/`);
      await waitForSignInForm(page);
      await signInOnProviderPage(page, 'employee');
      await page.waitForSelector('.shell-user');
      await new Promise((r) => setTimeout(r, 1000));
      expect(missing).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('home tiles keep their titles inside the tile, and the tiles of a row are equally tall', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      await page.waitForSelector('.shell-tile');
      const tiles = await page.locator('.shell-tile').evaluateAll((links) =>
        links.map((a) => {
          const tile = a.getBoundingClientRect();
          // The box of the title's text itself: its element stays inside the tile even when the text runs out.
          const range = document.createRange();
          range.selectNodeContents(a.querySelector('span') as HTMLElement);
          const title = range.getBoundingClientRect();
          return { text: a.textContent, top: tile.top, height: tile.height, overflows: title.right > tile.right };
        }),
      );
      // "Mitarbeiterinformation" and "Produktmanagement" are the longest German titles.
      expect(tiles.map((t) => t.text)).toContain('Mitarbeiterinformation');
      expect(tiles.filter((t) => t.overflows).map((t) => t.text)).toEqual([]);
      for (const tile of tiles) {
        const row = tiles.filter((t) => t.top === tile.top);
        expect(tile.height, tile.text ?? '').toBe(Math.max(...row.map((t) => t.height)));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('on arbonia.localhost the menu follows the brand pairs, and theme and page icon change', async () => {
    const look = async (host: string) => {
      const { context, page } = await newPage(browser);
      try {
        await openSignedIn(page, `${portalOrigin(host)}/portal/de/ch`, 'sales');
        await page.waitForFunction(() => document.querySelector('link[rel="icon"]') !== null);
        return {
          menu: await page.locator('#shell-navigation').innerText(),
          primary: await page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--p-primary').trim(),
          ),
          icon: await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? ''),
          name: await page.locator('.shell-header__name').innerText(),
        };
      } finally {
        await context.close();
      }
    };
    const group = await look('localhost');
    const arbonia = await look('arbonia.localhost');
    // Reporting is offered for arbonia in ch, but for the group's own brand only in de.
    expect(arbonia.menu).toContain('Reporting');
    expect(group.menu).not.toContain('Reporting');
    expect(group.primary).toBe('#ef7d00');
    expect(arbonia.primary).not.toBe(group.primary);
    expect(arbonia.icon).toContain('/branding/icons/arbonia.svg');
    expect(group.icon).toContain('/branding/icons/group.svg');
    expect(arbonia.name).toBe('Arbonia');
  });

  it('on arbonia the sign-in page wears the portal’s colours, and the tab names the page and the brand', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${portalOrigin('arbonia.localhost')}/portal/de/de/canteen`);
      await waitForSignInForm(page);
      const signInPrimary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      await signInOnProviderPage(page, 'employee');
      await page.waitForSelector('.shell-user');
      const shellPrimary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--p-primary').trim(),
      );
      expect(signInPrimary).toBe(shellPrimary);
      await expect.poll(() => page.title()).toBe('Kantine – Arbonia');
      await page.goto(`${portalOrigin('arbonia.localhost')}/portal/en/de/canteen/foodOrder`);
      await expect.poll(() => page.title()).toBe('Order meals – Arbonia');
    } finally {
      await context.close();
    }
  });

  it('switching the language by route changes the texts and loads that language on demand', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      await expect.poll(() => page.locator('.shell-user').innerText()).toContain('Abmelden');
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.locator('.shell-language select').selectOption('en');
      await page.waitForURL((u) => u.pathname === '/portal/en/de');
      await expect.poll(() => page.locator('.shell-user').innerText()).toContain('Sign out');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // The English texts came as files of their own, asked for only now.
      expect(scripts.some((u) => /\/portal\/assets\/(shell|menu)-[\w-]+\.js$/.test(u))).toBe(true);
      await page.goto(`${portalOrigin()}/portal/cs/de`);
      await expect.poll(() => page.locator('.shell-user').innerText()).toContain('Odhlásit');
    } finally {
      await context.close();
    }
  });

  it('signs out in the route’s language, not the browser’s, and signs in again on the same site', async () => {
    // A German browser on the English Austrian site.
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/at`, 'employee');
      await expect.poll(() => page.locator('.shell-user').innerText()).toContain('Sign out');
      await page.locator('.shell-user button').click();
      await page.waitForSelector('button[name="logout"]');
      expect(await page.locator('h1').innerText()).toMatch(/^Do you want to sign out of /);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.locator('button[name="logout"]').click();
      // The site's start page needs a sign-in: the provider asks again, still in English, and the
      // next sign-in lands on the site the user left rather than the German one.
      await waitForSignInForm(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await signInOnProviderPage(page, 'employee');
      await page.waitForSelector('.shell-user');
      expect(path(page)).toBe('/portal/en/at');
    } finally {
      await context.close();
    }
  });

  it('the provider’s pages name the brand as the country’s site does: “Arbonia Suisse” on the French Swiss site', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      await page.goto(`${portalOrigin('arbonia.localhost')}/portal/fr/ch`);
      await waitForSignInForm(page);
      expect(await page.locator('h1').innerText()).toBe('Connexion à Arbonia Suisse');
      expect(await page.locator('header').first().innerText()).toBe('Arbonia Suisse');
      await signInOnProviderPage(page, 'employee');
      await page.waitForSelector('.shell-user');
      expect(await page.locator('.shell-header__name').innerText()).toBe('Arbonia Suisse');
      await page.locator('.shell-user button').click();
      await page.waitForSelector('button[name="logout"]');
      expect(await page.locator('h1').innerText()).toBe('Voulez-vous vous déconnecter du portail Arbonia Suisse ?');
    } finally {
      await context.close();
    }
  });

  it('a sign-out in one tab ends the sign-in of the other tabs within seconds (session check)', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      // A second tab signs in without a question: the provider knows this browser.
      const other = await context.newPage();
      await other.goto(`${portalOrigin()}/portal/de/de/favorite`);
      await other.waitForSelector('.shell-user');
      // Nothing changed at the provider: the other tab stays signed in over several checks.
      await new Promise((r) => setTimeout(r, 5_000));
      expect(await other.locator('.shell-user').count()).toBe(1);

      await page.locator('.shell-user button').click();
      await page.locator('button[name="logout"]').click();
      await waitForSignInForm(page);
      // The other tab learns it from the provider's frame and asks for a sign-in, remembering its page.
      await waitForSignInForm(other, 10_000);
      await signInOnProviderPage(other, 'employee');
      await other.waitForSelector('.shell-user');
      expect(path(other)).toBe('/portal/de/de/favorite');
    } finally {
      await context.close();
    }
  });

  it('sends a user who types an address they may not open to the start, with insufficientPermission', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      await page.goto(`${portalOrigin()}/portal/de/de/security`);
      await page.waitForURL((u) => u.pathname === '/portal/de/de');
      await expect
        .poll(() => page.locator('[role="alert"]').innerText())
        .toContain('Sie haben keine Berechtigung für „Sicherheit“');
    } finally {
      await context.close();
    }
  });

  it('favourites: add the current page, edit it, delete it after the confirmation', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/canteen?week=48`, 'employee');
      await page.getByRole('button', { name: 'Als Favorit speichern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Favorit hinzufügen' });
      await dialog.getByLabel('Name').fill('Meine Kantine');
      await dialog.getByLabel('Beschreibung').fill('Mittagessen');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => page.locator('[role="status"]').innerText()).toContain('Favorit erfolgreich hinzugefügt');
      // Focus goes back to the star that opened the dialog, not to the top of the page.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Als Favorit speichern',
      );

      await page.goto(`${portalOrigin()}/portal/de/de/favorite`);
      const row = page.getByRole('row', { name: /Meine Kantine/ });
      await row.waitFor();
      expect(await row.innerText()).toContain('/de/de/canteen?week=48');

      await row.getByRole('button', { name: 'Bearbeiten: Meine Kantine' }).click();
      const edit = page.getByRole('dialog', { name: 'Favorit bearbeiten' });
      await edit.getByLabel('Name').fill('Kantine Nord');
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await page.getByRole('row', { name: /Kantine Nord/ }).waitFor();
      await expect.poll(() => page.locator('[role="status"]').innerText()).toContain('Favorit erfolgreich geändert');

      await page.getByRole('button', { name: 'Löschen: Kantine Nord' }).click();
      const confirm = page.getByRole('dialog', { name: 'Favorit löschen' });
      expect(await confirm.innerText()).toContain('Wollen Sie den ausgewählten Favoriten löschen?');
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await expect.poll(() => page.locator('[role="status"]').innerText()).toContain('Favorit erfolgreich gelöscht');
      expect(await page.getByRole('row', { name: /Kantine Nord/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('favourites that fail to load say so with a retry, never “no favourites yet”; retry loads them', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      const failing = (route: Route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Error', status: 500, code: 'internal_error' }),
        });
      await page.route('**/api/Favorites', failing);
      await page.goto(`${portalOrigin()}/portal/de/de/favorite`);
      const failed = page.getByRole('alert').filter({ hasText: 'Ihre Favoriten konnten nicht geladen werden.' });
      await failed.waitFor({ timeout: 30_000 });
      expect(await page.getByText('Sie haben noch keine Favoriten').count()).toBe(0);
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.unroute('**/api/Favorites', failing);
      await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.getByRole('table', { name: 'Favoriten' }).waitFor();
      expect(await failed.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('an expired session in the middle of work signs in again and lands on the same route', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      // The stored access token stops being accepted, and no refresh token is left to renew it.
      await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
        const user = JSON.parse(sessionStorage.getItem(key)!);
        user.access_token = 'expired.token.value';
        delete user.refresh_token;
        sessionStorage.setItem(key, JSON.stringify(user));
      });
      await page.goto(`${portalOrigin()}/portal/de/de/favorite#list`);
      // 401 → sign-in at the provider (still signed in there) → back on the same route.
      await page.waitForURL((u) => u.pathname === '/portal/de/de/favorite' && u.hash === '#list', { timeout: 20_000 });
      await page.waitForSelector('.shell-user');
      expect(path(page)).toBe('/portal/de/de/favorite');
    } finally {
      await context.close();
    }
  });

  it('the search box finds every menu entry the user may open, in the current language', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      // Escape gives focus back to the button that opened the box, not to the top of the page.
      await page.locator('.shell-search-button').click();
      await page.getByRole('combobox', { name: 'Seite suchen' }).press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('shell-search-button');
      await page.keyboard.press('Control+K');
      const box = page.getByRole('combobox', { name: 'Seite suchen' });
      await box.fill('essen bestellen');
      await expect
        .poll(() => page.getByRole('listbox', { name: 'Seite suchen' }).getByRole('option').count())
        .toBeGreaterThan(0);
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname === '/portal/de/de/canteen/foodOrder');
      await page.keyboard.press('Control+K');
      await page.getByRole('combobox', { name: 'Seite suchen' }).fill('SAP SQL');
      await expect
        .poll(() => page.getByRole('listbox', { name: 'Seite suchen' }).getByRole('option').allInnerTexts())
        .toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works on a phone: the menu is a drawer', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      const nav = page.locator('#shell-navigation');
      // Closed, it is hidden, not only off screen: no link of it in the tab order, no shadow at the edge.
      expect(await nav.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the phone: the page never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('has no accessibility violations on the home page, with the menu open, and on the favourites list', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      await page.waitForSelector('.welcome');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Kantine' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${portalOrigin()}/portal/de/de/favorite`);
      await page.waitForSelector('article');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
