import fs from 'node:fs/promises';
import { KPI_LABELS } from '@portal/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../apps/server/src/exports/testing';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const REPORTING = () => `${portalOrigin()}/portal/en/de/reporting`;
const MOUNTED = '[data-miniapp="reporting"][data-state="mounted"]';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** The result as a person reads it: header cells, then the rows' cells. */
async function resultTable(page: Page): Promise<string[][]> {
  const table = page.getByRole('group', { name: 'Result' }).locator('table');
  const header = await table.locator('thead th').allTextContents();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  return [header, ...rows];
}

/** Sales signed in, the builder open on the canteen's articles with every column. */
async function openBuilderOnArticles(page: Page) {
  await openSignedIn(page, REPORTING(), 'sales');
  await page.waitForSelector(MOUNTED, { timeout: 30_000 });
  await page.getByLabel('Data source').selectOption({ label: 'Canteen: articles' });
  await page.getByLabel('Column 1', { exact: true }).waitFor();
}

describe('the report builder', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sales builds a grouped report, runs it, saves it, loads it again after a reload and downloads it', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openBuilderOnArticles(page);
      await expectNoAxeViolations(page, 'builder');

      // Articles per canteen: group by canteen, count the articles, the dearest price; no deleted ones.
      for (const name of ['Description', 'Standard article', 'Deleted', 'Created at']) {
        await page.getByRole('button', { name: `Remove column ${name}` }).click();
      }
      await page.getByRole('checkbox', { name: 'Canteen' }).check();
      await page.getByLabel('Calculation 2').selectOption({ label: 'Count' });
      await page.getByLabel('Calculation 3').selectOption({ label: 'Maximum' });
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByLabel('Field 1').selectOption({ label: 'Deleted' });
      await page.getByLabel('Comparison 1').selectOption({ label: 'equals' });
      await page.getByLabel('Value 1').selectOption({ label: 'No' });
      await page.getByLabel('Sort by').selectOption({ label: 'Maximum Price' });
      await page.getByLabel('Direction').selectOption({ label: 'Descending' });
      await page.getByRole('button', { name: 'Run' }).click();

      await expect.poll(() => page.getByTestId('row-count').textContent()).toBe('2 rows');
      // The English site in Germany: English words, German decimal commas.
      expect(await resultTable(page)).toEqual([
        ['Canteen', 'Count Article', 'Maximum Price'],
        ['Personalrestaurant Hauptsitz', '9', '14,50'],
        ['Betriebskantine Werk Nord', '7', '7,90'],
      ]);
      await expectNoAxeViolations(page, 'result');

      await page.getByLabel('Report name').fill('Articles per canteen');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain('The report “Articles per canteen” has been saved.');

      // After a reload the report is among the saved ones and comes back as it was built.
      await page.reload();
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByLabel('Saved reports').selectOption({ label: 'Articles per canteen' });
      await page.getByRole('button', { name: 'Load' }).click();
      await expect.poll(() => page.getByLabel('Report name').inputValue()).toBe('Articles per canteen');
      expect(await page.getByLabel('Calculation 2').inputValue()).toBe('count');
      expect(await page.getByRole('checkbox', { name: 'Canteen' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Run' }).click();
      await expect.poll(() => page.getByTestId('row-count').textContent()).toBe('2 rows');
      expect((await resultTable(page))[1]).toEqual(['Personalrestaurant Hauptsitz', '9', '14,50']);

      // The download is a real workbook named after the report, with the same rows.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Articles per canteen.xlsx');
      const lines = Object.values(await readXlsx(await fs.readFile((await download.path())!)))[0]!;
      const header = lines.findIndex((row) => row[0] === 'Canteen');
      expect(lines[header]).toEqual(['Canteen', 'Count Article', 'Maximum Price']);
      expect(lines.slice(header + 1)).toEqual([
        ['Personalrestaurant Hauptsitz', 9, 14.5],
        ['Betriebskantine Werk Nord', 7, 7.9],
      ]);
      await expectNoAxeViolations(page, 'loaded report');
    } finally {
      await context.close();
    }
  });

  it('sales narrows a report with a nested OR group, and every row shown meets it', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openBuilderOnArticles(page);

      // Deleted = No AND (Price ≥ 10 OR Price ≤ 3)
      await page.getByRole('button', { name: 'Add filter', exact: true }).click();
      await page.getByLabel('Field 1').selectOption({ label: 'Deleted' });
      await page.getByLabel('Comparison 1').selectOption({ label: 'equals' });
      await page.getByLabel('Value 1').selectOption({ label: 'No' });
      await page.getByRole('button', { name: 'Add group', exact: true }).click();
      for (const [n, comparison, value] of [
        [2, 'greater than or equal', '10'],
        [3, 'less than or equal', '3'],
      ] as const) {
        await page.getByRole('button', { name: 'Add filter to group 1' }).click();
        await page.getByLabel(`Field ${n}`).selectOption({ label: 'Price' });
        await page.getByLabel(`Comparison ${n}`).selectOption({ label: comparison });
        await page.getByLabel(`Value ${n}`).fill(value);
      }
      await page.getByLabel('Combine Group 1').selectOption({ label: 'Any condition (OR)' });
      await expectNoAxeViolations(page, 'builder with a group');
      await page.getByRole('button', { name: 'Run' }).click();

      await expect.poll(async () => (await resultTable(page)).length).toBeGreaterThan(1);
      const [header, ...rows] = await resultTable(page);
      const price = header!.indexOf('Price');
      const deleted = header!.indexOf('Deleted');
      for (const row of rows) {
        // The English site in Germany writes numbers as Germany does: 1.240,00.
        const p = Number(row[price]!.replace(/\./g, '').replace(',', '.'));
        expect(p >= 10 || p <= 3, `price ${row[price]}`).toBe(true);
        expect(row[deleted]).toBe('No');
      }

      // Without the group, more articles are shown: the group did narrow the report.
      await page.getByRole('button', { name: 'Remove group 1' }).click();
      await page.getByRole('button', { name: 'Run' }).click();
      await expect.poll(async () => (await resultTable(page)).length - 1).toBeGreaterThan(rows.length);
    } finally {
      await context.close();
    }
  });

  it('writes a year as a year (no thousands separator in 2026, quantities keep theirs) and a key figure by name', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, REPORTING(), 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByLabel('Data source').selectOption({ label: 'Production: KPI values' });
      await page.getByLabel('Column 1', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Run' }).click();
      await page.getByRole('group', { name: 'Result' }).locator('tbody tr').first().waitFor();
      const [header, ...rows] = await resultTable(page);
      const year = header!.indexOf('Year');
      const target = header!.indexOf('Target');
      expect(year).toBeGreaterThanOrEqual(0);
      for (const row of rows) expect(row[year]).toMatch(/^20\d\d$/);
      expect(rows.map((row) => row[target])).toContain('1.240,00');
      // The key figures are named as the KPI screens name them, not by their database keys ...
      const kpi = header!.indexOf('Key figure');
      const names: readonly string[] = Object.values(KPI_LABELS.en);
      for (const row of rows) expect(names).toContain(row[kpi]);
      expect(rows.map((row) => row[kpi])).toContain('Delivery reliability');
      // ... and filtered by those names: the screen sends the keys.
      await page.getByRole('button', { name: 'Add filter', exact: true }).click();
      await page.getByLabel('Field 1').selectOption({ label: 'Key figure' });
      await page.getByLabel('Comparison 1').selectOption({ label: 'is one of' });
      await page.getByLabel('Value 1').selectOption([{ label: 'Delivery time' }, { label: 'Productivity' }]);
      await page.getByRole('button', { name: 'Run' }).click();
      await expect
        .poll(async () => new Set((await resultTable(page)).slice(1).map((row) => row[kpi])))
        .toEqual(new Set(['Delivery time', 'Productivity']));
    } finally {
      await context.close();
    }
  });

  it('an employee without reporting is turned away from the page, and the mini-app is never even loaded', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      await openSignedIn(page, REPORTING(), 'employee');
      await expect.poll(() => new URL(page.url()).pathname).not.toContain('/reporting');
      expect(await page.locator('[data-miniapp="reporting"]').count()).toBe(0);
      expect(requested.filter((url) => url.includes('/portaluiv3/reporting/'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
