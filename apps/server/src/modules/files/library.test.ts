import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, HIT_END, HIT_START, UI } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index';
import { UNRESTRICTED_PERMISSION_SET_ID } from '../../db/seed-data';
import { startTestApp, type TestApp } from '../../testing/app';
import { characterMapBombPdf, manyPagePdf } from '../../testing/pdf';
import { bearer, demoSub, userWithoutRoles } from '../../testing/users';
import { samplePdf, seedDemoFiles } from './seed';
import { MAX_PDF_PAGES, PDF_HARD_LIMIT_MS } from './text';

const BASE = '/portal/api/File';
const FORMS = 18; // kept by HR
const WORKS_COUNCIL = 3; // kept by the works council
const MEAL_PLAN = 2; // no responsible area: administrators only

let app: TestApp;
let root: string;
let hr: Record<string, string>;
let employee: Record<string, string>;

/** A one-page PDF whose first line is its title, as the demo's documents are made. */
const pdfWith = (title: string, ...paragraphs: string[]) => samplePdf({ name: 'x.pdf', title, paragraphs });

const fileQuery = (module: number, folder: string, name: string) =>
  `selectedModule=${module}&folderName=${encodeURIComponent(folder)}&fileName=${encodeURIComponent(name)}`;

const upload = (headers: Record<string, string>, module: number, folder: string, name: string, body: Buffer) =>
  app.app.inject({
    method: 'PUT',
    url: `${BASE}/file?${fileQuery(module, folder, name)}`,
    headers: { ...headers, 'content-type': 'application/pdf' },
    payload: body,
  });
const get = (url: string, headers: Record<string, string>) => app.app.inject({ method: 'GET', url, headers });
const search = async (words: string, headers: Record<string, string>) =>
  (await get(`${BASE}/search?q=${encodeURIComponent(words)}`, headers)).json() as Array<{
    module: number;
    folderName: string;
    fileName: string;
    snippet: string;
  }>;
const auditOf = (entityId: string) =>
  app.database.db
    .select()
    .from(t.auditEntry)
    .where(and(eq(t.auditEntry.entity, 'file'), eq(t.auditEntry.entityId, entityId)));

beforeAll(async () => {
  root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'portal-library-')), 'files');
  await seedDemoFiles(root);
  app = await startTestApp({ PORTAL_FILES_DIR: root });
  hr = await bearer(app, 'hr');
  employee = await bearer(app, 'employee');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await fs.rm(path.dirname(root), { recursive: true, force: true });
});

describe('who may change a file area', () => {
  const cases: Array<[string, () => Promise<Record<string, string>>, number, number]> = [
    // who, headers, module, expected status of an upload
    ['no token', async () => ({}), FORMS, 401],
    ['a signed-in user without roles', async () => (await userWithoutRoles(app)).headers, FORMS, 403],
    ['an employee', async () => employee, FORMS, 403],
    ['HR in its own module', async () => hr, FORMS, 201],
    ["HR in the works council's module", async () => hr, WORKS_COUNCIL, 403],
    ['HR in a module without a responsible area', async () => hr, MEAL_PLAN, 403],
    ['an administrator in the works council module', async () => bearer(app, 'admin'), WORKS_COUNCIL, 201],
  ];

  it.each(cases)('upload: %s → %i', async (who, headers, module, status) => {
    const name = `Matrix ${who}.pdf`;
    const response = await upload(await headers(), module, 'Aktuell', name, await pdfWith('Matrix'));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    if (status >= 400) {
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const listed = (await get(`${BASE}/files?selectedModule=${module}&folderName=Aktuell`, employee)).json();
      expect(listed.map((f: { name: string }) => f.name)).not.toContain(name);
    }
  });

  it.each([
    ['DELETE', FORMS, 'Urlaubsantrag.pdf'],
    ['GET versions', FORMS, 'Urlaubsantrag.pdf'],
  ])('%s: no token 401, employee 403 (denied on api.fileManage), HR elsewhere 403', async (what, module, name) => {
    const url =
      what === 'DELETE'
        ? `${BASE}/file?${fileQuery(module, 'Aktuell', name)}`
        : `${BASE}/versions?${fileQuery(module, 'Aktuell', name)}`;
    const method = what === 'DELETE' ? 'DELETE' : 'GET';
    expect((await app.app.inject({ method, url, headers: {} })).statusCode).toBe(401);
    const nobody = await userWithoutRoles(app);
    expect((await app.app.inject({ method, url, headers: nobody.headers })).statusCode).toBe(403);
    expect(app.logs.some((l) => l.event === 'authz.denied' && l.resource === API.fileManage.technicalName)).toBe(true);
    expect((await app.app.inject({ method, url, headers: employee })).statusCode).toBe(403);
    const elsewhere = url.replace(`selectedModule=${module}`, `selectedModule=${WORKS_COUNCIL}`);
    expect((await app.app.inject({ method, url: elsewhere, headers: hr })).statusCode).toBe(403);
  });

  it('the rights call tells the shell where to show the controls', async () => {
    const rights = async (module: number, headers: Record<string, string>) =>
      (await get(`${BASE}/rights?selectedModule=${module}`, headers)).json().mayManage;
    expect(await rights(FORMS, hr)).toBe(true);
    expect(await rights(WORKS_COUNCIL, hr)).toBe(false);
    expect(await rights(FORMS, employee)).toBe(false);
  });

  it('refuses what is not a file of the areas: an empty body, a fake PDF, an unknown type, a hidden name', async () => {
    expect((await upload(hr, FORMS, 'Aktuell', 'Leer.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(hr, FORMS, 'Aktuell', 'Falsch.pdf', Buffer.from('<html>'))).statusCode).toBe(400);
    expect((await upload(hr, FORMS, 'Aktuell', 'Skript.html', Buffer.from('<script>'))).statusCode).toBe(415);
    expect((await upload(hr, FORMS, 'Aktuell', '.env', Buffer.from('x'))).statusCode).toBe(400);
    expect((await upload(hr, FORMS, '..', 'x.pdf', await pdfWith('x'))).statusCode).toBe(400);
  });
});

describe('upload, replace with versions, delete', () => {
  it('HR uploads a form, replaces it and can still fetch the first content; each step is audited', async () => {
    const first = await pdfWith('Antrag auf Sonderurlaub', 'Erste Fassung');
    const second = await pdfWith('Antrag auf Sonderurlaub', 'Zweite Fassung mit Hochzeit und Umzug');
    const name = 'Antrag Sonderurlaub.pdf';
    expect((await upload(hr, FORMS, 'Aktuell', name, first)).statusCode).toBe(201);
    const replaced = await upload(hr, FORMS, 'Aktuell', name, second);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name, size: second.length, contentType: 'application/pdf' });

    const current = await get(`${BASE}/file?${fileQuery(FORMS, 'Aktuell', name)}`, employee);
    expect(Buffer.compare(current.rawPayload, second)).toBe(0);
    const versions = (await get(`${BASE}/versions?${fileQuery(FORMS, 'Aktuell', name)}`, hr)).json();
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, size: first.length, replacedBy: 'Hanna Personal' }),
    ]);
    const old = await get(`${BASE}/version?${fileQuery(FORMS, 'Aktuell', name)}&version=1`, hr);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(old.rawPayload, first)).toBe(0);
    expect((await get(`${BASE}/version?${fileQuery(FORMS, 'Aktuell', name)}&version=2`, hr)).statusCode).toBe(404);

    const trail = await auditOf(`18-forms/Aktuell/${name}`);
    expect(trail.map((e) => e.action).sort()).toEqual(['replace-file', 'upload-file']);
    expect(trail.every((e) => e.actorSub === demoSub('hr'))).toBe(true);
  });

  it('HR deletes a file: it is gone from the listing and the search, with its versions; a second delete is 404', async () => {
    const name = 'Antrag Telearbeit.pdf';
    await upload(hr, FORMS, 'Aktuell', name, await pdfWith('Antrag auf Telearbeit am Zugspitzblick'));
    await upload(hr, FORMS, 'Aktuell', name, await pdfWith('Antrag auf Telearbeit am Zugspitzblick, neu'));
    expect((await search('Zugspitzblick', employee)).map((h) => h.fileName)).toContain(name);
    const url = `${BASE}/file?${fileQuery(FORMS, 'Aktuell', name)}`;
    expect((await app.app.inject({ method: 'DELETE', url, headers: hr })).statusCode).toBe(204);
    expect((await get(url, employee)).statusCode).toBe(404);
    expect(await search('Zugspitzblick', employee)).toEqual([]);
    const versions = await app.database.db.select().from(t.storedFileVersion).where(eq(t.storedFileVersion.name, name));
    expect(versions).toEqual([]);
    expect((await app.app.inject({ method: 'DELETE', url, headers: hr })).statusCode).toBe(404);
    expect((await auditOf(`18-forms/Aktuell/${name}`)).map((e) => e.action)).toContain('delete-file');
  });
});

describe('full-text search over the documents', () => {
  it('"Anträge" finds the seeded holiday form that says "Antrag" (German stemming), with a snippet', async () => {
    const hits = await search('Anträge', employee);
    const form = hits.find((h) => h.fileName === 'Urlaubsantrag.pdf');
    expect(form).toMatchObject({ module: FORMS, folderName: 'Aktuell' });
    expect(form!.snippet).toContain(`${HIT_START}Antrag${HIT_END}`);
  });

  it('finds words inside a PDF uploaded a moment ago, and the file name', async () => {
    await upload(
      hr,
      FORMS,
      'Aktuell',
      'Fahrtkostenzuschuss.pdf',
      await pdfWith('Die Zuschüsse zum Jobticket werden monatlich gezahlt.'),
    );
    expect((await search('Zuschuss Jobticket', employee)).map((h) => h.fileName)).toContain('Fahrtkostenzuschuss.pdf');
    expect((await search('Betriebsvereinbarung mobiles Arbeiten', employee))[0]).toMatchObject({
      fileName: 'Betriebsvereinbarung mobiles Arbeiten.pdf',
    });
  });

  it(`stores a PDF of 2,000 pages; found by an early page and its name, not by a page beyond ${MAX_PDF_PAGES}`, async () => {
    const name = 'Handbuch Riesenformat.pdf';
    const response = await upload(hr, FORMS, 'Aktuell', name, await manyPagePdf(2_000));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    expect((await search('seite7', employee)).map((h) => h.fileName)).toEqual([name]);
    expect(await search(`seite${MAX_PDF_PAGES + 1}`, employee)).toEqual([]);
    expect(await search('seite1999', employee)).toEqual([]);
    expect((await search('Riesenformat', employee)).map((h) => h.fileName)).toEqual([name]);
  }, 60_000);

  it('answers a hostile PDF upload within the hard limit while other requests are served; it is listed and found by its name', async () => {
    const name = 'Aushang Zeichensatz.pdf';
    let answered = false;
    // About a kilobyte whose character map PDF.js would fill for minutes (198 s in the server process before).
    const uploading = upload(hr, FORMS, 'Aktuell', name, characterMapBombPdf()).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, PDF_HARD_LIMIT_MS / 10));
    const listing = await get(`${BASE}/folders?selectedModule=${FORMS}`, employee);
    expect(listing.statusCode).toBe(200);
    expect(answered, 'the other request was served while the PDF was being read').toBe(false);
    const response = await uploading;
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    const files = (await get(`${BASE}/files?selectedModule=${FORMS}&folderName=Aktuell`, employee)).json() as Array<{
      name: string;
    }>;
    expect(files.map((f) => f.name)).toContain(name);
    expect((await search('Zeichensatz', employee)).map((h) => h.fileName)).toEqual([name]);
    expect(await search('bombe', employee)).toEqual([]);
    // The next PDF is read in a new worker and found by its text.
    const next = 'Aushang Betriebsfest.pdf';
    expect((await upload(hr, FORMS, 'Aktuell', next, await pdfWith('Sommerfest am Baggersee'))).statusCode).toBe(201);
    expect((await search('Baggersee', employee)).map((h) => h.fileName)).toEqual([next]);
  }, 60_000);

  it('stores a damaged PDF without text; it is found by its name', async () => {
    const name = 'Dienstplan beschädigt.pdf';
    expect((await upload(hr, FORMS, 'Aktuell', name, Buffer.from('%PDF-1.4 Dienstplan ohne Objekte'))).statusCode).toBe(
      201,
    );
    expect((await search('beschädigt', employee)).map((h) => h.fileName)).toEqual([name]);
    expect(await search('Objekte', employee)).toEqual([]);
  });

  it('shows hits only from modules the person may read', async () => {
    // A role with the File API and the employee information pages only: not the forms (HR page).
    const { id: userId, headers } = await userWithoutRoles(app);
    const db = app.database.db;
    const [role] = await db.insert(t.role).values({ name: 'Nur Mitarbeiterinformation' }).returning();
    await db.insert(t.roleRessourcePermission).values(
      [API.file, UI.employeeInfo].map((r) => ({
        roleId: role!.id,
        ressourceId: r.id,
        permissionSetId: UNRESTRICTED_PERMISSION_SET_ID,
        accessType: 1,
      })),
    );
    await db.insert(t.userRole).values({ userId, roleId: role!.id });
    app.accessService.invalidate();
    expect((await search('Anträge', employee)).length).toBeGreaterThan(0);
    expect(await search('Anträge', headers)).toEqual([]);
    expect((await get(`${BASE}/search?q=Antr%C3%A4ge`, {})).statusCode).toBe(401);
    expect((await get(`${BASE}/search?q=a`, employee)).statusCode).toBe(400);
  });
});
