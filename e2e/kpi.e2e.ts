import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpAt } from '../apps/server/src/idp/totp';
import {
  answerProviderUntil,
  axeViolations,
  launchBrowser,
  newPage,
  portalOrigin,
  signInOnProviderPage,
} from './browser';

/** The demo admin's authenticator secret (seed), in case the provider asks for the second factor. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const KPI_SCREEN = () => `${portalOrigin()}/portal/en/de/production/productionOverview`;

/** Opens the KPI screen, answering the provider's questions on the way, until the plants show. */
async function openKpiSignedIn(page: Page, login: string): Promise<void> {
  await page.goto(KPI_SCREEN());
  for (let round = 0; round < 6; round++) {
    const seen = await page.waitForSelector('input[autocomplete="username"], input[name="totp"], .pr-site', {
      timeout: 30_000,
    });
    if ((await seen.getAttribute('autocomplete')) === 'username') {
      await Promise.all([page.waitForNavigation(), signInOnProviderPage(page, login)]);
    } else if ((await seen.getAttribute('name')) === 'totp') {
      await page.fill('input[name="totp"]', totpAt(ADMIN_TOTP_SECRET, currentStep()));
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    } else return;
  }
  throw new Error(`could not open the KPI screen as ${login}`);
}

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('the KPI site', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sales reads every plant with traffic lights in words and icons, and gets no edit form', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openKpiSignedIn(page, 'sales');
      await expect.poll(() => page.locator('.pr-site').count()).toBe(4);
      const north = page.locator('.pr-site', { has: page.getByRole('heading', { name: 'Werk Nord' }) });
      const ahu = north.locator('tr[data-kpi="AHU"]');
      await expect.poll(() => ahu.locator('th').textContent()).toBe('Air handling units (AHU)');
      // The light says its state in words and carries an icon, not colour alone.
      const light = ahu.locator('.pr-light').first();
      expect(await light.textContent()).toMatch(/^(Target met|Narrowly missed|Missed)$/);
      expect(await light.locator('svg').count()).toBe(1);
      expect(await north.locator('tr[data-kpi="Tubes"] .pr-light').first().textContent()).toBe('No values');
      await expectNoAxeViolations(page, 'overview');

      await north.getByRole('button', { name: /Details/ }).click();
      await page.getByRole('heading', { name: 'Werk Nord', level: 2 }).waitFor();
      await page.getByLabel('Weeks', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Edit week' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'details as a reader');
    } finally {
      await context.close();
    }
  });

  it('an editor reports a week, sees it in the history, and is told when a value is out of range', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openKpiSignedIn(page, 'admin');
      const north = page.locator('.pr-site', { has: page.getByRole('heading', { name: 'Werk Nord' }) });
      await north.getByRole('button', { name: /Details/ }).click();
      await page.getByRole('heading', { name: 'Edit week' }).waitFor();
      const row = page.locator('.pr-edit__row[data-kpi="AHU"]');
      await row.getByLabel('Target (pcs)').fill('40');
      await row.getByLabel('Actual (pcs)').fill('43');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain('The values of the week have been saved.');
      const history = page.getByRole('group', { name: 'Change history' });
      await expect.poll(() => history.textContent()).toContain('Air handling units (AHU)');
      expect(await history.textContent()).toContain('43 pcs');
      // The week's targets carried over from last week were stored with it: one row per KPI changed.
      const changes = await history.locator('tbody tr').count();
      await expectNoAxeViolations(page, 'edit form');

      const productivity = page.locator('.pr-edit__row[data-kpi="Productivity"]');
      await productivity.getByLabel('Actual (%)').fill('150');
      await productivity.getByLabel('Target (%)').fill('85');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.locator('.pr-error[role="alert"]').textContent())
        .toBe('Please enter a number within the allowed range.');
      expect(await productivity.getByLabel('Actual (%)').getAttribute('aria-invalid')).toBe('true');
      // Nothing of the refused edit was written: the history has the same rows as before.
      expect(await history.locator('tbody tr').count()).toBe(changes);
    } finally {
      await context.close();
    }
  });

  /** How often the MES flash reads a running shift again (MES_REFRESH_MS in the production mini-app). */
  const ONE_MINUTE = 60_000;

  it('MES flash: an employee sees the running shift per work centre, refreshed every minute, switches the plant, and the page passes axe', async () => {
    const { context, page } = await newPage(browser);
    try {
      // The page's clock runs on as usual; the test moves it a minute on where the refresh is checked.
      await page.clock.install();
      const flashReads: string[] = [];
      page.on('request', (request) => {
        if (/\/portalapiproduction\/api\/MesFlash\/(?!plants)[^/?]+/.test(request.url()))
          flashReads.push(request.url());
      });
      await page.goto(`${portalOrigin()}/portal/de/de/production/mesFlash`);
      await answerProviderUntil(page, 'employee', '.pr-wc');
      const centres = page.locator('.pr-wc');
      await expect.poll(() => centres.count()).toBe(4);
      expect(await page.getByRole('heading', { name: 'MES Flash', level: 2 }).count()).toBe(1);
      const press = page.locator('.pr-wc[data-work-centre="nord-paneelpresse-1"]');
      expect(await press.getByRole('heading', { level: 3 }).textContent()).toBe('Paneelpresse 1');
      expect(await press.locator('tr[data-figure="output"] td').textContent()).toMatch(
        /^[\d.]+ Stück von [\d.]+ Stück$/,
      );
      expect(await press.locator('tr[data-figure="oee"] th').textContent()).toBe('OEE');
      expect(await press.locator('tr[data-figure="availability"] td').textContent()).toMatch(/(%|noch keine)$/);
      // The state is a word with an icon, not colour alone.
      expect(await press.locator('.pr-light').textContent()).toMatch(/^(Läuft|Stillstand|Kein Auftrag)$/);
      expect(await press.locator('.pr-light svg').count()).toBe(1);
      expect(await page.locator('.pr-mes__shift').textContent()).toMatch(/schicht am .*aktualisiert/);
      await expectNoAxeViolations(page, 'MES flash, Werk Nord');

      // The running shift is read again after a minute, without a click.
      const readsBefore = flashReads.length;
      await page.clock.fastForward(ONE_MINUTE);
      await expect.poll(() => flashReads.length).toBe(readsBefore + 1);
      await expect.poll(() => centres.count()).toBe(4);

      await page.getByLabel('Werk', { exact: true }).selectOption('werk-ost');
      await expect.poll(() => centres.count()).toBe(3);
      await page.getByRole('heading', { name: 'Rohrbiegeanlage 1', level: 3 }).waitFor();
      // Yesterday's late shift is over: counted to its end, its break listed as planned.
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Datum').fill(yesterday);
      await page.getByLabel('Schicht').selectOption('late');
      await expect.poll(() => page.locator('.pr-mes__shift').textContent()).toContain('Schicht beendet');
      const breaks = page.locator('.pr-wc[data-work-centre="ost-rohrbiege-1"] tr[data-reason="break"]');
      await expect.poll(() => breaks.locator('td').nth(3).textContent()).toBe('geplant');
      // A finished shift does not change: it is not read again. Meanwhile the shell reads the
      // permission list again (every two minutes); the screen keeps the plant, date and shift chosen.
      const readsOfFinished = flashReads.length;
      await page.clock.fastForward(2 * ONE_MINUTE);
      await page.waitForTimeout(500);
      expect(await page.getByLabel('Werk', { exact: true }).inputValue()).toBe('werk-ost');
      expect(await page.getByLabel('Datum').inputValue()).toBe(yesterday);

      expect(flashReads.slice(readsOfFinished)).toEqual([]);
      await expectNoAxeViolations(page, 'MES flash, Werk Ost, a finished shift');

      // A shift that has not begun is said to be so, not "could not be loaded".
      await page.getByLabel('Datum').fill('2999-01-01');
      await page
        .getByRole('status')
        .filter({ hasText: 'Diese Schicht hat in diesem Werk noch nicht begonnen' })
        .waitFor();
      expect(await page.getByText('Die Kennzahlen konnten nicht geladen werden.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
