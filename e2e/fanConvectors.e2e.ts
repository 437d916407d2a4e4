import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openCalculatorsSignedIn } from './browser';

/** The fan-assisted convector screens (packages/contracts/src/routes/pm.ts: convectors → kcmodel, fancoils). */
const KC = '/portal/de/de/PM/convectors/kcmodel';
const HPC = '/portal/de/de/PM/fancoils';

const shown = async (page: Page, id: string) => (await page.locator(`[data-testid="${id}"]`).textContent()) ?? '';

async function type(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(value, { delay: 60 });
}

describe('the fan-assisted convector calculators', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a specialist calculates a fan convector while typing, sees a bad input named, and downloads the PDF', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openCalculatorsSignedIn(page, KC);
      await page.waitForSelector('[data-testid="kc-kuehlleistung"]', { timeout: 20_000 });
      const before = await shown(page, 'kc-kuehlleistung');

      // A warmer, more humid room: the coil takes out more heat.
      await type(page, 'Raumtemperatur – Kühlen (°C)', '28');
      await expect.poll(() => shown(page, 'kc-kuehlleistung')).not.toBe(before);
      const warmer = await shown(page, 'kc-kuehlleistung');
      const num = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
      expect(num(warmer)).toBeGreaterThan(num(before));

      // A longer unit from the catalogue's lengths delivers more.
      await page.getByLabel('Baulänge (mm)', { exact: true }).selectOption('2000');
      await expect.poll(async () => num(await shown(page, 'kc-kuehlleistung'))).toBeGreaterThan(num(warmer));

      // Cooling water warmer than the room is named with its field, and the result waits.
      await type(page, 'Vorlauftemperatur – Kühlen (°C)', '30');
      await expect
        .poll(async () => (await page.locator('.calc-problems').textContent()) ?? '')
        .toContain('Vorlauftemperatur – Kühlen (°C)');
      expect(await page.locator('[data-testid="kc-kuehlleistung"]').count()).toBe(0);
      await type(page, 'Vorlauftemperatur – Kühlen (°C)', '7');
      await page.waitForSelector('[data-testid="kc-kuehlleistung"]');
      expect(await page.getByRole('heading', { name: 'Ausschreibungstext' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Gebläsekonvektor \(KC\) .*\.pdf$/);
      const bytes = await fs.readFile((await file.path())!);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      expect(text).toContain('Gebläsekonvektor für Heizen und Kühlen');
      expect(text.replace(/\s+/g, ' ')).toContain('Baulänge 2.000 mm');
    } finally {
      await context.close();
    }
  });

  it('a specialist sets targets on the heat-pump convector and the chosen fan stage follows', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openCalculatorsSignedIn(page, HPC);
      await page.waitForSelector('[data-testid="hpc-stufe"]', { timeout: 20_000 });
      await type(page, 'Ziel: Kühlleistung mindestens (W)', '300');
      await type(page, 'Ziel: höchster Schalldruckpegel (dB(A))', '40');
      await expect.poll(() => shown(page, 'hpc-stufe')).toBe('1');
      // The rating point is written in German, numbers and words, on the screen and in the tender text.
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).toContain('EN 16430-3: 7/12/27 °C, 46,9 % r. F.');
      expect(body).not.toContain('% rh');
      await type(page, 'Ziel: Kühlleistung mindestens (W)', '750');
      await expect.poll(() => shown(page, 'hpc-stufe')).toBe('4');
      await type(page, 'Ziel: höchster Schalldruckpegel (dB(A))', '20');
      await expect.poll(() => shown(page, 'hpc-stufe')).toBe('keine Stufe erfüllt die Ziele');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
