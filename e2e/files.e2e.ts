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

  it('an employee opens the photo gallery: thumbnails in a grid, and a thumbnail opens the full photo', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/employeeInfo/photogalleryGroupLife`, 'employee');
      const current = page.locator('.shell-files-folder').first();
      await current.locator('.shell-gallery img').first().waitFor();
      expect(await page.locator('.shell-files-folder h2').allInnerTexts()).toEqual(['Aktuell', 'Archiv 2025']);
      // A grid of pictures, not the table of the other modules.
      expect(await page.locator('.shell-files-folder table').count()).toBe(0);
      const pictures = page.locator('.shell-gallery img');
      // Every photo's thumbnail, once its tile is on the screen (they load as they come into view).
      for (const title of [
        'Neue Montagehalle Werk Nord',
        'Messestand ISH 2025',
        'Heizkörper Serie Plan in Anthrazit',
        'Verwaltungsgebäude im Winter',
        'Sommerfest Abendstimmung',
      ]) {
        const picture = page.getByRole('img', { name: title, exact: true });
        await picture.scrollIntoViewIfNeeded();
        await picture.waitFor();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBe(320);
        expect(await picture.getAttribute('loading')).toBe('lazy');
      }
      expect(await pictures.count()).toBe(5);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Foto „Messestand ISH 2025“ öffnen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Messestand ISH 2025' });
      const photo = dialog.getByRole('img', { name: 'Messestand ISH 2025' });
      await photo.waitFor();
      // The full photo, not the thumbnail blown up.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'hidden' });
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
