import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/**
 * Issue 21 §9, KPI: the plant's own management (role Werksleitung, attribute plant = werk-nord)
 * edits Werk Nord and only Werk Nord, finds last week's targets carried into the new week, and
 * reads a KPI's trend with its target band, as a chart and as a table.
 */
describe('the KPI site as a plant’s management', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('edits its own plant with carried targets, sees the trend, and may not edit another plant', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/production/productionOverview`, 'plant');
      await expect.poll(() => page.locator('.pr-site').count()).toBe(4);
      const site = (name: string) => page.locator('.pr-site', { has: page.getByRole('heading', { name }) });

      await site('Werk Nord')
        .getByRole('button', { name: /Details/ })
        .click();
      await page.getByRole('heading', { name: 'Edit week' }).waitFor();
      // The current week starts with last week's targets (said under the field until the week stores its own).
      const productivity = page.locator('.pr-edit__row[data-kpi="Productivity"]');
      await expect.poll(() => productivity.getByLabel('Target (%)').inputValue()).toBe('85');

      // The trend: a named picture, and the same values as a table with the lights in words.
      const chart = page.locator('.pr-chart svg[role="img"]');
      await chart.waitFor();
      expect(await chart.locator('title').textContent()).toMatch(
        /^Productivity: actual value and target band per calendar week/,
      );
      expect(await chart.locator('[data-part="band"]').count()).toBeGreaterThan(0);
      await page.getByText('Values as a table').click();
      const rows = page.locator('.pr-chart__table tbody tr');
      expect(await rows.count()).toBe(26);
      expect(await rows.nth(1).locator('.pr-light').textContent()).toMatch(/^(Target met|Narrowly missed|Missed)$/);
      await page.getByLabel('Key figure', { exact: true }).selectOption('DeliveryTime');
      await expect.poll(() => chart.getAttribute('data-kpi')).toBe('DeliveryTime');
      await expectNoAxeViolations(page, 'details of the own plant with trend and edit form');

      await productivity.getByLabel('Actual (%)').fill('84');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain('The values of the week have been saved.');

      // Another plant: read, not edited.
      await page.getByRole('button', { name: 'Back to the overview' }).click();
      await site('Werk Ost')
        .getByRole('button', { name: /Details/ })
        .click();
      await page.getByRole('heading', { name: 'Werk Ost', level: 2 }).waitFor();
      await page.locator('.pr-chart svg').waitFor();
      expect(await page.getByRole('heading', { name: 'Edit week' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'details of another plant');
    } finally {
      await context.close();
    }
  });
});
