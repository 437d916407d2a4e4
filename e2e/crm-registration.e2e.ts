import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';
import { Mailbox } from './mail';

/**
 * The CRM registration of spec §4 from the first 412 to an approved registration (issue 19 §6),
 * as the people meet it: the canteen's demo account, which has no CRM registration (the seed gives
 * none), opens its CRM profile; the CRM answers 412 and the shell's handling reads the status (7)
 * and runs the domain check, which the demo address fails, so the registration page opens with the
 * way back. The person registers as an end customer, gets the confirmation mail over SMTP (the
 * portal's local mailbox) and follows its link; the profile still answers 412, now "already in
 * progress". The CRM clerk (the sales demo account, role CRM-Sachbearbeitung) approves on
 * `#/registrations`, the applicant gets the mail, and the profile opens.
 */
const APPLICANT = 'kitchen';
const EMAIL = 'kitchen@demo.portal.example';
const crmUrl = (hash: string) => `${portalOrigin()}/portal/de/de/crm/${hash}`;

/** The CRM area has mounted and said what it had to say (no spinner left). */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-miniapp="crm"][data-state="mounted"] .crm').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('[data-miniapp="crm"] .p-spinner').count()).toBe(0);
}

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

const linkIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[0] ?? '';

describe('CRM registration from the 412 to an approved registration (spec §4)', () => {
  let browser: Browser;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('412 → domain check → end-customer registration → mailed link → clerk approves → mail → profile opens', {
    timeout: 240_000,
  }, async () => {
    const applicant = await newPage(browser);
    const clerk = await newPage(browser);
    try {
      const { page } = applicant;
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/`, APPLICANT);

      // A CRM-bound page: the profile. The CRM answers 412; the status is 7 (not registered) and
      // the demo address is no company address, so the shell opens the registration page with the
      // way back to where the person was.
      const crmCalls: number[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/webcrmapi/api/User/') && r.request().method() === 'GET') {
          crmCalls.push(r.status());
        }
      });
      await page.goto(crmUrl('#/profile'));
      await page.waitForURL(/\/crm\/#\/register\?returnUrl=/, { timeout: 30_000 });
      expect(crmCalls).toContain(412);
      const back = /^\/portal\/de\/de\/crm\/?#\/profile$/;
      expect(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('returnUrl')).toMatch(back);
      await settled(page);
      const form = page.locator('form#crm-registration');
      await form.waitFor();
      expect(await page.getByRole('link', { name: 'Zurück zur vorherigen Seite' }).getAttribute('href')).toMatch(back);
      await expectNoAxeViolations(page, 'registration page opened by the 412');

      // An end customer's registration: the consent given word for word, then sent.
      await form.getByLabel('Endkunde', { exact: true }).check();
      expect(await form.getByLabel('Vorname').inputValue()).toBe('Karl');
      await form.getByLabel('Anrede').selectOption('mr');
      await form.getByLabel('Straße und Hausnummer').fill('Küchenweg 3');
      await form.getByLabel('Postleitzahl').fill('70173');
      await form.getByLabel('Ort', { exact: true }).fill('Stuttgart');
      await form.locator('input[name="consent"]').check();
      await expectNoAxeViolations(page, 'filled registration');
      await form.getByRole('button', { name: 'Registrieren' }).click();

      // Until the link is followed the registration counts nowhere: status 7, asked to confirm.
      await expect
        .poll(() => page.locator('.p-messages').textContent(), { timeout: 15_000 })
        .toContain('Bitte bestätigen Sie Ihre Registrierung über den Link in der E-Mail');
      await expect.poll(() => page.locator('.crm-status').getAttribute('data-status')).toBe('7');
      await expectNoAxeViolations(page, 'overview before the confirmation');

      // The confirmation mail, received over SMTP, and its one-time link.
      const confirmation = await mailbox.next(EMAIL);
      expect(confirmation.subject).toMatch(/^Bitte bestätigen Sie Ihre Registrierung/);
      const link = linkIn(confirmation.text, /https?:\/\/\S+\/portal\/de\/de\/crm\/#\/confirm\?token=[\w-]+/);
      expect(link).not.toBe('');
      await page.goto(link);
      await expect
        .poll(() => page.locator('.crm-confirmed').textContent(), { timeout: 15_000 })
        .toBe('Danke, Ihre Registrierung ist bestätigt. Sie wird jetzt geprüft.');
      await expectNoAxeViolations(page, 'confirmation link followed');

      // Status 1 (received), and the profile's 412 now says the registration is in progress.
      await page.goto(crmUrl('#/overview'));
      await settled(page);
      await expect.poll(() => page.locator('.crm-status').getAttribute('data-status')).toBe('1');
      await page.goto(crmUrl('#/profile'));
      await expect
        .poll(() => page.locator('.p-messages').textContent(), { timeout: 15_000 })
        .toContain('Ihre CRM-Registrierung ist bereits in Bearbeitung.');
      expect(await page.locator('form#crm-profile').count()).toBe(0);
      await expectNoAxeViolations(page, 'profile while the registration is in progress');

      // The clerk approves (1 → 2) on the review screen.
      await openSignedIn(clerk.page, crmUrl('#/registrations'), 'sales');
      await settled(clerk.page);
      const row = clerk.page.locator(`tr[data-email="${EMAIL}"]`);
      await row.waitFor({ timeout: 30_000 });
      expect(await row.locator('.crm-review-status').textContent()).toBe('Status 1: Registrierung eingegangen');
      await expectNoAxeViolations(clerk.page, 'clerk’s list of registrations');
      await row.getByRole('button', { name: 'Karl Koch freischalten' }).click();
      await expect
        .poll(() => clerk.page.locator('.crm-review-notice').textContent(), { timeout: 15_000 })
        .toBe('Karl Koch: Status 2: Registriert und freigeschaltet.');
      // Approved ones leave the list of waiting registrations.
      await expect.poll(() => row.count()).toBe(0);
      await expectNoAxeViolations(clerk.page, 'after the approval');

      // The applicant gets the mail, and the profile opens with what they registered.
      const approved = await mailbox.next(EMAIL);
      expect(approved.subject).toMatch(/^Ihre Registrierung ist freigeschaltet/);
      await page.goto(crmUrl('#/overview'));
      await settled(page);
      await expect.poll(() => page.locator('.crm-status').getAttribute('data-status')).toBe('2');
      await page.getByRole('link', { name: 'Profil ansehen und ändern' }).click();
      const profile = page.locator('form#crm-profile');
      await profile.waitFor({ timeout: 30_000 });
      expect(await profile.getByLabel('Straße und Hausnummer').inputValue()).toBe('Küchenweg 3');
      expect(await profile.getByLabel('Ort', { exact: true }).inputValue()).toBe('Stuttgart');
      await expectNoAxeViolations(page, 'profile after the approval');
    } finally {
      await applicant.context.close();
      await clerk.context.close();
    }
  });
});
