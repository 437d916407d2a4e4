import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProviderUntil, axeViolations, launchBrowser, newPage, portalOrigin } from './browser';

const SAPSQL = () => `${portalOrigin()}/portal/en/de/SAPSQL`;
const SCREEN = '[data-miniapp="sapSql"][data-state="mounted"] textarea';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('the SAP SQL tool', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the administrator runs a query after the second factor and sees its rows; an UPDATE is refused and explained', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(SAPSQL());
      const first = await answerProviderUntil(page, 'admin', SCREEN);
      const statement = page.getByLabel('SQL statement');
      await statement.fill('select n, n * n as square from generate_series(1, 3) n order by n');
      await expectNoAxeViolations(page, 'empty screen');
      await statement.press('Control+Enter');
      // The API demands a second factor (RFC 9470) if the sign-in had none; the screen runs the
      // statement once more on return, so the rows show either way.
      const result = page.getByRole('group', { name: 'Result' });
      const second = await answerProviderUntil(page, 'admin', '.sq table');
      // The administrator got past the second factor on the way, at sign-in or at the step-up.
      expect([...first, ...second]).toContain('totp');
      await expect.poll(() => result.locator('tbody tr').count()).toBe(3);
      expect(await result.locator('thead th').allTextContents()).toEqual(['ninteger', 'squareinteger']);
      expect(await result.locator('tbody tr').last().locator('td').allTextContents()).toEqual(['3', '9']);
      await expect.poll(() => page.locator('.sq-summary').textContent()).toContain('3 rows');
      expect(await page.getByLabel('SQL statement').inputValue()).toContain('generate_series');
      await expectNoAxeViolations(page, 'result');

      await page.getByLabel('SQL statement').fill("update sql_probe set name = 'x'");
      await page.getByRole('button', { name: 'Run' }).click();
      await expect
        .poll(() => page.locator('.sq-error[role="alert"]').textContent())
        .toContain('The SQL tool only reads. Writing statements (INSERT, UPDATE');
      // The earlier result is gone, so nobody reads it as the answer to the refused statement.
      expect(await page.locator('.sq table').count()).toBe(0);
      await expectNoAxeViolations(page, 'refusal');

      // The audit screen's SQL trail shows both calls, newest first, with how each ended.
      await page.goto(`${portalOrigin()}/portal/en/de/security/audit`);
      await page.getByLabel('Trail', { exact: true }).selectOption({ label: 'SAP SQL tool statements' });
      const rows = page.locator('table[aria-labelledby="audit-heading"] tbody tr');
      await expect.poll(() => rows.first().getAttribute('data-outcome')).toBe('refused');
      expect(await rows.first().locator('td').nth(2).textContent()).toBe("update sql_probe set name = 'x'");
      const ran = rows.filter({ hasText: 'generate_series' }).first();
      expect(await ran.getAttribute('data-outcome')).toBe('ok');
      expect(await ran.locator('td').nth(4).textContent()).toBe('3');
      await expectNoAxeViolations(page, 'SQL trail');
    } finally {
      await context.close();
    }
  });
});
