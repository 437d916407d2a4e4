import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

/** The file areas of the info-system modules, on the demo files the portal seeds (docs/files.md). */
describe('the file areas', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an employee sees the folders of the news newest first, with sizes and dates, and downloads a PDF', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/employeeInfo/news`, 'employee');
      const folders = page.locator('.shell-files-folder');
      await folders.first().waitFor();
      expect(await folders.locator('h2').allInnerTexts()).toEqual(['Aktuell', 'Archiv 2025']);
      const rows = folders.first().locator('tbody tr');
      expect(await rows.count()).toBe(2);
      // Newest first: the short news are a day younger than the circular.
      expect(await rows.locator('td:first-child').allInnerTexts()).toEqual([
        'Kurzmeldungen.txt',
        'Rundschreiben Betriebsurlaub.pdf',
      ]);
      expect(await rows.nth(1).locator('td').nth(1).innerText()).toMatch(/^\d+([,.]\d)? kB$/);
      expect(await rows.nth(1).locator('time').innerText()).toMatch(/2025/);
      expect(await axeViolations(page)).toEqual([]);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Rundschreiben Betriebsurlaub.pdf' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Rundschreiben Betriebsurlaub.pdf');
      const bytes = await fs.readFile((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await context.close();
    }
  });

  it('the meal plan offers its one document, and the page speaks the chosen language', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/employeeInfo/mealPlan`, 'employee');
      const button = page.getByRole('button', { name: 'Download Speiseplan.pdf' });
      await button.waitFor();
      expect(await page.locator('.shell-files-folder th').first().innerText()).toBe('Name');
      expect(await page.locator('.shell-files-folder th').nth(2).innerText()).toBe('Modified');
      const download = page.waitForEvent('download');
      await button.click();
      expect((await download).suggestedFilename()).toBe('Speiseplan.pdf');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
