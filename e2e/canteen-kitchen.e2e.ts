import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const FOOD_ORDER = () => `${portalOrigin()}/portal/de/de/canteen/foodOrder`;

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/**
 * Issue 21 §9, canteen: the employee sees each dish's allergens before ordering; the kitchen
 * cancels a sick employee's order and closes a plan, which the employee then cannot order from.
 */
describe('the canteen: allergens, the kitchen cancelling and closing', () => {
  let browser: Browser;
  let ordered: { date: string; article: string } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an employee sees the allergens and additives of every dish before ordering, then orders one', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, FOOD_ORDER(), 'employee');
      const card = page.locator('section.cn-card[data-state="open"]').first();
      await card.waitFor();
      const dishes = card.locator('.cn-article');
      await expect.poll(() => dishes.count()).toBeGreaterThan(2);
      // Every dish declares something: its allergens by name, or that it has none to declare.
      for (const text of await dishes.locator('.cn-decl').allTextContents()) {
        expect(text).toMatch(/^(Allergene: |Zusatzstoffe: |Keine kennzeichnungspflichtigen Allergene)/);
      }
      expect(await card.locator('.cn-decl').first().textContent()).toMatch(
        /Allergene: .*(Eier|Milch \(einschließlich Laktose\)|Sellerie|Senf|Glutenhaltiges Getreide)/,
      );
      await expectNoAxeViolations(page, 'ordering with allergens');

      const date = (await card.getAttribute('data-date'))!;
      const article = ((await card.locator('.cn-article strong').first().textContent()) ?? '').trim();
      await card.getByRole('button', { name: `Eine Portion mehr: ${article}` }).click();
      await card.getByRole('button', { name: 'Bestellen' }).click();
      await page.locator(`section.cn-card[data-date="${date}"][data-state="ordered"]`).waitFor();
      ordered = { date, article };
    } finally {
      await context.close();
    }
  });

  it('the kitchen cancels that order (the employee called in sick), giving the reason', async () => {
    expect(ordered).toBeDefined();
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/canteen/orderedFood`, 'kitchen');
      const day = page.locator(`section.cn-card[data-date="${ordered!.date}"]`);
      await day.waitFor();
      const eva = day.locator('table.cn-pickups tbody tr', { hasText: 'Beispiel, Eva' });
      await eva.waitFor();
      await eva.getByRole('button', { name: 'Bestellung von Eva Beispiel stornieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bestellung von Eva Beispiel stornieren' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Die Person erhält eine E-Mail mit dem Grund.');
      await dialog.getByRole('button', { name: 'Stornieren' }).click();
      await expect
        .poll(() => dialog.getByLabel('Grund (wird der Person mitgeteilt)').getAttribute('aria-invalid'))
        .toBe('true');
      await expectNoAxeViolations(page, 'the cancel dialog');

      await dialog.getByLabel('Grund (wird der Person mitgeteilt)').fill('Krank gemeldet');
      await dialog.getByRole('button', { name: 'Stornieren' }).click();
      await expect
        .poll(() => page.locator('.p-messages').textContent())
        .toContain('Die Bestellung von Eva Beispiel ist storniert.');
      await expect.poll(() => day.locator('table.cn-pickups tbody tr', { hasText: 'Beispiel, Eva' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'the kitchen overview after cancelling');
    } finally {
      await context.close();
    }
  });

  it('the kitchen closes a plan; the employee can no longer order from it; the kitchen reopens it', async () => {
    const kitchen = await newPage(browser);
    let closedDate = '';
    try {
      await openSignedIn(kitchen.page, `${portalOrigin()}/portal/de/de/canteen/orderSystem`, 'kitchen');
      const row = kitchen.page.locator('tr[data-date]').last();
      await row.waitFor();
      closedDate = (await row.getAttribute('data-date'))!;
      await row.getByRole('button', { name: /abschließen$/ }).click();
      await expect.poll(() => row.locator('.cn-badge').textContent()).toBe('Abgeschlossen');
      await expectNoAxeViolations(kitchen.page, 'plans with a closed one');
    } finally {
      await kitchen.context.close();
    }

    const employee = await newPage(browser);
    try {
      await openSignedIn(employee.page, FOOD_ORDER(), 'employee');
      const card = employee.page.locator(`section.cn-card[data-date="${closedDate}"]`);
      await card.waitFor();
      expect(await card.getAttribute('data-state')).toBe('closed');
      expect(await card.textContent()).toContain('Die Küche hat diesen Menüplan abgeschlossen.');
      expect(await card.getByRole('button', { name: 'Bestellen' }).isDisabled()).toBe(true);
      await expectNoAxeViolations(employee.page, 'ordering, a closed plan');
    } finally {
      await employee.context.close();
    }

    const again = await newPage(browser);
    try {
      await openSignedIn(again.page, `${portalOrigin()}/portal/de/de/canteen/orderSystem`, 'kitchen');
      const row = again.page.locator(`tr[data-date="${closedDate}"]`);
      await row.getByRole('button', { name: /wieder öffnen$/ }).click();
      await expect.poll(() => row.locator('.cn-badge').count()).toBe(0);
    } finally {
      await again.context.close();
    }
  });
});
