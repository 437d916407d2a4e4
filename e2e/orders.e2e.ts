import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_CUSTOMERS } from '../apps/server/src/db/seed-data';
import { readXlsx } from '../apps/server/src/exports/testing';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const MOUNTED = '[data-miniapp="sales"][data-state="mounted"]';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** Order tracking's export, shipments and documents, the dealer's orders, the customer and material searches and building projects (issue 21 §5). */
describe('orders, customers, materials and building projects (docs/sales.md)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a sales employee exports the invoiced orders, follows a shipment and downloads the invoice as PDF', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales/tracking`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Order tracking', level: 2 }).waitFor();
      await page.getByLabel('Status').selectOption({ label: 'Invoiced' });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.locator('tr[data-order]').first().waitFor();
      const shown = await page.locator('tr[data-order]').count();
      const firstNumber = (await page.locator('tr[data-order]').first().getAttribute('data-order'))!;

      const [sheetDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      expect(sheetDownload.suggestedFilename()).toMatch(/^Orders \d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = await readXlsx(await fs.readFile((await sheetDownload.path())!));
      const sheet = workbook.Orders!;
      expect(sheet[0]!.slice(0, 3)).toEqual(['Order', 'Confirmation number', 'Order date']);
      // The file holds the orders on screen: the same count, every one invoiced.
      expect(sheet).toHaveLength(shown + 1);
      expect(sheet.slice(1).every((row) => row[7] === 'Invoiced')).toBe(true);
      expect(sheet.slice(1).map((row) => row[0])).toContain(firstNumber);
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain(`${sheetDownload.suggestedFilename()} has been downloaded.`);
      await expectNoAxeViolations(page, 'invoiced orders');

      await page.locator(`tr[data-order="${firstNumber}"]`).getByRole('button', { name: /Open/ }).click();
      const detail = page.getByRole('region', { name: `Order ${firstNumber}` });
      await detail.getByRole('heading', { name: 'Deliveries' }).waitFor();
      const delivery = detail.locator('tr[data-delivery]');
      await delivery.waitFor();
      const link = delivery.getByRole('link');
      const trackingNumber = (await link.textContent())!.replace(/\s*\(.*$/, '');
      expect(trackingNumber).toMatch(/^\d{20}$/);
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^https://[^ ]+${trackingNumber}`));
      expect(await link.getAttribute('target')).toBe('_blank');
      await expectNoAxeViolations(page, 'order with its delivery');

      const customer = (await page.locator(`tr[data-order="${firstNumber}"] td`).nth(2).textContent())!.replace(
        / \(\d+\)$/,
        '',
      );
      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        detail.getByRole('button', { name: 'Invoice (PDF)' }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe(`Invoice 90${firstNumber}.pdf`);
      const pdf = await getDocumentProxy(new Uint8Array(await fs.readFile((await pdfDownload.path())!)));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain(`Invoice 90${firstNumber}`);
      expect(text).toContain(customer);
      expect(text).toContain('Net total');
    } finally {
      await context.close();
    }
  });

  it('a dealer tracks the orders of their own customers and no others', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/sales/tracking`, 'partner');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Auftragsverfolgung', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Suchen', exact: true }).click();
      await page.locator('tr[data-order]').first().waitFor();
      const customers = await page
        .locator('tr[data-order] td:nth-of-type(3)')
        .evaluateAll((cells) => cells.map((c) => /\((\d+)\)/.exec(c.textContent ?? '')?.[1]));
      expect(customers.length).toBeGreaterThan(0);
      expect(new Set(customers)).toEqual(new Set(PARTNER_CUSTOMERS));
      await expectNoAxeViolations(page, 'dealer orders');

      // Another customer's order is not there for them.
      await page.getByLabel('Auftragsnummer').fill('5000001');
      await page.getByRole('button', { name: 'Suchen', exact: true }).click();
      await page.getByText('Keine Aufträge gefunden.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a sales employee finds a customer by a misspelt name and a material by name, with their details', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales/customers`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Customers', level: 2 }).waitFor();
      await page.getByLabel('Name', { exact: true }).fill('Haustechnik Muler');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const hit = page.locator('tr[data-hit="100001"]');
      await hit.waitFor();
      expect(await hit.textContent()).toContain('Haustechnik Müller GmbH');
      await expectNoAxeViolations(page, 'customer search');
      await hit.getByRole('button', { name: /Open/ }).click();
      const details = page.getByRole('region', { name: 'Haustechnik Müller GmbH (100001)' });
      await details.waitFor();
      expect(await details.textContent()).toContain('Account group');
      await expectNoAxeViolations(page, 'customer details');

      await page.goto(`${portalOrigin()}/portal/en/de/sales/materials`);
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Materials', level: 2 }).waitFor();
      await page.getByLabel('Material number').fill('4000001');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const material = page.locator('tr[data-hit="4000001"]');
      await material.waitFor();
      const name = (await material.locator('td').first().textContent())!;
      expect(name).toMatch(/radiator/i);
      // By a part of its English name, misspelt: the same material among the hits.
      await page.getByLabel('Material number').fill('');
      await page.getByLabel('Name', { exact: true }).fill(name.replace('radiator', 'radiatr'));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.locator('tr[data-hit="4000001"]').waitFor();
      await page.locator('tr[data-hit="4000001"]').getByRole('button', { name: /Open/ }).click();
      await page.getByRole('region', { name: `${name} (4000001)` }).waitFor();
      await expectNoAxeViolations(page, 'material search');
    } finally {
      await context.close();
    }
  });

  it('a sales employee filters building projects by state and name, with the units of their product groups', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales/objects`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Building projects', level: 2 }).waitFor();
      await page.locator('tr[data-project]').first().waitFor();
      const all = await page.locator('tr[data-project]').count();
      const headers = await page.locator('thead th').allTextContents();
      expect(headers.join('|')).toContain('Start of construction');
      expect(headers.join('|')).toContain('Client');
      await page.getByLabel('State').selectOption({ label: 'Lost' });
      await expect.poll(() => page.locator('tr[data-project]').count()).toBeLessThan(all);
      const lost = await page.locator('tr[data-project]').allTextContents();
      expect(lost.length).toBeGreaterThan(0);
      expect(lost.every((row) => row.includes('Lost'))).toBe(true);
      expect(lost.join(' ')).toMatch(/\d (pcs|m²)/);
      await expectNoAxeViolations(page, 'building projects');

      // By a word of a lost project's name: only lost projects with that word in their name.
      const word = (await page.locator('tr[data-project] th').first().textContent())!.split(' ')[0]!;
      await page.getByLabel('Project name').fill(word.toLowerCase());
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect
        .poll(async () => {
          const names = await page.locator('tr[data-project] th').allTextContents();
          return names.length > 0 && names.every((n) => n.toLowerCase().includes(word.toLowerCase()));
        })
        .toBe(true);
      expect((await page.locator('tr[data-project]').allTextContents()).every((row) => row.includes('Lost'))).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });
});
