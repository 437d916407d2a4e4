import { readFileSync } from 'node:fs';
import { downloadTexts } from '@portal/calc';
import type { Locale } from '@portal/contracts';
import { documentFailure, filenameFrom as fileNameFrom } from '@portal/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadExport, EXPORTS, type ExportKind, exportForm, TENDER_KINDS } from './download';

describe('the file name of a download (RFC 6266)', () => {
  it.each([
    [
      `attachment; filename="Heizkoerpertausch Haus Mueller 2026-11-22.pdf"; filename*=UTF-8''Heizk%C3%B6rpertausch%20Haus%20M%C3%BCller%202026-11-22.pdf`,
      'Heizkörpertausch Haus Müller 2026-11-22.pdf',
    ],
    ['attachment; filename="Rostbelastung 2026-11-22.xlsx"', 'Rostbelastung 2026-11-22.xlsx'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="with \\"quotes\\".pdf"', 'with "quotes".pdf'],
    [`attachment; filename*=utf-8''%E2%82%AC.pdf`, '€.pdf'],
  ])('%s', (header, name) => {
    expect(fileNameFrom(header, 'fallback.pdf')).toBe(name);
  });

  it('falls back when there is no usable name, and never names a folder', () => {
    expect(fileNameFrom(null, 'radiator.pdf')).toBe('radiator.pdf');
    expect(fileNameFrom('attachment', 'radiator.pdf')).toBe('radiator.pdf');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="ok.pdf"`, 'x')).toBe('ok.pdf');
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
    expect(fileNameFrom('attachment; filename=".."', 'x.pdf')).toBe('x.pdf');
  });
});

describe('the export form', () => {
  it('carries the input as JSON text in the calculator’s field, the language and the project', async () => {
    const form = exportForm('radiatorExchange', { spreizungNeu: 7 }, 'cs', '  Haus Müller ');
    expect([...form.keys()]).toEqual(['xflairTauschData', 'language', 'projekt']);
    expect(JSON.parse(String(form.get('xflairTauschData')))).toEqual({ spreizungNeu: 7 });
    expect(form.get('language')).toBe('cs');
    expect(form.get('projekt')).toBe('Haus Müller');
    expect(exportForm('radiator', {}, 'de', ' ').has('projekt')).toBe(false);
  });

  it('names the routes and fields of docs/calculators.md, with GAEB where there is a tender text', () => {
    const doc = readFileSync(new URL('../../../docs/calculators.md', import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((line) => line.includes('/GeneratePDF'));
    for (const [kind, { path, field }] of Object.entries(EXPORTS)) {
      const row = rows.find((line) => line.includes(`\`${path.replace(/^\/api/, '')}/GeneratePDF\``));
      expect(row, kind).toContain(`form field \`${field}\``);
      expect(row?.includes('/GenerateGAEB'), kind).toBe(TENDER_KINDS.has(kind as ExportKind));
    }
  });
});

describe('a refused download, as the user reads it', () => {
  const context = { baseUrls: { portal: 'https://portal.test/portal' }, getToken: () => 'token' } as never;
  const refused = (status: number, problem?: object) =>
    vi.fn(async () =>
      problem
        ? new Response(JSON.stringify(problem), { status, headers: { 'content-type': 'application/problem+json' } })
        : new Response('<html>busy</html>', { status }),
    );
  const why = async (locale: Locale) => {
    const texts = downloadTexts(locale, { gaeb: true });
    try {
      await downloadExport(context, 'radiator', 'pdf', { zielLeistung: 1 }, locale, 'Haus');
    } catch (error) {
      return texts.failed(documentFailure(error, texts.failures));
    }
    throw new Error('the download did not fail');
  };
  afterEach(() => vi.unstubAllGlobals());

  it('says why by the problem’s code in the reader’s language, never with the server’s English detail', async () => {
    const detail = 'body.xflairData.zielLeistung: Too small: expected number to be >0';
    vi.stubGlobal('fetch', refused(400, { code: 'validation_failed', status: 400, title: 'Bad Request', detail }));
    const french = await why('fr');
    expect(french).toBe(
      'Le document n’a pas pu être créé : Le serveur a refusé la saisie. Veuillez vérifier les valeurs.',
    );
    expect(await why('cs')).toBe('Dokument se nepodařilo vytvořit: Server vstup odmítl. Zkontrolujte prosím hodnoty.');

    vi.stubGlobal('fetch', refused(403, { code: 'forbidden', status: 403, title: 'Forbidden', detail: 'missing' }));
    expect(await why('de')).toBe(
      'Das Dokument konnte nicht erstellt werden: Sie haben keine Berechtigung für dieses Dokument.',
    );
    vi.stubGlobal('fetch', refused(500, { code: 'internal_error', status: 500, title: 'Internal', detail: 'boom' }));
    expect(await why('it')).toBe('Impossibile creare il documento: Errore imprevisto (internal_error).');
    vi.stubGlobal('fetch', refused(503));
    expect(await why('en')).toBe(
      'The document could not be created: The service is unavailable right now. Please try again later.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await why('en')).toBe(
      'The document could not be created: The server cannot be reached. Please check the connection.',
    );
  });
});
