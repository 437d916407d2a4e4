import fs from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { axeViolations, launchBrowser, newPage, openCalculatorsSignedIn as openSignedIn } from './browser';

/*
 * What a planner does beyond one calculation (issue 22): the underfloor heating after EN 1264 with
 * its design flow temperature and circuits, the tender text as GAEB DA XML X81 read back and
 * checked against the schema, and the heat pump planning against the building's heat load.
 */

const SCHEMA = new URL('../apps/server/src/modules/calculators/gaeb/gaebX81.xsd', import.meta.url);
const shown = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).innerText();
const num = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

describe('planning with the calculators', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the underfloor heating shows its design flow temperature, the room that sets it, and the circuits', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, '/portal/de/de/PM/buildingCalc/renovation');
      await page.getByText('Heizlast je Raum', { exact: true }).first().waitFor({ timeout: 20_000 });
      await page.getByLabel('Fußbodenheizung berechnen (ein Heizkreis je Raum)').check();
      const design = page.getByRole('table', { name: 'Auslegungs-Vorlauftemperatur (°C)' });
      await design.waitFor({ timeout: 20_000 });
      const text = await design.innerText();
      expect(text).toContain('Auslegungsraum');
      const flow = num(/Auslegungs-Vorlauftemperatur \(°C\)\s+([\d.,]+)/.exec(text)?.[1] ?? 'NaN');
      // EN 1264: a floor runs well below radiator temperatures, above the room
      expect(flow).toBeGreaterThan(20);
      expect(flow).toBeLessThanOrEqual(55);
      const circuits = page.getByRole('table', { name: 'Fußbodenheizung (EN 1264)' });
      expect(await circuits.innerText()).toContain('Kreise');
      expect(await circuits.innerText()).toContain('Kreislänge (m)');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the radiator exchange downloads its tender text as GAEB X81 that the schema accepts', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, '/portal/de/de/PM/heatingelements/radiatorExchange');
      await page.waitForSelector('[data-testid="vorlaufTempNeu"]');
      const flowShown = await page.locator('[data-testid="vorlaufTempNeu"]').innerText();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'GAEB X81 herunterladen' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.X81$/);
      const xml = await fs.readFile((await file.path())!, 'utf8');
      const validation = await validateXML({
        xml: [{ fileName: 'tender.X81', contents: xml }],
        schema: [{ fileName: 'gaebX81.xsd', contents: await fs.readFile(SCHEMA, 'utf8') }],
      });
      expect(validation.errors).toEqual([]);
      expect(validation.valid).toBe(true);
      const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(xml);
      expect(doc.GAEB['@xmlns']).toBe('http://www.gaeb.de/GAEB_DA_XML/DA81/3.3');
      expect(doc.GAEB.Award.DP).toBe('81');
      // The long text names the new radiator's flow temperature the screen shows, and that the ratings are samples.
      expect(xml).toContain(`${flowShown}/`);
      expect(xml).toContain('Leistungsangaben aus Musterdaten');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a planner sizes a heat pump against the heat load: bivalence point, JAZ, the 55 °C warning, GEG and subsidy', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, '/portal/de/de/PM/buildingCalc/newBuilding');
      await page.getByText('Heizlast je Raum', { exact: true }).first().waitFor({ timeout: 20_000 });
      await page.getByRole('tab', { name: 'Wärmepumpenplanung' }).click();
      await page.waitForSelector('[data-testid="wp-jaz"]', { timeout: 20_000 });
      // The heat load comes from the heat load part of the same page.
      await page.getByText('Heizlast und Normaußentemperatur aus der Heizlastberechnung übernommen.').waitFor();
      expect(num(await page.getByLabel('Heizlast (W)').inputValue())).toBeGreaterThan(0);
      expect(await shown(page, 'wp-geg')).toMatch(/erfüllt/);
      const jaz35 = num(await shown(page, 'wp-jaz'));
      expect(jaz35).toBeGreaterThan(2);

      // Radiators at 60 °C: the JAZ falls and the air-to-water warning appears.
      const flow = page.getByLabel('Auslegungs-Vorlauftemperatur (°C)');
      await flow.fill('');
      await flow.pressSequentially('60', { delay: 60 });
      await expect.poll(async () => num(await shown(page, 'wp-jaz'))).toBeLessThan(jaz35);
      await expect.poll(() => page.locator('.calc-hints').innerText()).toContain('Vorlauftemperatur über 55 °C');

      // A smaller heat pump in bivalent parallel operation: the bivalence point moves to warmer air.
      const before = num(await shown(page, 'wp-bivalenzpunkt'));
      await page.getByLabel('Betriebsweise').selectOption('bivalentParallel');
      const output = page.getByLabel('Heizleistung A−7/W35 · B0/W35 · W10/W35 (kW)');
      await output.fill('1');
      await expect.poll(async () => num(await shown(page, 'wp-bivalenzpunkt'))).toBeGreaterThan(before);
      expect(await page.getByRole('table', { name: 'Wärmepumpenplanung' }).innerText()).toContain(
        'Anteil der Wärmepumpe an der Jahresheizwärme (%)',
      );
      // A new build gets no BEG EM subsidy and is told so.
      expect(num(await shown(page, 'wp-foerderung'))).toBe(0);
      expect(await page.locator('.calc-hints').innerText()).toContain('Neubauten fördert die BEG-Einzelmaßnahme nicht');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
