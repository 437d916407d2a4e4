import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openCalculatorsSignedIn as openSignedIn } from './browser';

const shown = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).innerText();

describe('the trench convector calculators', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('KRN41: a specialist types the size and temperatures, sees the output follow, and downloads the PDF', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, '/portal/de/de/PM/convectors/krn41');
      await page.waitForSelector('[data-testid="heizleistung"]', { timeout: 20_000 });
      const before = await shown(page, 'heizleistung');

      // A longer trench: typed key by key, the output follows.
      const length = page.getByLabel('Baulänge (mm)');
      await length.fill('');
      await length.pressSequentially('3000', { delay: 60 });
      await expect.poll(() => shown(page, 'heizleistung')).not.toBe(before);
      const longer = await shown(page, 'heizleistung');
      const num = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
      expect(num(longer)).toBeGreaterThan(num(before));

      // A deeper size at the same height gives more.
      await page.getByLabel('Bautiefe (mm)').selectOption('260');
      await expect.poll(async () => num(await shown(page, 'heizleistung'))).toBeGreaterThan(num(longer));
      const output = await shown(page, 'heizleistung');
      expect(await page.getByRole('region', { name: 'Ausschreibungstext' }).innerText()).toContain(
        'Unterflurkonvektor für natürliche Konvektion, nur Heizen KRN41',
      );

      // A return above the flow is named with both fields and holds the result back.
      const ret = page.getByLabel('Rücklauftemperatur (°C)');
      await ret.fill('90');
      await expect
        .poll(() => page.locator('.calc-problems').innerText())
        .toContain('Rücklauftemperatur (°C): muss unter „Vorlauftemperatur (°C)“ liegen');
      expect(await page.locator('[data-testid="heizleistung"]').count()).toBe(0);
      await ret.fill('55');
      await expect.poll(() => shown(page, 'heizleistung')).toBe(output);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Unterflurkonvektor KRN41 .*\.pdf$/);
      const bytes = await fs.readFile((await file.path())!);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      expect(text).toContain('Unterflurkonvektor KRN41');
      expect(text).toContain(output);

      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('KRN92 in English: primary air changes the split, an error code is explained, the XLSX downloads', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, '/portal/en/de/PM/convectors/krn92');
      await page.waitForSelector('[data-testid="qGesamtleistung"]', { timeout: 20_000 });
      const room = () => page.getByRole('row', { name: /^Output to the room/ }).innerText();
      const before = await room();

      // Colder primary air takes more of the register's output before the room gets any.
      const air = page.getByLabel('Primary air temperature (°C)');
      await air.fill('');
      await air.pressSequentially('12', { delay: 60 });
      await expect.poll(room).not.toBe(before);

      // Too short for the size: the error code with its text, no outputs.
      const length = page.getByLabel('Length (mm)');
      await length.fill('');
      await length.pressSequentially('500', { delay: 60 });
      await expect
        .poll(() => page.locator('.calc-hints').innerText())
        .toContain('Error code 2: The length lies outside the size’s length range.');
      await length.fill('3000');
      await expect.poll(() => page.locator('.calc-hints').count()).toBe(0);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Excel' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Trench convector KRN92 with primary air .*\.xlsx$/);
      const bytes = await fs.readFile((await file.path())!);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
