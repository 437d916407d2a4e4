import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addVirtualAuthenticator,
  axeViolations,
  launchBrowser,
  newPage,
  openSignedIn,
  portalOrigin,
  signInOnProviderPage,
} from './browser';

/**
 * Issue 19 §3: passkeys and the security page ("Mein Konto"), tried as a new user would, with
 * Chromium's virtual authenticator (DevTools WebAuthn domain) standing in for the laptop's
 * fingerprint reader: enrol a passkey, sign in without a password, the passkey as the second
 * factor of a step-up, remove it, and sign out everywhere. (Changing the password is tested on the
 * API, apps/server/src/modules/account/routes.test.ts.)
 */
const ACCOUNT = () => `${portalOrigin()}/portal/de/de/account`;
const LOGIN = 'partner';

async function accountPageShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
}

/** Ends every sign-in on the security page ("Überall abmelden"); the provider's sign-in page follows. */
async function signOutEverywhere(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Überall abmelden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Überall abmelden' }).click();
  await page.waitForSelector('input[autocomplete="username"]', { timeout: 30_000 });
}

describe('passkeys and the security page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('enrols a passkey, signs in with it alone and as the second factor, and removes it', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await newPage(browser);
    try {
      await addVirtualAuthenticator(context, page);
      await openSignedIn(page, ACCOUNT(), LOGIN);
      await accountPageShown(page);
      expect(await page.title()).toContain('Mein Konto');
      expect(await page.getByText('Sie haben noch keinen Passkey.').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Name des Passkeys').fill('Laptop');
      await page.getByRole('button', { name: 'Passkey hinzufügen' }).click();
      await page.getByRole('cell', { name: 'Laptop', exact: true }).waitFor();
      expect(await page.getByText('Der Passkey wurde hinzugefügt.').count()).toBe(1);

      // Passwordless: the sign-in page's button, the authenticator answers, the portal opens.
      await signOutEverywhere(page);
      await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
      await accountPageShown(page);
      const row = page.getByRole('row', { name: /Laptop/ });
      await expect.poll(() => row.locator('td').nth(2).innerText()).not.toBe('—');

      // The second factor: signed in with the password only, setting up an authenticator app asks
      // for more (RFC 9470 step-up); the provider offers the passkey, and the page is back.
      await signOutEverywhere(page);
      await signInOnProviderPage(page, LOGIN);
      await accountPageShown(page);
      await page.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
      const second = page.getByRole('button', { name: 'Passkey verwenden' });
      await second.waitFor({ timeout: 30_000 });
      expect(await page.locator('input[name="totp"]').count()).toBe(0);
      await second.click();
      await accountPageShown(page);
      await page.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
      await page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).waitFor();
      await page.getByRole('button', { name: 'Abbrechen' }).click();

      // Removing it: asked first, then gone.
      await row.getByRole('button', { name: /Entfernen/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
      await page.getByText('Sie haben noch keinen Passkey.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('"Überall abmelden" ends the sign-in of another browser too', async () => {
    const other = await newPage(browser);
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(other.page, ACCOUNT(), LOGIN);
      await accountPageShown(other.page);
      await openSignedIn(page, ACCOUNT(), LOGIN);
      await accountPageShown(page);
      await expect.poll(() => page.locator('.shell-account__sessions li').count()).toBeGreaterThanOrEqual(2);

      await page.getByRole('button', { name: 'Überall abmelden' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Überall abmelden' }).click();
      // This browser is asked to sign in again…
      await page.waitForSelector('input[autocomplete="username"]', { timeout: 30_000 });
      // …and so is the other one, at its next step.
      await other.page.reload();
      await other.page.waitForSelector('input[autocomplete="username"]', { timeout: 30_000 });
    } finally {
      await context.close();
      await other.context.close();
    }
  });
});
