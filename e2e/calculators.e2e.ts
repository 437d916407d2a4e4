import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openCalculatorsSignedIn as openSignedIn } from './browser';

/** The calculator pages of the PM area (packages/contracts/src/routes/pm.ts) and what each shows once calculated. */
const SCREENS: Array<[string, string]> = [
  ['/portal/de/de/PM/heatingelements', 'Gewählter Heizkörper'],
  ['/portal/de/de/PM/heatingelements/radiatorExchange', 'Neue Vorlauftemperatur (°C)'],
  ['/portal/de/de/PM/buildingCalc/renovation', 'Heizlast je Raum'],
  ['/portal/de/de/PM/buildingCalc/newBuilding', 'Heizlast je Raum'],
  ['/portal/de/de/PM/convectors/convectorLoadCalc', 'Belastungswert, Einzellast (N)'],
];

const shown = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).innerText();

describe('the calculator mini-app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a specialist fills the radiator exchange, sees the new temperatures while typing, and downloads the PDF', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, '/portal/de/de/PM/heatingelements/radiatorExchange');
      await page.waitForSelector('[data-testid="vorlaufTempNeu"]');
      const before = await shown(page, 'vorlaufTempNeu');

      const old = page.getByRole('group', { name: 'Alter Heizkörper' });
      const neu = page.getByRole('group', { name: 'Neuer Heizkörper' });
      // Side by side, the room temperature's field lines up with the spread's, whose label takes more lines.
      const spreadBox = (await neu.getByLabel('Neue Spreizung Vorlauf − Rücklauf (K)').boundingBox())!;
      const roomBox = (await neu.getByLabel('Raumtemperatur (°C)', { exact: true }).boundingBox())!;
      expect(roomBox.x).toBeGreaterThan(spreadBox.x + spreadBox.width);
      expect(Math.abs(roomBox.y - spreadBox.y)).toBeLessThan(1);
      expect(Math.abs(roomBox.height - spreadBox.height)).toBeLessThan(1);
      // The old radiator ran at 75/60 °C: it gave more, so the new one needs a higher flow temperature.
      const oldFlow = old.getByLabel('Vorlauftemperatur (°C)');
      await oldFlow.fill('');
      await oldFlow.pressSequentially('75', { delay: 60 });
      const oldReturn = old.getByLabel('Rücklauftemperatur (°C)');
      await oldReturn.fill('');
      await oldReturn.pressSequentially('60', { delay: 60 });
      await expect.poll(() => shown(page, 'vorlaufTempNeu')).not.toBe(before);
      const afterOld = await shown(page, 'vorlaufTempNeu');

      // A wider spread for the new radiator: typed key by key, the temperatures follow each key.
      const spread = neu.getByLabel('Neue Spreizung Vorlauf − Rücklauf (K)');
      await spread.fill('');
      await spread.pressSequentially('10', { delay: 60 });
      await expect.poll(() => shown(page, 'vorlaufTempNeu')).not.toBe(afterOld);
      const flow = await shown(page, 'vorlaufTempNeu');
      const ret = await shown(page, 'ruecklaufTempNeu');
      const num = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
      expect(num(flow) - num(ret)).toBeCloseTo(10, 1);
      expect(num(flow)).toBeGreaterThan(num(ret));

      // A return above the flow is named with its field, in German, and the result waits for a valid input.
      await oldReturn.fill('80');
      await expect
        .poll(() => page.locator('.calc-problems').innerText())
        .toContain(
          'Alter Heizkörper – Rücklauftemperatur (°C): muss unter „Alter Heizkörper – Vorlauftemperatur (°C)“ liegen',
        );
      expect(await page.locator('[data-testid="vorlaufTempNeu"]').count()).toBe(0);
      await oldReturn.fill('60');
      await expect.poll(() => shown(page, 'vorlaufTempNeu')).toBe(flow);

      // The PDF: downloaded through the browser, with the new flow temperature shown on screen.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Heizkörpertausch .*\.pdf$/);
      const bytes = await fs.readFile((await file.path())!);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain('Heizkörpertausch');
      expect(text).toContain(flow);
      expect(text).toContain(ret);
      await expect.poll(() => page.locator('.calc-export__status').innerText()).toContain('heruntergeladen');
    } finally {
      await context.close();
    }
  });

  it('the last inputs come back in a new session (kept as a user parameter)', async () => {
    const first = await newPage(browser);
    try {
      await openSignedIn(first.page, '/portal/de/de/PM/heatingelements/radiatorExchange');
      const spread = first.page
        .getByRole('group', { name: 'Neuer Heizkörper' })
        .getByLabel('Neue Spreizung Vorlauf − Rücklauf (K)');
      await spread.fill('');
      await spread.pressSequentially('7', { delay: 60 });
      const saved = first.page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/portal/api/UserParameter' && r.request().method() === 'POST',
      );
      expect([200, 201]).toContain((await saved).status());
    } finally {
      await first.context.close();
    }
    // A new browser context: a new session, nothing in this tab's storage.
    const second = await newPage(browser);
    try {
      await openSignedIn(second.page, '/portal/de/de/PM/heatingelements/radiatorExchange');
      const spread = second.page
        .getByRole('group', { name: 'Neuer Heizkörper' })
        .getByLabel('Neue Spreizung Vorlauf − Rücklauf (K)');
      await expect.poll(() => spread.inputValue()).toBe('7');
    } finally {
      await second.context.close();
    }
  });

  it('a specialist compares heating variants of the house: prices and generators change the comparison', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, '/portal/de/de/PM/buildingCalc/renovation');
      await page.getByText('Heizlast je Raum', { exact: true }).first().waitFor({ timeout: 20_000 });
      await page.getByRole('tab', { name: 'Varianten und Wirtschaftlichkeit' }).click();
      const table = page.getByRole('table', { name: 'Variantenvergleich' });
      await table.waitFor({ timeout: 20_000 });
      const before = await table.innerText();
      expect(before).toContain('Gas-Brennwertkessel');
      expect(before).toContain('Autarkiegrad (%)');

      // Cheaper electricity, typed key by key: the heat pumps' energy costs follow.
      const price = page.getByRole('group', { name: 'Strom', exact: true }).getByLabel('Arbeitspreis (ct/kWh)');
      await price.fill('');
      await price.pressSequentially('25', { delay: 60 });
      await expect.poll(() => table.innerText()).not.toBe(before);
      const cheaper = await table.innerText();

      // Variant 1 becomes a pellet boiler.
      await page
        .getByRole('group', { name: /^Variante 1\b/ })
        .getByLabel('Wärmeerzeuger', { exact: true })
        .selectOption('pelletkessel');
      await expect.poll(() => table.innerText()).toContain('Pelletkessel');
      expect(await table.innerText()).not.toBe(cheaper);

      // A flow temperature out of range is named with its variant, and the comparison waits for it.
      const flow = page.getByRole('group', { name: /^Variante 2\b/ }).getByLabel('Vorlauftemperatur (°C)');
      await flow.fill('200');
      await expect
        .poll(() => page.locator('.calc-problems').innerText())
        .toContain('Variante 2 – Vorlauftemperatur (°C): darf höchstens 130 sein');
      expect(await table.count()).toBe(0);
      await flow.fill('55');
      await table.waitFor();

      expect(await page.locator('.calc-results [role="status"][aria-live="polite"]').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('axe finds no violations on each calculator screen', async () => {
    const { context, page } = await newPage(browser);
    try {
      for (const [path, result] of SCREENS) {
        await openSignedIn(page, path);
        await page.getByText(result, { exact: true }).first().waitFor({ timeout: 20_000 });
        expect(await axeViolations(page), path).toEqual([]);
        // No source comment leaks into the page as text.
        expect(await page.locator('[data-miniapp="calculators"]').textContent()).not.toMatch(/biome|\/\//);
      }
    } finally {
      await context.close();
    }
  });

  it("a specialist starts the exchange from an old cast-iron sectional radiator: the form offers the table's sizes and rates ten 600/160 sections at 590 W", async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, '/portal/de/de/PM/heatingelements/radiatorExchange');
      await page.waitForSelector('[data-testid="vorlaufTempNeu"]');
      const old = page.getByRole('group', { name: 'Alter Heizkörper' });
      await old.getByLabel('Heizkörpertyp').selectOption({ label: 'Gussradiator (Glieder, DIN 4703)' });
      // The sections' fields replace the execution, filled with a size the table has: a result at once.
      const depth = old.getByLabel('Bautiefe der Glieder (mm)');
      const sections = old.getByLabel('Anzahl der Glieder');
      await expect.poll(() => depth.inputValue()).not.toBe('');
      expect(await sections.inputValue()).toBe('10');
      expect(await old.getByLabel('Bauhöhe (mm)').inputValue()).toBe('600');
      expect(await old.getByLabel('Ausführung').count()).toBe(0);
      // The height's depths only (hausjournal.net's table: 110, 160 and 220 mm for 600 mm).
      const depths = await depth.locator('option').allTextContents();
      expect(depths.filter((d) => d.trim() !== '')).toEqual(['110', '160', '220']);
      await depth.selectOption('160');
      for (const [label, value] of [
        ['Vorlauftemperatur (°C)', '70'],
        ['Rücklauftemperatur (°C)', '55'],
        ['Raumtemperatur (°C)', '20'],
      ] as const) {
        const input = old.getByLabel(label, { exact: true });
        await input.fill(value);
      }
      const oldOutput = page.getByRole('row', { name: /^Wärmeleistung alt \(W\)/ });
      await expect.poll(() => oldOutput.innerText()).toMatch(/\s590$/);
      await page.waitForSelector('[data-testid="vorlaufTempNeu"]');
      expect(await axeViolations(page)).toEqual([]);

      // A steel sectional radiator has no table: measured by its length, estimated, and said so.
      await old.getByLabel('Heizkörpertyp').selectOption({ label: 'Stahlradiator (Glieder, DIN 4703, geschätzt)' });
      await expect.poll(() => sections.count()).toBe(0);
      const steelDepths = await depth.locator('option').allTextContents();
      expect(steelDepths.filter((d) => d.trim() !== '')).toEqual(['110', '160', '220', '250']);
      await depth.selectOption('160');
      await old.getByLabel('Baulänge (mm)').fill('1000');
      // 0.6 × 1.0 × 0.16 m at 16 000 W/m³ (Engineering Toolbox) is 1536 W at ΔT 50: 1249 W at 70/55/20.
      await expect.poll(() => oldOutput.innerText()).toMatch(/\s1\.?249$/);
      await expect
        .poll(() => page.getByText(/Alter Stahlgliederheizkörper: .*geschätzt \(±30 %\)/).isVisible())
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone the exchange fits the screen width and speaks English when the user does', async () => {
    const { context, page } = await newPage(browser, { mobile: true, locale: 'en-GB' });
    try {
      await openSignedIn(page, '/portal/en/de/PM/heatingelements/radiatorExchange');
      await page.getByText('New flow temperature (°C)', { exact: true }).first().waitFor();
      const overflow = await page
        .locator('[data-miniapp="calculators"]')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
