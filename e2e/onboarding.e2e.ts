import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpAt } from '../apps/server/src/idp/totp';
import {
  addVirtualAuthenticator,
  answerProviderUntil,
  axeViolations,
  launchBrowser,
  newPage,
  portalOrigin,
} from './browser';
import { Mailbox } from './mail';

/**
 * Onboarding people (issue 19 §2) as they meet it: the administrator invites in the security
 * mini-app; the portal, started as `npm start` starts it (no PORTAL_SMTP_URL), delivers the mail
 * over SMTP to its local mailbox, which keeps it as an .eml file in the data directory; the person
 * opens the link, is refused a breached password in their language, sets a good one, enrols TOTP
 * and signs in to the shell. Another person enrols a passkey (Chromium's virtual authenticator)
 * instead of TOTP and signs in with it. Then the "Passwort vergessen?" link of the sign-in page.
 */

const PASSWORD = 'Kupfer-Lampe-am-Rhein-7';

const linkOf = (text: string) => /https?:\/\/\S+\/openid\/account\/setup\/[\w-]+/.exec(text)?.[0] ?? '';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('onboarding people with the embedded provider', () => {
  let browser: Browser;
  const mailbox = new Mailbox();
  let secret = '';
  let lastStep = 0;
  /** A code of a step not used yet. */
  const nextCode = async () => {
    for (;;) {
      const step = currentStep();
      const use = [step, step + 1].find((s) => s > lastStep);
      if (use !== undefined) {
        lastStep = use;
        return totpAt(secret, use);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The administrator invites a person in the security mini-app, as employee. */
  async function invite(firstName: string, lastName: string, email: string): Promise<void> {
    const admin = await newPage(browser);
    try {
      await admin.page.goto(`${portalOrigin()}/portal/de/de/security/users`);
      await answerProviderUntil(admin.page, 'admin', 'table[aria-labelledby="users-heading"]');
      await admin.page.getByRole('button', { name: 'Person einladen' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Vorname').fill(firstName);
      await dialog.getByLabel('Nachname').fill(lastName);
      await dialog.getByLabel('E-Mail').fill(email);
      await dialog.getByLabel('Rolle').selectOption({ label: 'Mitarbeiter' });
      await expectNoAxeViolations(admin.page, 'invitation form');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect
        .poll(() => admin.page.locator('[role="status"]').allInnerTexts(), { timeout: 15_000 })
        .toContainEqual(expect.stringContaining(`Einladung an ${email} gesendet`));
      await admin.page.getByText('Eingeladen, Einladung noch nicht angenommen').waitFor();
      await expectNoAxeViolations(admin.page, 'user with an open invitation');
    } finally {
      await admin.context.close();
    }
  }

  it('invitation → mail over SMTP → password (breached one refused) → TOTP → signed in to the shell', async () => {
    await invite('Nina', 'Neu', 'nina.neu@example.com');

    const mail = await mailbox.next('nina.neu@example.com');
    expect(mail.subject).toContain('Einladung zum Portal von');
    const link = linkOf(mail.text);
    expect(link).not.toBe('');

    const person = await newPage(browser);
    try {
      const { page } = person;
      await page.goto(link);
      await page.getByRole('heading', { name: 'Konto einrichten' }).waitFor();
      await expectNoAxeViolations(page, 'password page');
      await page.getByLabel('Neues Passwort').fill('qwerty123456');
      await page.getByLabel('Passwort wiederholen').fill('qwerty123456');
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect
        .poll(() => page.getByRole('alert').innerText(), { timeout: 15_000 })
        .toContain('Dieses Passwort ist aus Datenlecks bekannt');
      await expectNoAxeViolations(page, 'password refused');

      await page.getByLabel('Neues Passwort').fill(PASSWORD);
      await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.getByRole('heading', { name: 'Zweiten Faktor einrichten' }).waitFor();
      await expectNoAxeViolations(page, 'TOTP enrolment');
      secret = (await page.locator('#totp-secret').getAttribute('data-secret')) ?? '';
      await page.getByLabel('Code aus der App').fill(await nextCode());
      await page.getByRole('button', { name: 'Bestätigen' }).click();
      await page.getByRole('heading', { name: 'Konto bereit' }).waitFor();
      await expectNoAxeViolations(page, 'account ready');

      await page.getByRole('link', { name: 'Anmelden' }).click();
      await signInAs(page, 'nina.neu@example.com', PASSWORD, nextCode);
      await page.waitForSelector('.shell-user');

      // The link worked once.
      await page.goto(link);
      await page.getByRole('heading', { name: 'Link nicht gültig' }).waitFor();
    } finally {
      await person.context.close();
    }
  });

  it('invitation → mail over SMTP → password → a passkey instead of the app → signed in with the passkey', async () => {
    await invite('Paul', 'Passkey', 'paul.passkey@example.com');
    const link = linkOf((await mailbox.next('paul.passkey@example.com')).text);
    const { context, page } = await newPage(browser);
    try {
      await addVirtualAuthenticator(context, page);
      await page.goto(link);
      await page.getByLabel('Neues Passwort').fill(PASSWORD);
      await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.getByRole('heading', { name: 'Zweiten Faktor einrichten' }).waitFor();
      // The second factor: the device's passkey (Chromium's virtual authenticator) instead of a code.
      await page.getByRole('button', { name: 'Stattdessen einen Passkey einrichten' }).click();
      await page.getByRole('heading', { name: 'Konto bereit' }).waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page, 'account ready after the passkey');

      // Signs in with the passkey alone; the shell opens.
      await page.getByRole('link', { name: 'Anmelden' }).click();
      await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
      await page.waitForSelector('.shell-user', { timeout: 30_000 });
      expect(await page.locator('.shell-user').innerText()).toContain('Paul');

      // The link worked once.
      await page.goto(link);
      await page.getByRole('heading', { name: 'Link nicht gültig' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('password reset: "Passwort vergessen?" → mail → new password → signed in with it', async () => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto(`${portalOrigin()}/portal/de/de`);
      await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
      await page.getByRole('heading', { name: 'Passwort vergessen' }).waitFor();
      await expectNoAxeViolations(page, 'forgotten password');
      await page.getByLabel('E-Mail-Adresse').fill('nina.neu@example.com');
      await page.getByRole('button', { name: 'Link senden' }).click();
      await page.getByText('Wenn zu dieser Adresse ein Konto besteht').waitFor();

      const mail = await mailbox.next('nina.neu@example.com');
      expect(mail.subject).toContain('Passwort zurücksetzen');
      await page.goto(linkOf(mail.text));
      const renewed = `${PASSWORD}-neu`;
      await page.getByLabel('Neues Passwort').fill(renewed);
      await page.getByLabel('Passwort wiederholen').fill(renewed);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.getByText('Ihr Passwort wurde geändert').waitFor();
      await page.getByRole('link', { name: 'Anmelden' }).click();
      await signInAs(page, 'nina.neu@example.com', renewed, nextCode);
      await page.waitForSelector('.shell-user');
    } finally {
      await context.close();
    }
  });
});

/** The provider's sign-in page: name and password, then the code when it asks for one. */
async function signInAs(page: Page, login: string, password: string, code: () => Promise<string>) {
  await page.waitForSelector('input[autocomplete="current-password"]');
  await page.fill('input[autocomplete="username"]', login);
  await page.fill('input[autocomplete="current-password"]', password);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  const next = await page.waitForSelector('input[name="totp"], .shell-user', { timeout: 30_000 });
  if ((await next.getAttribute('name')) === 'totp') {
    await page.fill('input[name="totp"]', await code());
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  }
}
