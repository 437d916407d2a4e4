import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, infoModule, ROUTES, UI } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { seedDemoFiles } from './seed';
import { mayReadModule, moduleDirectory, moduleReaders } from './service';

const BASE = '/portal/api/File';
const NEWS = 6; // sorted by date
const FORMS = 18; // sorted by name
const MEAL_PLAN = 2; // fixed file Speiseplan.pdf

let app: TestApp;
let root: string;
let outside: string;
let employee: Record<string, string>;

const get = (url: string, headers: Record<string, string> = employee) =>
  app.app.inject({ method: 'GET', url, headers });
const dirOf = (n: number) => path.join(root, moduleDirectory(infoModule(n)!));

beforeAll(async () => {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  root = path.join(base, 'files');
  outside = path.join(base, 'outside');
  await seedDemoFiles(root);
  // Secrets next to the root and a hidden file inside: neither may ever be served.
  await fs.mkdir(outside, { recursive: true });
  await fs.writeFile(path.join(outside, 'secret.txt'), 'SECRET-OUTSIDE');
  await fs.writeFile(path.join(base, '.env'), 'SECRET-ENV');
  await fs.writeFile(path.join(dirOf(NEWS), 'Aktuell', '.env'), 'SECRET-HIDDEN');
  // Symbolic links in a module folder: one leaving the root, one staying inside it; both refused.
  await fs.symlink(path.join(outside, 'secret.txt'), path.join(dirOf(NEWS), 'Aktuell', 'leak.txt'));
  await fs.symlink(
    path.join(dirOf(NEWS), 'Aktuell', 'Kurzmeldungen.txt'),
    path.join(dirOf(NEWS), 'Aktuell', 'alias.txt'),
  );
  await fs.symlink(outside, path.join(dirOf(NEWS), 'Ausgelagert'));
  // Names that must survive the download headers.
  await fs.writeFile(path.join(dirOf(FORMS), 'Aktuell', 'ä€ "Antrag".pdf'), '%PDF-1.4 sample');
  await fs.writeFile(path.join(dirOf(FORMS), 'Aktuell', 'Seite.html'), '<script>alert(1)</script>');
  // A module without files, and a module directory that is a link leaving the root.
  await fs.rm(dirOf(75), { recursive: true });
  await fs.rm(dirOf(76), { recursive: true });
  await fs.symlink(outside, dirOf(76));
  app = await startTestApp({ PORTAL_FILES_DIR: root });
  employee = await bearer(app, 'employee');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await fs.rm(path.dirname(root), { recursive: true, force: true });
});

describe('who may read the file areas', () => {
  const url = `${BASE}/folders?selectedModule=${NEWS}`;
  it.each([
    ['no token', 401, async () => ({})],
    ['a signed-in user without roles', 403, async () => (await userWithoutRoles(app)).headers],
    ['a partner (no File API)', 403, async () => bearer(app, 'partner')],
    ['an employee', 200, async () => bearer(app, 'employee')],
    ['an administrator', 200, async () => bearer(app, 'admin')],
  ])('%s gets %i', async (_who, status, headers) => {
    expect((await get(url, await headers())).statusCode).toBe(status);
  });

  it('every module is shown by at least one info page', () => {
    const readers = moduleReaders(ROUTES);
    for (let n = 0; n <= 76; n++) expect(readers.get(n)?.length, `module ${n}`).toBeGreaterThan(0);
  });

  it('the File API alone does not open a module: a page showing it must be granted too', () => {
    const employeeInfoOnly = new Set([API.file.id, UI.employeeInfo.id]);
    expect(mayReadModule(0, employeeInfoOnly)).toBe(true);
    expect(mayReadModule(13, employeeInfoOnly)).toBe(false);
    expect(mayReadModule(13, new Set([API.file.id, UI.corona.id]))).toBe(true);
  });
});

describe('listings', () => {
  it('lists a date-sorted module newest first, and hides links and hidden entries', async () => {
    const folders = await get(`${BASE}/folders?selectedModule=${NEWS}`);
    expect(folders.json().map((f: { name: string }) => f.name)).toEqual(['Aktuell', 'Archiv 2025']);
    const files = (await get(`${BASE}/files?SelectedModule=${NEWS}&FolderName=Aktuell`)).json();
    expect(files.map((f: { name: string }) => f.name)).toEqual([
      'Kurzmeldungen.txt',
      'Rundschreiben Betriebsurlaub.pdf',
    ]);
    expect(files[1]).toMatchObject({ contentType: 'application/pdf', lastModified: expect.stringMatching(/^2025-/) });
    expect(files[1].size).toBeGreaterThan(500);
  });

  it('lists a name-sorted module Z to A', async () => {
    const names = (await get(`${BASE}/files?selectedModule=${FORMS}&folderName=Aktuell`))
      .json()
      .map((f: { name: string }) => f.name);
    expect(names).toEqual([
      'Urlaubsantrag.pdf',
      'Seite.html',
      'Reisekostenabrechnung.pdf',
      'Antrag Elternzeit.pdf',
      'ä€ "Antrag".pdf',
    ]);
  });

  it('an empty or missing module lists nothing; an unknown folder is 404; a module outside 0–76 is 400', async () => {
    expect((await get(`${BASE}/folders?selectedModule=75`)).json()).toEqual([]);
    expect((await get(`${BASE}/files?selectedModule=${NEWS}&folderName=Nirgends`)).statusCode).toBe(404);
    for (const m of ['77', '-1', 'x', '1.5', '1e1', '']) {
      expect((await get(`${BASE}/folders?selectedModule=${m}`)).statusCode, m).toBe(400);
    }
  });
});

describe('downloads', () => {
  it('streams a PDF as an attachment with its type, nosniff and no caching', async () => {
    const response = await get(
      `${BASE}/file?selectedModule=${NEWS}&folderName=Archiv%202025&fileName=${encodeURIComponent('Jahresrückblick 2025.pdf')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Jahresruckblick 2025.pdf"; filename*=UTF-8''Jahresr%C3%BCckblick%202025.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('a name with quotes and non-ASCII letters cannot add a header', async () => {
    const name = 'ä€ "Antrag".pdf';
    const response = await get(
      `${BASE}/file?selectedModule=${FORMS}&folderName=Aktuell&fileName=${encodeURIComponent(name)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="a_ Antrag.pdf"; filename*=UTF-8''%C3%A4%E2%82%AC%20Antrag.pdf`,
    );
  });

  it('never serves HTML to render: it goes out as an octet-stream attachment', async () => {
    const response = await get(`${BASE}/file?selectedModule=${FORMS}&folderName=Aktuell&fileName=Seite.html`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('fileByModule sends the fixed file of a module that has one, 404 otherwise', async () => {
    const response = await get(`${BASE}/fileByModule?selectedModule=${MEAL_PLAN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Speiseplan.pdf"');
    expect((await get(`${BASE}/fileByModule?selectedModule=${NEWS}`)).statusCode).toBe(404);
  });
});

describe('T28: a file name never leaves the module root', () => {
  const secrets = ['SECRET-OUTSIDE', 'SECRET-ENV', 'SECRET-HIDDEN', 'root:x:0:0'];
  // Raw query strings: the probes are sent as an attacker would type them.
  const probes: Array<[string, string]> = [
    ['../', 'fileName=..%2F..%2F..%2Foutside%2Fsecret.txt'],
    ['..\\', 'fileName=..%5C..%5C.env'],
    ['%2e%2e%2f', 'fileName=%2e%2e%2f%2e%2e%2f.env'],
    ['%2e%2e/', 'fileName=%2e%2e/%2e%2e/.env'],
    ['..%5c', 'fileName=..%5c.env'],
    ['..%2f..%2f.env', 'fileName=..%2f..%2f.env'],
    ['%252e%252e', 'fileName=%252e%252e%252f.env'],
    ['absolute /etc/passwd', 'fileName=%2Fetc%2Fpasswd'],
    ['C:\\', 'fileName=C%3A%5CWindows%5Cwin.ini'],
    ['NUL byte', 'fileName=Kurzmeldungen.txt%00.pdf'],
    ['full-width dot', 'fileName=%EF%BC%8E%EF%BC%8E%EF%BC%8F.env'],
    ['long name', `fileName=${'a'.repeat(5000)}`],
    ['hidden file', 'fileName=.env'],
    ['dot-dot alone', 'fileName=..'],
    ['symlink leaving the root', 'fileName=leak.txt'],
    ['symlink inside the root', 'fileName=alias.txt'],
    ['folder ../', 'folderName=..&fileName=.env', true],
    ['folder linked outside', 'folderName=Ausgelagert&fileName=secret.txt', true],
    ['folder absolute', 'folderName=%2Fetc&fileName=passwd', true],
  ].map(([label, q, ownFolder]) => [label as string, ownFolder ? `${q}` : `folderName=Aktuell&${q}`]);

  it.each(probes)('%s is refused with 400 or 404 and no content', async (_label, q) => {
    const response = await get(`${BASE}/file?selectedModule=${NEWS}&${q}`);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    for (const secret of secrets) expect(response.body).not.toContain(secret);
  });

  it.each(probes.filter(([label]) => label.startsWith('folder')))('%s in a listing is refused too', async (_l, q) => {
    const folder = new URLSearchParams(q).get('folderName');
    const response = await get(`${BASE}/files?selectedModule=${NEWS}&folderName=${encodeURIComponent(folder!)}`);
    expect([400, 404]).toContain(response.statusCode);
  });

  it('a module folder linked outside the root is treated as empty', async () => {
    expect((await get(`${BASE}/folders?selectedModule=76`)).json()).toEqual([]);
    expect((await get(`${BASE}/files?selectedModule=76&folderName=secret.txt`)).statusCode).toBe(404);
  });
});

describe('the demo files', () => {
  it('seeding again never overwrites a file that is already there', async () => {
    const notes = path.join(dirOf(FORMS), 'Archiv 2025', 'Antrag Bildungsurlaub 2025.pdf');
    await fs.writeFile(notes, 'vom Betreiber');
    await seedDemoFiles(root);
    expect(await fs.readFile(notes, 'utf8')).toBe('vom Betreiber');
  });
});
