import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, portalOrigin, signInOnProviderPage } from './browser';

/**
 * Issue 19 §5: "Abbrechen" on the sign-in page, or a callback whose state matches nothing, used to
 * leave the shell on "Anmeldung läuft …" with the provider's raw English error. Now the shell says
 * what happened in the language of the route sign-in started from, and offers to sign in again,
 * back to that route.
 */
describe('a sign-in that does not complete', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('cancelled at the provider: a French message and a button that signs in and returns to the route', async () => {
    const { context, page } = await newPage(browser);
    try {
      const route = '/portal/fr/ch/canteen/info';
      await page.goto(`${portalOrigin()}${route}`);
      await page.waitForSelector('input[autocomplete="username"]');
      await Promise.all([page.waitForURL(/\/portal\/auth\/loginCallback/), page.click('a.cancel')]);
      expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');

      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toBe('La connexion a été annulée.');
      expect(await page.locator('body').innerText()).not.toContain('End-User aborted interaction');
      expect(await page.locator('body').innerText()).not.toContain('Connexion en cours');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

      await Promise.all([
        page.waitForSelector('input[autocomplete="username"]'),
        page.getByRole('button', { name: 'Se reconnecter' }).click(),
      ]);
      // The provider asks in the route's language and country again.
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^fr/);
      await signInOnProviderPage(page, 'employee');
      await page.waitForSelector('.shell-user');
      expect(new URL(page.url()).pathname).toBe(route);
    } finally {
      await context.close();
    }
  });

  it('a callback with a state that matches nothing: a message and a way to sign in, not a page stuck signing in', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${portalOrigin()}/portal/auth/loginCallback?code=forged&state=nothing-stored-under-this`);
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toBe('Die Anmeldung konnte nicht abgeschlossen werden.');
      expect(await page.locator('body').innerText()).not.toContain('No matching state');

      await Promise.all([
        page.waitForSelector('input[autocomplete="username"]'),
        page.getByRole('button', { name: 'Erneut anmelden' }).click(),
      ]);
      await signInOnProviderPage(page, 'employee');
      await page.waitForSelector('.shell-user');
      expect(new URL(page.url()).pathname).toMatch(/^\/portal\/de\//);
    } finally {
      await context.close();
    }
  });
});
