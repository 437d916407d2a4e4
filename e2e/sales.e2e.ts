import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../apps/server/src/exports/testing';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const MOUNTED = '[data-miniapp="sales"][data-state="mounted"]';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('the sales area (docs/sales.md)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a sales employee tracks an order and sees its lines, then reads sales performance by customer and downloads it', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales/tracking`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Order tracking', level: 2 }).waitFor();

      await page.getByLabel('Order number').fill('5000001');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.locator('tr[data-order="5000001"]');
      await row.waitFor();
      expect(await row.textContent()).toContain('Haustechnik Müller GmbH');
      expect(await row.textContent()).toContain('In production');
      await expectNoAxeViolations(page, 'order search');

      await row.getByRole('button', { name: /Open/ }).click();
      const detail = page.getByRole('region', { name: 'Order 5000001' });
      await detail.getByRole('heading', { name: 'Order 5000001' }).waitFor();
      await expect.poll(() => detail.locator('tr[data-line]').count()).toBe(3);
      expect(await detail.locator('tr[data-line="10"]').textContent()).toContain('Röhrenradiator Typ 41, 600 mm');
      // The ERP's unit key ST (Stück) reads as English pieces, not as the German key.
      expect(await detail.locator('tr[data-line="10"]').textContent()).toMatch(/\d pcs/);
      expect(await detail.textContent()).toContain('Neubau Kita Sonnenhof');
      await expectNoAxeViolations(page, 'order detail');

      // A search that matches more orders than the 200 shown does not claim that 200 were found.
      await page.getByLabel('Order number').fill('');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => page.locator('tr[data-order]').count()).toBe(200);
      const found = await page.getByRole('status').filter({ hasText: 'orders found' }).textContent();
      expect(found).toBe('More than 200 orders found. Showing the 200 newest; narrow the search.');

      await page.goto(`${portalOrigin()}/portal/en/de/sales`);
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Sales performance', level: 2 }).waitFor();
      await page.locator('section[data-grouping="Month"] tbody tr').first().waitFor();
      const caption = await page.locator('figure.sa-chart figcaption').textContent();
      expect(caption).toMatch(/groups; largest value/);
      await expectNoAxeViolations(page, 'performance by month');

      await page.getByLabel('Grouping').selectOption('Customer');
      const byCustomer = page.locator('section[data-grouping="Customer"]');
      await byCustomer.locator('tr[data-key="100001"]').waitFor();
      expect(await byCustomer.locator('tr[data-key="100001"] th').textContent()).toContain('Haustechnik Müller GmbH');
      expect(await byCustomer.locator('thead').textContent()).toContain('Previous year');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      // named wholly in the reader's language: title and key figure as the English screen says them
      expect(download.suggestedFilename()).toMatch(/^Sales performance – Net sales \d{4}-\d{2}–\d{4}-\d{2}\.xlsx$/);
      const workbook = await readXlsx(await fs.readFile((await download.path())!));
      // its contents in the reader's language too: sheet, preface and headings as the English screen says them
      const sheet = workbook['Sales performance']!;
      expect(sheet[0]![0]).toBe('Net sales by Customer');
      expect(sheet[4]![0]).toBe('Customer');
      expect(sheet[4]![1]).toBe('Name');
      expect(String(sheet[4]![3])).toMatch(/^Previous year /);
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain(`${download.suggestedFilename()} has been downloaded.`);
      await expectNoAxeViolations(page, 'performance by customer');
    } finally {
      await context.close();
    }
  });
});
