import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../apps/server/src/modules/files/seed';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

/** A one-page PDF whose first line is its title, as the demo's documents are made. */
const pdfWith = (title: string, ...paragraphs: string[]) => samplePdf({ name: 'x.pdf', title, paragraphs });

const NAME = 'Antrag Sabbatical.pdf';
const PHOTO = 'Betriebsausflug.png';
const FORMS = `${portalOrigin()}/portal/de/de/HR/forms`;

/** A plain picture of one colour: its shape tells the versions' thumbnails apart. */
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Puts a picture into the forms area (`field`: the upload card's chooser, or a file's replace chooser) and waits until it is stored. */
async function store(page: Page, field: string, name: string, buffer: Buffer) {
  const stored = page.waitForResponse((r) => r.url().includes('/api/File/file') && r.request().method() === 'PUT');
  await page.getByLabel(field, { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer });
  // A new file is sent with the card's button; a replacement as soon as it is chosen.
  if (field === 'Datei') await page.getByRole('button', { name: 'Hochladen' }).click();
  expect((await stored).ok()).toBe(true);
}

/**
 * The document library (docs/files.md "Managing files"): HR looks after its forms, an employee
 * finds a form by a word of its text in the search box, in another form of the word.
 */
describe('the document library', () => {
  let browser: Browser;
  let first: Buffer;
  let second: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    first = await pdfWith('Antrag auf ein Sabbatjahr', 'Erste Fassung.');
    second = await pdfWith('Antrag auf ein Sabbatjahr', 'Zweite Fassung: mit Angabe der Vertretung.');
  });
  afterAll(() => browser?.close());

  it('HR uploads a form and replaces it; the first content stays as a version', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, FORMS, 'hr');
      await page.getByRole('heading', { name: 'Dateien verwalten' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Datei', { exact: true }).setInputFiles({
        name: NAME,
        mimeType: 'application/pdf',
        buffer: first,
      });
      await page.getByRole('button', { name: 'Hochladen' }).click();
      await page.getByRole('button', { name: NAME, exact: true }).waitFor();

      await page
        .getByLabel(`${NAME} ersetzen`)
        .setInputFiles({ name: 'neu.pdf', mimeType: 'application/pdf', buffer: second });
      await page.getByText(`${NAME} wurde ersetzt`).waitFor();

      await page.getByRole('button', { name: `Versionen von ${NAME}` }).click();
      const versions = page.getByRole('dialog', { name: `Frühere Versionen von ${NAME}` });
      await versions.getByRole('button', { name: 'Version 1', exact: true }).waitFor();
      expect(await versions.locator('tbody tr').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const old = page.waitForEvent('download');
      await versions.getByRole('button', { name: 'Version 1', exact: true }).click();
      const oldBytes = await fs.readFile((await (await old).path())!);
      expect(oldBytes.length).not.toBe(second.length);
      await versions.getByRole('button', { name: 'Schließen' }).click();
    } finally {
      await context.close();
    }
  });

  it('an employee finds the form by "Anträge" in the search box and opens the current content', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/de/de`, 'employee');
      await page.keyboard.press('Control+K');
      await page.getByRole('combobox', { name: 'Seite suchen' }).fill('Anträge Sabbatjahr');
      const documents = page.getByRole('listbox', { name: 'Dokumente' });
      const hit = documents.getByRole('option', { name: new RegExp(NAME) });
      await hit.waitFor();
      // The snippet marks the word found, in the form the text has it.
      expect(await hit.locator('mark').allInnerTexts()).toContain('Antrag');
      expect(await axeViolations(page)).toEqual([]);
      const download = page.waitForEvent('download');
      await hit.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(NAME);
      expect(Buffer.compare(await fs.readFile((await file.path())!), second)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('HR restores the first content: it is the file again, and the second is kept as a version', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, FORMS, 'hr');
      await page.getByRole('button', { name: `Versionen von ${NAME}` }).click();
      const versions = page.getByRole('dialog', { name: `Frühere Versionen von ${NAME}` });
      await versions.getByRole('button', { name: 'Version 1 wiederherstellen' }).click();
      await page.getByText(`${NAME}: Version 1 ist wieder der aktuelle Inhalt.`).waitFor();
      expect(await versions.count()).toBe(0);

      const current = page.waitForEvent('download');
      await page.getByRole('button', { name: NAME, exact: true }).click();
      expect(Buffer.compare(await fs.readFile((await (await current).path())!), first)).toBe(0);

      // The content it replaced is version 2, newest first, and downloads as it was.
      await page.getByRole('button', { name: `Versionen von ${NAME}` }).click();
      await versions.getByRole('button', { name: 'Version 2', exact: true }).waitFor();
      expect(await versions.locator('tbody tr').count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      const kept = page.waitForEvent('download');
      await versions.getByRole('button', { name: 'Version 2', exact: true }).click();
      expect(Buffer.compare(await fs.readFile((await (await kept).path())!), second)).toBe(0);
      await versions.getByRole('button', { name: 'Schließen' }).click();
    } finally {
      await context.close();
    }
  });

  it('HR sees each earlier photo by its own thumbnail in the versions dialog', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, FORMS, 'hr');
      await page.getByRole('heading', { name: 'Dateien verwalten' }).waitFor();
      // A landscape picture, replaced by a portrait one, replaced in turn: versions 1 and 2.
      await store(page, 'Datei', PHOTO, await picture(800, 400, '#c62828'));
      await page.getByRole('button', { name: PHOTO, exact: true }).waitFor();
      await store(page, `${PHOTO} ersetzen`, PHOTO, await picture(400, 800, '#1565c0'));
      await store(page, `${PHOTO} ersetzen`, PHOTO, await picture(600, 600, '#2e7d32'));

      await page.getByRole('button', { name: `Versionen von ${PHOTO}` }).click();
      const versions = page.getByRole('dialog', { name: `Frühere Versionen von ${PHOTO}` });
      const first = versions.getByRole('img', { name: `${PHOTO}, Version 1` });
      const second = versions.getByRole('img', { name: `${PHOTO}, Version 2` });
      const drawn = (img: typeof first) =>
        img.evaluate((el: HTMLImageElement) => (el.complete ? `${el.naturalWidth}×${el.naturalHeight}` : ''));
      // Each thumbnail is its own version's picture, decoded at its own shape (320 px on the long side).
      await expect.poll(() => drawn(first)).toBe('320×160');
      await expect.poll(() => drawn(second)).toBe('160×320');
      expect(await first.getAttribute('src')).not.toBe(await second.getAttribute('src'));
      expect(await axeViolations(page)).toEqual([]);
      await versions.getByRole('button', { name: 'Schließen' }).click();

      await page.getByRole('button', { name: `${PHOTO} löschen` }).click();
      await page.getByRole('dialog', { name: 'Löschen bestätigen' }).getByRole('button', { name: 'Löschen' }).click();
      await page.getByText(`${PHOTO} wurde gelöscht.`).waitFor();
    } finally {
      await context.close();
    }
  });

  it('HR deletes the form after confirming; it is gone from the page and from the search', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, FORMS, 'hr');
      await page.getByRole('button', { name: `${NAME} löschen` }).click();
      const confirm = page.getByRole('dialog', { name: 'Löschen bestätigen' });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await page.getByText(`${NAME} wurde gelöscht.`).waitFor();
      await expect.poll(() => page.getByRole('button', { name: NAME, exact: true }).count()).toBe(0);

      await page.keyboard.press('Control+K');
      const searched = page.waitForResponse((r) => r.url().includes('/api/File/search'));
      await page.getByRole('combobox', { name: 'Seite suchen' }).fill('Sabbatjahr');
      expect(await (await searched).json()).toEqual([]);
      expect(await page.getByRole('listbox', { name: 'Dokumente' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
