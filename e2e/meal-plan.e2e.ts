import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

/** The meal plan's document, made from the canteens' plans of the week (docs/files.md, docs/canteen.md). */
describe('the meal plan document', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an employee downloads this week’s meal plan in the page’s language, with dishes, prices and allergens', async () => {
    const { context, page } = await newPage(browser, { locale: 'fr-CH' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/fr/ch/employeeInfo/mealPlan`, 'employee');
      const button = page.getByRole('button', { name: /Speiseplan\.pdf/ });
      await button.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const download = page.waitForEvent('download');
      await button.click();
      const file = await (await download).path();
      const pdf = await fs.readFile(file!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const words = text.replace(/\s+/g, ' ');
      // In French: the title, the canteens, a dish of every plan with its price and its allergens named.
      expect(words).toContain('Menu de la semaine');
      expect(words).toContain('Personalrestaurant Hauptsitz');
      expect(words).toContain('Betriebskantine Werk Nord');
      expect(words).toMatch(/Salatbuffet \(tous les jours\) 4,50 CHF/);
      expect(words).toMatch(/Allergènes: Moutarde/);
      expect(words).not.toContain('Allergene:');
    } finally {
      await context.close();
    }
  });
});
