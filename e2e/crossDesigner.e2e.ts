import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../apps/server/src/exports/testing';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const MOUNTED = '[data-miniapp="crossDesigner"][data-state="mounted"]';
const shown = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).innerText();

/** Opens a Cross-Designer version as a trade specialist (who holds ui.crossDesigner in the seed). */
async function openDesigner(page: Page, path: string): Promise<void> {
  await openSignedIn(page, `${portalOrigin()}${path}`, 'specialist');
  await page.waitForSelector(MOUNTED, { timeout: 30_000 });
}

/** Types into a field key by key, as a person does, so the live result follows each key. */
async function type(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(value, { delay: 40 });
}

describe('the Cross-Designer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('V2.0: a specialist designs a cover, sees check and segments follow, downloads PDF and XLSX', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDesigner(page, '/portal/de/de/PM/coversystems/crossDesignerV2');
      // The sample design: 8 mm bars at 13 mm pitch over a 300 mm trench, 5000 mm long.
      await expect.poll(() => shown(page, 'freierquerschnitt')).toBe('38,5 %');
      expect(await shown(page, 'nachweis')).toBe('erfüllt');
      expect(await shown(page, 'segmentanzahl')).toBe('3');
      expect(await page.getByRole('region', { name: 'Ergebnisse' }).count()).toBe(1);

      // An exact multiple of the longest segment: two segments, one joint.
      await type(page, 'Länge (mm)', '4000');
      await expect.poll(() => shown(page, 'segmentanzahl')).toBe('2');

      // A wide trench: the bars bend too far, and the screen says by how much.
      await type(page, 'Innenbreite (mm)', '1200');
      await expect.poll(() => shown(page, 'nachweis')).toBe('nicht erfüllt');
      expect(await shown(page, 'begruendung')).toContain(
        'Die Durchbiegung von 9,64 mm überschreitet die zulässige Durchbiegung von 6,00 mm (L/200).',
      );
      await type(page, 'Innenbreite (mm)', '300');
      await expect.poll(() => shown(page, 'nachweis')).toBe('erfüllt');

      // A pitch below the bar width: the message is tied to the field, the result held back.
      await type(page, 'Teilung (mm)', '8');
      const pitch = page.getByLabel('Teilung (mm)', { exact: true });
      await expect.poll(() => pitch.getAttribute('aria-invalid')).toBe('true');
      const described = (await pitch.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${described.split(' ')[0]}"]`).innerText()).toBe(
        'Die Teilung muss größer als die Stabbreite sein; der Spalt darf höchstens 100 mm betragen.',
      );
      expect(await page.locator('[data-testid="nachweis"]').count()).toBe(0);
      await type(page, 'Teilung (mm)', '13');
      await expect.poll(() => shown(page, 'segmentanzahl')).toBe('2');

      // V2.0 offers the roll grille.
      const types = await page.getByLabel('Abdeckungsart', { exact: true }).locator('option').allInnerTexts();
      expect(types).toEqual(['Linearrost, Stäbe quer', 'Linearrost, Stäbe längs', 'Rollrost']);

      const pdfDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      const pdfFile = await pdfDownload;
      expect(pdfFile.suggestedFilename()).toMatch(/^Cross-Designer Rostabdeckung V2\.0 .*\.pdf$/);
      const pdf = await fs.readFile((await pdfFile.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text).toContain('Cross-Designer Rostabdeckung V2.0');
      expect(text).toContain('Stückliste');
      await expect.poll(() => page.locator('.cd-export__status').innerText()).toContain('heruntergeladen');

      const xlsxDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Excel herunterladen' }).click();
      const xlsxFile = await xlsxDownload;
      expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
      const xlsx = await fs.readFile((await xlsxFile.path())!);
      expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
      const parts = (await readXlsx(xlsx)).Stückliste;
      expect(parts).toBeDefined();
      const rows = parts!.map((row) => row[1]);
      expect(rows).toContain('Rostsegment');
      expect(rows).toContain('Stoßverbinder');

      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('V2.1 in English: the beta notice, and an L-shaped trench with two legs and a mitred corner', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openDesigner(page, '/portal/en/de/PM/coversystems/crossDesignerV2_1');
      expect(await shown(page, 'beta')).toContain('Beta version: have the results checked before ordering.');
      await expect.poll(() => shown(page, 'segmentanzahl')).toBe('3');

      await page.getByLabel('Trench shape', { exact: true }).selectOption('lForm');
      await type(page, 'Length of leg 1 (outer edge) (mm)', '3000');
      await type(page, 'Length of leg 2 (outer edge) (mm)', '2500');
      await expect.poll(() => shown(page, 'segmentanzahl')).toBe('4');
      expect(await shown(page, 'freierquerschnitt')).toBe('38.5 %');
      expect(await shown(page, 'stueckliste')).toContain('Corner connector (mitre)');
      await expect
        .poll(() => page.getByRole('status').allTextContents())
        .toContain('Load check passed. Free cross-section 38.5 %, 4 segments.');

      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone in Czech, a field beside one whose label wraps to more lines keeps its input level', async () => {
    const { context, page } = await newPage(browser, { locale: 'cs-CZ', mobile: true });
    try {
      await openDesigner(page, '/portal/cs/de/PM/coversystems/crossDesignerV2');
      const load = (await page.getByLabel('Bodové zatížení (kN)', { exact: true }).boundingBox())!;
      const area = (await page.getByLabel('Strana zatěžovací plochy (mm)', { exact: true }).boundingBox())!;
      expect(area.x).toBeGreaterThan(load.x + load.width);
      expect(Math.abs(area.y - load.y)).toBeLessThan(1);
    } finally {
      await context.close();
    }
  });

  it('V1.5 (old) offers linear grilles only and no L; a powder coating takes a RAL colour', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDesigner(page, '/portal/de/de/PM/coversystems/crossDesigner1_5');
      const types = await page.getByLabel('Abdeckungsart', { exact: true }).locator('option').allInnerTexts();
      expect(types).toEqual(['Linearrost, Stäbe quer', 'Linearrost, Stäbe längs']);
      expect(await page.getByLabel('Grabenform', { exact: true }).count()).toBe(0);
      expect(await page.locator('[data-testid="beta"]').count()).toBe(0);
      await expect.poll(() => shown(page, 'nachweis')).toBe('erfüllt');

      // A powder coating asks for its RAL colour, and says how to write one.
      await page.getByLabel('Oberfläche', { exact: true }).selectOption('pulver');
      expect(await page.getByLabel('RAL-Farbe', { exact: true }).inputValue()).toBe('RAL 9016');
      await type(page, 'RAL-Farbe', 'blau');
      await expect
        .poll(() => page.locator('.p-field__error').allInnerTexts())
        .toEqual(['Bitte eine RAL-Farbe wie „RAL 9016“ eingeben.']);
      await type(page, 'RAL-Farbe', 'ral 7016');
      await expect.poll(() => shown(page, 'nachweis')).toBe('erfüllt');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an employee without the resource cannot open it: the entries are locked, the app is never loaded', async () => {
    const { context, page } = await newPage(browser);
    try {
      const loaded: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/portaluiv3/crossDesigner/')) loaded.push(r.url());
      });
      await openSignedIn(page, `${portalOrigin()}/portal/de/de/PM/coversystems`, 'employee');
      const tiles = page.locator('.shell-tiles');
      await expect.poll(() => tiles.innerText()).toContain('Cross-Designer V2.0');
      // Shown as the spec labels them ("nur für Zugriffsberechtigte"), but not as links.
      expect(await page.locator('.shell-tile--locked', { hasText: 'Cross-Designer' }).count()).toBe(3);
      expect(await tiles.locator('.shell-tile--locked').first().innerText()).toContain('nur für Zugriffsberechtigte');
      expect(await page.locator('a[href*="crossDesigner"]').count()).toBe(0);

      await page.goto(`${portalOrigin()}/portal/de/de/PM/coversystems/crossDesignerV2`);
      await expect
        .poll(() => page.locator('body').innerText())
        .toContain('Sie haben keine Berechtigung für „Cross-Designer V2.0“.');
      expect(await page.locator(MOUNTED).count()).toBe(0);
      expect(loaded).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
