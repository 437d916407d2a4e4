import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openCalculatorsSignedIn as openSignedIn } from './browser';

/*
 * A planner's project (issue 22): created on the projects page, filled from two calculators with
 * "Zum Projekt hinzufügen", and downloaded as one PDF that names both positions.
 */

const PROJECTS = '/portal/de/de/PM/calcProjects';

/** Adds the calculation on screen to the project under a name, and waits for the screen to say so. */
async function addToProject(page: Page, project: string, position: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Zum Projekt hinzufügen' });
  await form.waitFor({ timeout: 20_000 });
  await expect
    .poll(() => form.getByLabel('Gespeichertes Projekt').locator('option').allInnerTexts())
    .toContain(project);
  await form.getByLabel('Gespeichertes Projekt').selectOption({ label: project });
  await form.getByLabel('Bezeichnung der Position').fill(position);
  await form.getByRole('button', { name: 'Zum Projekt hinzufügen' }).click();
  await expect.poll(() => form.getByRole('status').innerText()).toContain(`„${position}“ ist jetzt Position`);
}

describe('planner projects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a planner creates a project, adds two calculations from two calculators and downloads it as one PDF', async () => {
    const { context, page } = await newPage(browser);
    const name = `Haus Müller ${Date.now()}`;
    try {
      await openSignedIn(page, PROJECTS);
      await page.getByRole('heading', { name: 'Projekte', exact: true }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Projektname').fill(name);
      await page.getByRole('button', { name: 'Projekt anlegen' }).click();
      const row = page.locator(`tr[data-project="${name}"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.innerText()).toContain('0');
      // the new project opens with no positions, and cannot be downloaded yet
      await page.getByText('Noch keine Positionen').waitFor();
      expect(await page.getByRole('button', { name: 'PDF herunterladen' }).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The radiator exchange: its new flow temperature goes into the project as "Wohnzimmer".
      await openSignedIn(page, '/portal/de/de/PM/heatingelements/radiatorExchange');
      await page.waitForSelector('[data-testid="vorlaufTempNeu"]');
      const flow = await page.locator('[data-testid="vorlaufTempNeu"]').innerText();
      await addToProject(page, name, 'Wohnzimmer');
      expect(await axeViolations(page)).toEqual([]);

      // A trench convector KRN41 as "Flur".
      await openSignedIn(page, '/portal/de/de/PM/convectors/krn41');
      await addToProject(page, name, 'Flur');

      // Back on the projects page: two positions, from two calculators.
      await openSignedIn(page, PROJECTS);
      await page.locator(`tr[data-project="${name}"]`).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: `${name} öffnen` }).click();
      const positions = page.getByRole('table', { name: `Positionen von „${name}“` });
      await expect.poll(() => positions.innerText()).toContain('Flur');
      const text = await positions.innerText();
      expect(text).toContain('Wohnzimmer');
      expect(text).toContain('Heizkörpertausch');
      expect(text).toContain('Unterflurkonvektor KRN41');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF herunterladen' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await fs.readFile((await file.path())!);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const pdf = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      expect(pdf.text).toContain(name);
      expect(pdf.text).toContain('Wohnzimmer');
      expect(pdf.text).toContain('Flur');
      // the exchange's new flow temperature, as the screen showed it
      expect(pdf.text).toContain(flow);
      await expect
        .poll(() => page.locator('.calc-project .calc-export__status').innerText())
        .toContain('heruntergeladen');
      expect(await axeViolations(page)).toEqual([]);

      // Renamed and deleted again.
      await page.getByRole('button', { name: `${name} umbenennen` }).click();
      const dialog = page.getByRole('dialog', { name: 'Projekt umbenennen' });
      await dialog.getByLabel('Projektname').fill(`${name} B`);
      await dialog.getByRole('button', { name: 'Umbenennen' }).click();
      await page.locator(`tr[data-project="${name} B"]`).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: `${name} B löschen` }).click();
      await page.getByRole('dialog', { name: 'Projekt löschen' }).getByRole('button', { name: 'Löschen' }).click();
      await expect.poll(() => page.locator(`tr[data-project="${name} B"]`).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
