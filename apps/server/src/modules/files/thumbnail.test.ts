import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { THUMBNAIL_SIZE } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { importFiles, makeMissingThumbnails } from './database-store';
import { samplePdf, seedDemoFiles } from './seed';
import { LocalFileStore } from './store';

const BASE = '/portal/api/File';
const GALLERY = 22; // photogallery, kept by marketing, read by every employee

let app: TestApp;
let admin: Record<string, string>;
let employee: Record<string, string>;
let root: string;

const fileQuery = (folder: string, name: string) =>
  `selectedModule=${GALLERY}&folderName=${encodeURIComponent(folder)}&fileName=${encodeURIComponent(name)}`;
const upload = (folder: string, name: string, body: Buffer, type: string) =>
  app.app.inject({
    method: 'PUT',
    url: `${BASE}/file?${fileQuery(folder, name)}`,
    headers: { ...admin, 'content-type': type },
    payload: body,
  });
const thumbnail = (folder: string, name: string, headers = employee) =>
  app.app.inject({ method: 'GET', url: `${BASE}/thumbnail?${fileQuery(folder, name)}`, headers });
const listing = async (folder: string) =>
  (
    await app.app.inject({
      method: 'GET',
      url: `${BASE}/files?selectedModule=${GALLERY}&folderName=${encodeURIComponent(folder)}`,
      headers: employee,
    })
  ).json() as Array<{ name: string; thumbnail?: { width: number; height: number } }>;

/** A photo-sized picture of one colour, as a camera would send it. */
const photo = (width: number, height: number, colour: string, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();

/** The average colour of an image, to tell one photo's thumbnail from another's. */
const meanColour = async (image: Buffer) => {
  const { channels } = await sharp(image).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
};

beforeAll(async () => {
  root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'portal-thumbnails-')), 'files');
  await seedDemoFiles(root);
  app = await startTestApp({ PORTAL_FILES_DIR: root });
  admin = await bearer(app, 'admin');
  employee = await bearer(app, 'employee');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await fs.rm(path.dirname(root), { recursive: true, force: true });
});

describe('an uploaded photo gets a thumbnail', () => {
  it('a 2400×1600 JPEG: the listing and the upload answer name a 320×213 thumbnail, served as a real WebP', async () => {
    const uploaded = await upload('Aktuell', 'Werkstor.jpg', await photo(2400, 1600, '#c0392b'), 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().thumbnail).toEqual({ width: THUMBNAIL_SIZE, height: 213 });
    expect((await listing('Aktuell')).find((f) => f.name === 'Werkstor.jpg')?.thumbnail).toEqual({
      width: THUMBNAIL_SIZE,
      height: 213,
    });

    const response = await thumbnail('Aktuell', 'Werkstor.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-disposition']).toContain('Werkstor.webp');
    const read = await sharp(response.rawPayload).metadata();
    expect(read.format).toBe('webp');
    expect([read.width, read.height]).toEqual([THUMBNAIL_SIZE, 213]);
    // Far smaller than the photo: the point of a thumbnail in a grid of twenty.
    expect(response.rawPayload.length).toBeLessThan(10_000);
  });

  it('a portrait PNG fits the box by its height; a small GIF keeps its own size', async () => {
    expect(
      (await upload('Aktuell', 'Turm.png', await photo(600, 1200, '#2e86c1', 'png'), 'image/png')).statusCode,
    ).toBe(201);
    const tower = await sharp((await thumbnail('Aktuell', 'Turm.png')).rawPayload).metadata();
    expect([tower.width, tower.height]).toEqual([160, THUMBNAIL_SIZE]);

    const icon = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    expect((await upload('Aktuell', 'Symbol.gif', icon, 'image/gif')).json().thumbnail).toEqual({
      width: 40,
      height: 30,
    });
  });

  it('a PDF gets none: no thumbnail in the listing, 404 with a problem', async () => {
    const pdf = await samplePdf({ name: 'Programm.pdf', title: 'Programm', paragraphs: ['Ablauf des Sommerfests'] });
    expect((await upload('Aktuell', 'Programm.pdf', pdf, 'application/pdf')).statusCode).toBe(201);
    expect((await listing('Aktuell')).find((f) => f.name === 'Programm.pdf')).not.toHaveProperty('thumbnail');
    const response = await thumbnail('Aktuell', 'Programm.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('replacing a photo replaces its thumbnail: the new picture, the new shape', async () => {
    await upload('Aktuell', 'Kantine.jpg', await photo(1600, 1200, '#1e8449'), 'image/jpeg');
    const before = (await thumbnail('Aktuell', 'Kantine.jpg')).rawPayload;
    const [, green] = await meanColour(before);
    expect(green).toBeGreaterThan(100);

    const replaced = await upload('Aktuell', 'Kantine.jpg', await photo(900, 1800, '#f1c40f'), 'image/jpeg');
    expect(replaced.statusCode).toBe(200);
    const after = (await thumbnail('Aktuell', 'Kantine.jpg')).rawPayload;
    const read = await sharp(after).metadata();
    expect([read.width, read.height]).toEqual([160, THUMBNAIL_SIZE]);
    const [red, , blue] = await meanColour(after);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
  });

  it('a file named .jpg that is no picture is refused with 400 and nothing is stored', async () => {
    const response = await upload('Aktuell', 'Kaputt.jpg', Buffer.from('not a picture at all'), 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBeTruthy();
    expect((await listing('Aktuell')).some((f) => f.name === 'Kaputt.jpg')).toBe(false);
  });
});

describe('an earlier version of a photo keeps its thumbnail, and restoring it brings both back', () => {
  const versionOf = (name: string, version: number, what: 'version' | 'versionThumbnail', headers = admin) =>
    app.app.inject({ method: 'GET', url: `${BASE}/${what}?${fileQuery('Aktuell', name)}&version=${version}`, headers });
  const restore = (name: string, version: number, headers = admin) =>
    app.app.inject({
      method: 'POST',
      url: `${BASE}/restore?${fileQuery('Aktuell', name)}&version=${version}`,
      headers,
    });
  const versions = async (name: string) =>
    (
      await app.app.inject({ method: 'GET', url: `${BASE}/versions?${fileQuery('Aktuell', name)}`, headers: admin })
    ).json() as Array<{ version: number; size: number; thumbnail?: { width: number; height: number } }>;

  it('a replaced landscape photo is version 1 with its own thumbnail; restoring it shows it again, and the portrait becomes version 2', async () => {
    const name = 'Empfang.jpg';
    const green = await photo(1600, 1200, '#1e8449');
    const yellow = await photo(900, 1800, '#f1c40f');
    await upload('Aktuell', name, green, 'image/jpeg');
    const greenThumbnail = (await thumbnail('Aktuell', name)).rawPayload;
    expect((await upload('Aktuell', name, yellow, 'image/jpeg')).statusCode).toBe(200);

    // The version list names each version's thumbnail, and the version's thumbnail is its own picture.
    expect(await versions(name)).toEqual([
      expect.objectContaining({ version: 1, size: green.length, thumbnail: { width: THUMBNAIL_SIZE, height: 240 } }),
    ]);
    const kept = await versionOf(name, 1, 'versionThumbnail');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(kept.rawPayload, greenThumbnail)).toBe(0);
    // The file itself shows the portrait's.
    const [, , blueNow] = await meanColour((await thumbnail('Aktuell', name)).rawPayload);
    expect(blueNow).toBeLessThan(60);

    // Restored: the green content and its thumbnail are the file's again, in the listing and served.
    const restored = await restore(name, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      name,
      size: green.length,
      thumbnail: { width: THUMBNAIL_SIZE, height: 240 },
    });
    const file = await app.app.inject({
      method: 'GET',
      url: `${BASE}/file?${fileQuery('Aktuell', name)}`,
      headers: employee,
    });
    expect(Buffer.compare(file.rawPayload, green)).toBe(0);
    expect(Buffer.compare((await thumbnail('Aktuell', name)).rawPayload, greenThumbnail)).toBe(0);
    expect((await listing('Aktuell')).find((f) => f.name === name)?.thumbnail).toEqual({
      width: THUMBNAIL_SIZE,
      height: 240,
    });
    // Nothing is lost: the portrait is version 2 with its own (upright) thumbnail.
    const after = await versions(name);
    expect(after.map((v) => [v.version, v.size, v.thumbnail])).toEqual([
      [2, yellow.length, { width: 160, height: THUMBNAIL_SIZE }],
      [1, green.length, { width: THUMBNAIL_SIZE, height: 240 }],
    ]);
    const [red, , blue] = await meanColour((await versionOf(name, 2, 'versionThumbnail')).rawPayload);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);

    // The audit trail says which version came back.
    const [entry] = await rows<{ after: { version: number; size: number } }>(
      app.database.db,
      sql`select after from portal.audit_entry where entity = 'file' and action = 'restore-file'
          and entity_id = ${`22-photogallery/Aktuell/${name}`}`,
    );
    expect(entry?.after).toEqual({ version: 1, size: green.length });
  });

  it('a version kept before versions had thumbnails gets its own made when it is restored', async () => {
    const name = 'Pforte.png';
    const blue = await photo(1200, 600, '#2e86c1', 'png');
    await upload('Aktuell', name, blue, 'image/png');
    await upload('Aktuell', name, await photo(1200, 600, '#c0392b', 'png'), 'image/png');
    await app.database.db.execute(
      sql`update portal.stored_file_version set thumbnail = null, thumbnail_width = null, thumbnail_height = null
          where area = '22-photogallery' and folder = 'Aktuell' and name = ${name}`,
    );
    expect((await versions(name))[0]).not.toHaveProperty('thumbnail');
    expect((await versionOf(name, 1, 'versionThumbnail')).statusCode).toBe(404);
    expect((await restore(name, 1)).json().thumbnail).toEqual({ width: THUMBNAIL_SIZE, height: 160 });
    const [red, , blueMean] = await meanColour((await thumbnail('Aktuell', name)).rawPayload);
    expect(blueMean).toBeGreaterThan(150);
    expect(red).toBeLessThan(80);
  });

  it('only who looks after the module restores: an employee 403, an unknown version 404, nothing changed', async () => {
    const name = 'Empfang.jpg';
    const before = await versions(name);
    const refused = await restore(name, 1, employee);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await versionOf(name, 1, 'versionThumbnail', employee)).statusCode).toBe(403);
    expect((await restore(name, 99)).statusCode).toBe(404);
    expect((await restore('Fehlt.jpg', 1)).statusCode).toBe(404);
    expect((await restore(name, 0)).statusCode).toBe(400);
    expect(await versions(name)).toEqual(before);
  });
});

describe('who may see a thumbnail: the same as the photo', () => {
  beforeAll(async () => {
    await upload('Aktuell', 'Matrix.jpg', await photo(800, 600, '#555'), 'image/jpeg');
  });
  it.each([
    ['no token', 401, async () => ({})],
    ['a signed-in user without roles', 403, async () => (await userWithoutRoles(app)).headers],
    ['a partner (no File API, no employee pages)', 403, async () => bearer(app, 'partner')],
    ['an employee', 200, async () => bearer(app, 'employee')],
    ['an administrator', 200, async () => bearer(app, 'admin')],
  ])('%s gets %i', async (_who, status, headers) => {
    const response = await thumbnail('Aktuell', 'Matrix.jpg', await headers());
    expect(response.statusCode).toBe(status);
    if (status === 200) expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    else expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it.each([
    ['../Aktuell/Matrix.jpg', 400],
    ['Fehlt.jpg', 404],
  ])('%s is never read as a path: %i with a problem', async (name, status) => {
    const response = await thumbnail('Aktuell', name);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('imported photos', () => {
  it('the gallery sample photos arrive from the disk with thumbnails', async () => {
    const folders = (
      await app.app.inject({ method: 'GET', url: `${BASE}/folders?selectedModule=${GALLERY}`, headers: employee })
    ).json() as Array<{ name: string }>;
    const photos = (await Promise.all(folders.map((f) => listing(f.name)))).flat().filter((f) => /\.jpg$/.test(f.name));
    expect(photos.length).toBeGreaterThanOrEqual(4);
    for (const p of photos) expect(Math.max(p.thumbnail!.width, p.thumbnail!.height), p.name).toBe(THUMBNAIL_SIZE);
  });

  it("an operator's import (files:import) that replaces a photo replaces its thumbnail", async () => {
    const area = '22-photogallery';
    const file = path.join(root, area, 'Aktuell', 'Neue Montagehalle Werk Nord.jpg');
    const before = (await thumbnail('Aktuell', 'Neue Montagehalle Werk Nord.jpg')).rawPayload;
    expect((await sharp(before).metadata()).width).toBe(THUMBNAIL_SIZE);
    await fs.writeFile(file, await photo(500, 1000, '#8e44ad'));
    expect(await importFiles(app.database.db, new LocalFileStore(root), [area], true)).toBeGreaterThan(0);
    const after = (await thumbnail('Aktuell', 'Neue Montagehalle Werk Nord.jpg')).rawPayload;
    const read = await sharp(after).metadata();
    expect([read.width, read.height]).toEqual([160, THUMBNAIL_SIZE]);
    const [red, green, blue] = await meanColour(after);
    expect(red).toBeGreaterThan(100);
    expect(blue).toBeGreaterThan(140);
    expect(green).toBeLessThan(90);
  });

  it('an image stored before thumbnails existed gets one at the next start', async () => {
    const where = sql`area = '22-photogallery' and folder = 'Aktuell' and name = 'Matrix.jpg'`;
    await app.database.db.execute(
      sql`update portal.stored_file set thumbnail = null, thumbnail_width = null, thumbnail_height = null where ${where}`,
    );
    expect((await thumbnail('Aktuell', 'Matrix.jpg')).statusCode).toBe(404);
    expect(await makeMissingThumbnails(app.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await rows<{ thumbnail_width: number }>(
      app.database.db,
      sql`select thumbnail_width from portal.stored_file where ${where}`,
    );
    expect(row?.thumbnail_width).toBe(THUMBNAIL_SIZE);
    expect((await thumbnail('Aktuell', 'Matrix.jpg')).statusCode).toBe(200);
  });
});
