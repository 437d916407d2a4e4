import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../apps/server/src/exports/testing';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

/**
 * Elements of the mini-app reaching past the window's width (what would make a phone scroll
 * sideways). The layout viewport of a phone widens with overflowing content, so compare with the
 * client width, not innerWidth.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('[data-miniapp="canteen"] *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

interface Ordered {
  readonly date: string;
  readonly article: string;
  readonly quantity: number;
}

describe('the canteen', () => {
  let browser: Browser;
  const ordered: Ordered[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('employee orders two meals on a phone before the deadline', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/canteen/foodOrder`, 'employee');
      const open = page.locator('section.cn-card[data-state="open"]');
      await open.first().waitFor();
      // The deadline counts down, and the mini-app fits the phone: nothing to scroll sideways.
      await expect.poll(() => open.first().locator('.cn-countdown').textContent()).toMatch(/^noch /);
      expect(await overflowing(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      // Two days, the first article of each: two portions on the first day, one on the second.
      for (const quantity of [2, 1]) {
        const card = open.first();
        const date = (await card.getAttribute('data-date'))!;
        const article = ((await card.locator('.cn-article strong').first().textContent()) ?? '').trim();
        for (let i = 0; i < quantity; i++) {
          await card.getByRole('button', { name: `Eine Portion mehr: ${article}` }).tap();
        }
        await expect.poll(() => card.getByLabel(`Portionen ${article}`).inputValue()).toBe(String(quantity));
        await card.getByLabel('Abholzeit').selectOption({ index: 1 });
        const button = card.getByRole('button', { name: 'Bestellen' });
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44); // a thumb's target
        await button.tap();
        await page.locator(`section.cn-card[data-date="${date}"][data-state="ordered"]`).waitFor();
        await expect.poll(() => page.locator('.p-messages').textContent()).toContain('Bestellt für');
        ordered.push({ date, article, quantity });
      }
      expect(ordered.map((o) => o.date)[0]).not.toBe(ordered[1]!.date);

      // My orders show both, with change and cancel open until the deadline.
      await page.goto(`${portalOrigin()}/portal/de/de/canteen/orderedUserFood`);
      for (const o of ordered) {
        await expect.poll(() => page.locator('.cn-list').textContent()).toContain(`${o.quantity} × ${o.article}`);
      }
      expect(await page.getByRole('button', { name: 'Stornieren' }).first().isEnabled()).toBe(true);
      expect(await overflowing(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the kitchen sees both meals in the overview and downloads them as XLSX', async () => {
    expect(ordered).toHaveLength(2);
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/canteen/orderedFood`, 'kitchen');
      for (const o of ordered) {
        const day = page.locator(`section.cn-card[data-date="${o.date}"]`);
        await day.waitFor();
        const row = day.locator('table.cn-per-article tbody tr', { hasText: o.article });
        expect(await row.locator('td').first().textContent()).toBe(String(o.quantity));
        expect(await day.locator('table.cn-pickups').textContent()).toContain('Beispiel, Eva');
      }
      expect(await axeViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Als Excel (XLSX) herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Bestellungen .+\.xlsx$/);
      // A title row, then the header, then one row per ordered line.
      const lines = (await readXlsx(await fs.readFile((await download.path())!))).Bestellungen!;
      const header = lines.findIndex((row) => row[0] === 'Datum');
      expect(header).toBeGreaterThanOrEqual(0);
      const col = (name: string) => lines[header]!.indexOf(name);
      const rows = lines.slice(header + 1).map((values) => ({
        // A date cell (the reader's spreadsheet shows it in their own order).
        date: (values[col('Datum')] as Date).toISOString().slice(0, 10),
        lastName: values[col('Nachname')],
        email: values[col('E-Mail')],
        article: values[col('Artikel')],
        quantity: values[col('Menge')],
      }));
      const evas = rows.filter((r) => r.lastName === 'Beispiel');
      expect(evas).toHaveLength(2);
      for (const o of ordered) {
        expect(evas).toContainEqual(
          expect.objectContaining({ date: o.date, article: o.article, quantity: o.quantity }),
        );
      }
    } finally {
      await context.close();
    }
  });
  it('canteen staff editing one article in two tabs: the later save sees the conflict, then saves on purpose', async () => {
    const { context, page: first } = await newPage(browser);
    try {
      await openSignedIn(first, `${portalOrigin()}/portal/de/de/canteen/orderSystem`, 'kitchen');
      const second = await context.newPage();
      await openSignedIn(second, `${portalOrigin()}/portal/de/de/canteen/orderSystem`, 'kitchen');
      const editFirstDefault = async (page: Page) => {
        const row = page.locator('table').first().locator('tbody tr').first();
        await row.getByRole('button', { name: /bearbeiten$/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Artikel bearbeiten' });
        await dialog.getByLabel('Beschreibung').waitFor();
        return dialog;
      };
      const a = await editFirstDefault(first);
      const b = await editFirstDefault(second);
      expect(await axeViolations(first)).toEqual([]);

      await a.getByLabel('Beschreibung').fill('aus der ersten Küche');
      await a.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => first.locator('.p-messages').textContent()).toContain('gespeichert');

      await b.getByLabel('Beschreibung').fill('aus der zweiten Küche');
      await b.getByRole('button', { name: 'Speichern' }).click();
      const conflict = b.getByRole('alert');
      await expect
        .poll(() => conflict.textContent())
        .toContain('Jemand anderes hat diesen Eintrag inzwischen geändert');
      expect(await conflict.textContent()).toContain('aus der ersten Küche');
      // Saving again is a deliberate overwrite with the version just read.
      await b.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => second.locator('.p-messages').textContent()).toContain('gespeichert');
      await expect
        .poll(() => second.locator('table').first().locator('tbody tr').first().textContent())
        .toContain('aus der zweiten Küche');
    } finally {
      await context.close();
    }
  });
});
