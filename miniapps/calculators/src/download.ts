import type { Locale } from '@portal/contracts';
import { type MiniAppContext, saveBlob } from '@portal/sdk';

/**
 * The file name of a download after RFC 6266: the UTF-8 `filename*` when the server sends one
 * (`Heizkörpertausch Haus Müller 2026-11-22.pdf`), else the plain `filename`, else the fallback.
 */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const star = contentDisposition.match(/filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i);
  if (star) {
    try {
      const name = decodeURIComponent(star[2]!.trim().replace(/^"|"$/g, ''));
      if (name) return safeName(name, fallback);
    } catch {
      // a broken encoding: try the plain name
    }
  }
  const quoted = contentDisposition.match(/filename\s*=\s*"((?:[^"\\]|\\.)*)"/i);
  if (quoted) return safeName(quoted[1]!.replace(/\\(.)/g, '$1'), fallback);
  const plain = contentDisposition.match(/filename\s*=\s*([^;]+)/i);
  if (plain) return safeName(plain[1]!.trim(), fallback);
  return fallback;
}

/** No folders and no control characters in a name the browser saves. */
function safeName(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[/\\]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** The export routes of the calculators (docs/calculators.md): path and the form's data field. */
export const EXPORTS = {
  radiator: { path: '/api/XFlair', field: 'xflairData' },
  radiatorExchange: { path: '/api/XFlairTausch', field: 'xflairTauschData' },
  buildingCalc: { path: '/api/BuildingCalc', field: 'buildingCalcData' },
  convectorLoadCalc: { path: '/api/ConvectorLoadCalc', field: 'convectorLoadCalcData' },
  krn41: { path: '/api/KRN41', field: 'krn41Data' },
  krn92: { path: '/api/PM/KRN92', field: 'krn92Data' },
  kcModel: { path: '/api/KCModel', field: 'kcModelData' },
  hpc: { path: '/api/HPC', field: 'hpcData' },
} as const;
export type ExportKind = keyof typeof EXPORTS;
export type ExportFormat = 'pdf' | 'xlsx';

/** The multipart form of an export: the calculator's JSON input, the language, the project if named. */
export function exportForm(kind: ExportKind, input: unknown, language: Locale, projekt?: string): FormData {
  const form = new FormData();
  form.set(EXPORTS[kind].field, JSON.stringify(input));
  form.set('language', language);
  if (projekt?.trim()) form.set('projekt', projekt.trim());
  return form;
}

/**
 * Asks the server for the document and hands it to the browser as a download (a Blob URL on a
 * temporary link). Answers the file name; a refusal throws with the server's problem text.
 */
export async function downloadExport(
  context: Pick<MiniAppContext, 'baseUrls' | 'getToken'>,
  kind: ExportKind,
  format: ExportFormat,
  input: unknown,
  language: Locale,
  projekt?: string,
): Promise<string> {
  const route = EXPORTS[kind];
  const token = await context.getToken();
  const response = await fetch(
    `${context.baseUrls.portal}${route.path}/${format === 'pdf' ? 'GeneratePDF' : 'GenerateXLSX'}`,
    {
      method: 'POST',
      headers: { accept: '*/*', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: exportForm(kind, input, language, projekt),
    },
  );
  if (!response.ok) {
    let reason = `HTTP ${response.status}`;
    try {
      const problem = (await response.json()) as { detail?: string; title?: string };
      reason = problem.detail ?? problem.title ?? reason;
    } catch {
      // not problem+json
    }
    throw new Error(reason);
  }
  const name = fileNameFrom(response.headers.get('content-disposition'), `${kind}.${format}`);
  saveBlob(await response.blob(), name);
  return name;
}
