import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const REPORTING = () => `${portalOrigin()}/portal/en/de/reporting`;
const MOUNTED = '[data-miniapp="reporting"][data-state="mounted"]';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('charts, the dashboard and subscriptions in the report builder', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sales builds a chart from a saved report, puts it on the dashboard, subscribes to the report and edits the subscription', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, REPORTING(), 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);

      // Budgets per company code, from the ERP's budgets.
      await page.getByLabel('Data source').selectOption({ label: 'Sales: budgets' });
      await page.getByLabel('Column 1', { exact: true }).waitFor();
      for (const name of ['Month', 'Branch', 'Country', 'Currency']) {
        await page.getByRole('button', { name: `Remove column ${name}` }).click();
      }
      await page.getByRole('checkbox', { name: 'Company code' }).check();
      await page.getByLabel('Calculation 2').selectOption({ label: 'Sum' });
      await page.getByRole('button', { name: 'Run' }).click();
      await expect
        .poll(async () => Number((await page.getByTestId('row-count').textContent())?.split(' ')[0]))
        .toBeGreaterThan(1);
      const name = `Budget per company code ${Date.now()}`;
      await page.getByLabel('Report name').fill(name);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain(`The report “${name}” has been saved.`);

      // The chart: bars of the budget sums by company code, previewed with a table alternative.
      const chart = page.getByRole('region', { name: 'Chart' });
      await chart.getByLabel('Chart type').selectOption({ label: 'Bars' });
      await chart.getByLabel('Labels').selectOption({ label: 'Company code' });
      await chart.getByLabel('Value').selectOption({ label: 'Sum Budgeted net sales' });
      await chart.getByLabel('Chart name').fill(`${name} – bars`);
      const preview = chart.getByRole('figure', { name: `${name} – bars` });
      await expect.poll(() => preview.locator('svg rect').count()).toBeGreaterThan(1);
      await expect.poll(() => preview.getByRole('img', { name: `${name} – bars: Bars` }).count()).toBe(1);
      await expectNoAxeViolations(page, 'chart preview');
      await chart.getByRole('button', { name: 'Add to dashboard' }).click();

      // On the dashboard, drawn from the server's rows, with the same figures as a table.
      const dashboard = page.getByRole('region', { name: 'Dashboard' });
      const onDashboard = dashboard.getByRole('figure', { name: `${name} – bars` });
      await expect.poll(() => onDashboard.locator('svg rect').count()).toBeGreaterThan(1);
      await onDashboard.getByText('As a table').click();
      const rows = await onDashboard.locator('tbody tr').count();
      expect(rows).toBe(await onDashboard.locator('svg rect').count());
      expect(await onDashboard.locator('thead th').allTextContents()).toEqual([
        'Company code',
        'Sum Budgeted net sales',
      ]);
      await expectNoAxeViolations(page, 'dashboard');

      // A weekly subscription as PDF to the sales person's own address.
      const subscription = page.getByRole('region', { name: 'E-mail subscription' });
      await subscription.getByLabel('Frequency').selectOption({ label: 'Weekly' });
      await subscription.getByLabel('Weekday').selectOption({ label: 'Monday' });
      await subscription.getByLabel('Time').selectOption({ label: '07:00' });
      await subscription.getByLabel('Format').selectOption({ label: 'PDF' });
      await subscription
        .getByLabel('Recipients (e-mail addresses, separated by commas)')
        .fill('sales@demo.portal.example');
      await subscription.getByRole('button', { name: 'Subscribe' }).click();
      const list = subscription.getByRole('list', { name: 'Subscriptions of this report' });
      await expect
        .poll(() => list.locator('li > span').allTextContents())
        .toEqual(['Weekly · Monday · 07:00 · PDF · sales@demo.portal.example']);
      await expectNoAxeViolations(page, 'subscription');

      // Edited: monthly on the 15th at 18:00 as XLSX; the list shows the change, and so does the server after a reload.
      await subscription
        .getByRole('button', { name: 'Edit subscription: Weekly · Monday · 07:00 · PDF · sales@demo.portal.example' })
        .click();
      await expect.poll(() => subscription.getByLabel('Report', { exact: true }).inputValue()).not.toBe('');
      await subscription.getByLabel('Frequency').selectOption({ label: 'Monthly' });
      await subscription.getByLabel('Day of the month').selectOption({ label: '15' });
      await subscription.getByLabel('Time').selectOption({ label: '18:00' });
      await subscription.getByLabel('Format').selectOption({ label: 'XLSX' });
      await expectNoAxeViolations(page, 'subscription being edited');
      await subscription.getByRole('button', { name: 'Save changes' }).click();
      await expect
        // The status region keeps the earlier notices of this visit: the change is the last one.
        .poll(async () =>
          (await page.getByRole('status').allTextContents())
            .join('')
            .endsWith(`The subscription to “${name}” has been changed.`),
        )
        .toBe(true);
      const edited = ['Monthly · on day 15 · 18:00 · XLSX · sales@demo.portal.example'];
      await expect.poll(() => list.locator('li > span').allTextContents()).toEqual(edited);
      await expect.poll(() => subscription.getByRole('button', { name: 'Subscribe' }).count()).toBe(1);

      // After a reload the chart is still on the dashboard.
      await page.reload();
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: 'Dashboard' })
            .getByRole('figure', { name: `${name} – bars` })
            .count(),
        )
        .toBe(1);
      // The saved report is loaded again to see its subscriptions: still the edited one, once.
      await page.getByLabel('Saved reports').selectOption({ label: name });
      await page.getByRole('button', { name: 'Load', exact: true }).click();
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: 'E-mail subscription' })
            .getByRole('list', { name: 'Subscriptions of this report' })
            .locator('li > span')
            .allTextContents(),
        )
        .toEqual(edited);
    } finally {
      await context.close();
    }
  });
});
