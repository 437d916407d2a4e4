import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const MOUNTED = '[data-miniapp="sales"][data-state="mounted"]';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('the product configurator (docs/configurator.md)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a sales employee configures a tubular radiator step by step, sees a ruled-out valve with its reason, and gets the variant and price', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales/configurator`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Product configurator', level: 2 }).waitFor();
      await page.getByText('No customer assigned: the list price applies.').waitFor();

      await page.getByLabel('Product group').selectOption('RAD');
      await page.getByLabel('Model').selectOption('KMAT-KRN');
      await page.getByRole('heading', { name: /Dimensions/, level: 3 }).waitFor();
      await expectNoAxeViolations(page, 'step 1');

      const height = page.getByRole('group', { name: 'Height' });
      await height.getByLabel('600 mm').check();
      await page
        .getByRole('group', { name: /Number of columns/ })
        .getByLabel('3', { exact: true })
        .check();
      const length = page.getByLabel('Length (mm)');
      await length.fill('1000');
      await length.press('Enter');
      await expect.poll(() => page.getByRole('status').first().textContent()).toBe('The configuration is complete.');
      // A length off the grid, or none at all, is refused at the field, and the length before
      // does not stay behind it: the configuration is incomplete until a valid one is given.
      for (const [typed, refusal] of [
        ['1234', 'Enter a number from 200 to 3000 in steps of 50.'],
        ['', 'Input is required'],
      ] as const) {
        await length.fill(typed);
        await length.press('Enter');
        await page.getByText(refusal).waitFor();
        await expect
          .poll(() => page.getByRole('status').first().textContent())
          .toBe('The configuration is not complete yet.');
        await length.fill('1000');
        await length.press('Enter');
        await expect.poll(() => page.getByRole('status').first().textContent()).toBe('The configuration is complete.');
      }

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: /Finish/, level: 3 }).waitFor();
      await page
        .getByRole('group', { name: /Colour/ })
        .getByLabel('Anthracite grey RAL 7016')
        .check();

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: /Connection/, level: 3 }).waitFor();
      // with the default right-hand connection the valve block for a centre connection is ruled out, and says why
      const valveBlock = page.getByRole('group', { name: /Valve/ }).getByLabel('Valve block for centre connection');
      await expect.poll(() => valveBlock.isDisabled()).toBe(true);
      expect(await page.locator('[data-characteristic="VALVE"]').textContent()).toContain(
        'not available: Only with Connection: Bottom centre connection',
      );
      await page.getByRole('button', { name: 'About Valve' }).click();
      await page.getByText('Valve fitted at the factory.').waitFor();
      await expectNoAxeViolations(page, 'step 3 with a ruled-out value');

      await page
        .getByRole('group', { name: /Connection/ })
        .getByLabel('Bottom centre connection')
        .check();
      await expect.poll(() => valveBlock.isDisabled()).toBe(false);
      await valveBlock.check();

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: /Summary/, level: 3 }).waitFor();
      await expect.poll(() => page.getByTestId('variant').textContent()).toBe('KMAT-KRN-600-3-1000-RAL7016-M-TRV_M');
      expect(await page.getByTestId('list-price').textContent()).toBe('€287.00');
      expect(await page.getByTestId('net-price').textContent()).toBe('€287.00');
      await expectNoAxeViolations(page, 'summary');

      // Sales staff quote for a customer: found by number, the same configuration at their price
      // (32 % on radiators for customer 100001), the list price unchanged.
      await page.getByLabel('Find customer (name or number)').fill('100001');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByLabel('Prices for customer').selectOption({ value: '100001' });
      await expect.poll(() => page.getByTestId('net-price').textContent()).toBe('€195.16');
      expect(await page.getByTestId('list-price').textContent()).toBe('€287.00');
      await page.getByText('Customer 100001 Haustechnik Müller GmbH').first().waitFor();
      await expectNoAxeViolations(page, 'summary for a customer');
    } finally {
      await context.close();
    }
  });

  it('saves the configuration under a name, opens it again after a reload with the same values and price, renames and deletes it', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    const name = `Bathroom upstairs ${Date.now()}`;
    const renamed = `${name} (v2)`;
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales/configurator`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByLabel('Product group').selectOption('RAD');
      await page.getByLabel('Model').selectOption('KMAT-KRN');
      await page.getByRole('heading', { name: /Dimensions/, level: 3 }).waitFor();
      await page.getByRole('group', { name: 'Height' }).getByLabel('600 mm').check();
      await page
        .getByRole('group', { name: /Number of columns/ })
        .getByLabel('3', { exact: true })
        .check();
      await page.getByLabel('Length (mm)').fill('1000');
      await page.getByLabel('Length (mm)').press('Enter');
      await page.getByRole('button', { name: 'Next' }).click();
      await page
        .getByRole('group', { name: /Colour/ })
        .getByLabel('Anthracite grey RAL 7016')
        .check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page
        .getByRole('group', { name: /Connection/ })
        .getByLabel('Bottom centre connection')
        .check();
      const valveBlock = page.getByRole('group', { name: /Valve/ }).getByLabel('Valve block for centre connection');
      await expect.poll(() => valveBlock.isDisabled()).toBe(false);
      await valveBlock.check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.getByTestId('variant').textContent()).toBe('KMAT-KRN-600-3-1000-RAL7016-M-TRV_M');

      // An empty name is refused at the field, which says why.
      const nameField = page.getByLabel('Configuration name');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => nameField.getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Please enter a name.').waitFor();
      await nameField.fill(name);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(`Configuration “${name}” saved.`).waitFor();
      const list = page.getByTestId('saved-configurations');
      await list.getByRole('rowheader', { name }).waitFor();

      // After a reload nothing is on screen but the list; opening restores product, values and price.
      await page.reload();
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      const row = list.locator(`tr[data-saved="${name}"]`);
      await row.waitFor();
      expect(await row.textContent()).toContain('KMAT-KRN-600-3-1000-RAL7016-M-TRV_M');
      expect(await row.textContent()).toContain('€287.00');
      await expectNoAxeViolations(page, 'my configurations');
      await list.getByRole('button', { name: `Open “${name}”` }).click();
      const notice = page.getByTestId('opened-notice');
      await notice.getByText(`Opened: ${name}`).waitFor();
      await notice.getByText('The price is unchanged: €287.00.').waitFor();
      await page.getByRole('heading', { name: /Dimensions/, level: 3 }).waitFor();
      expect(await page.getByLabel('Model').inputValue()).toBe('KMAT-KRN');
      await expect.poll(() => page.getByRole('group', { name: 'Height' }).getByLabel('600 mm').isChecked()).toBe(true);
      expect(await page.getByLabel('Length (mm)').inputValue()).toBe('1000');
      await page.getByRole('button', { name: 'Summary' }).click();
      await expect.poll(() => page.getByTestId('variant').textContent()).toBe('KMAT-KRN-600-3-1000-RAL7016-M-TRV_M');
      expect(await page.locator('.cf-summary [data-characteristic="COLOUR"] dd').textContent()).toBe(
        'Anthracite grey RAL 7016',
      );
      expect(await page.getByTestId('list-price').textContent()).toBe('€287.00');
      expect(await page.getByTestId('net-price').textContent()).toBe('€287.00');
      await expectNoAxeViolations(page, 'an opened configuration');
      // Starting again leaves the opened configuration: its notice goes, the steps start empty.
      await page.getByRole('button', { name: 'Start again' }).click();
      await expect.poll(() => notice.count()).toBe(0);
      await expect.poll(() => page.getByLabel('Length (mm)').inputValue()).not.toBe('1000');

      // Rename in a dialog, then delete after confirming.
      await list.getByRole('button', { name: `Rename “${name}”` }).click();
      const dialog = page.getByRole('dialog', { name: 'Rename configuration' });
      await dialog.getByLabel('Configuration name').fill(renamed);
      await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
      await page.getByText(`Configuration renamed to “${renamed}”.`).waitFor();
      await list.getByRole('rowheader', { name: renamed }).waitFor();
      await list.getByRole('button', { name: `Delete “${renamed}”` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete configuration' });
      await confirm.getByText(`Do you want to delete the configuration “${renamed}”?`).waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText(`Configuration “${renamed}” deleted.`).waitFor();
      await expect.poll(() => list.locator(`tr[data-saved="${renamed}"]`).count()).toBe(0);
      await expectNoAxeViolations(page, 'my configurations after deleting');
    } finally {
      await context.close();
    }
  });
});
