import type { Locale } from '@portal/contracts';
import { documentRequest, downloadPosted, type MiniAppContext } from '@portal/sdk';

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
  return documentRequest(EXPORTS[kind].field, input, language, projekt);
}

/**
 * Asks the server for the document and hands it to the browser as a download. Answers the file
 * name; a refusal throws with the server's problem text.
 */
export function downloadExport(
  context: Pick<MiniAppContext, 'baseUrls' | 'getToken'>,
  kind: ExportKind,
  format: ExportFormat,
  input: unknown,
  language: Locale,
  projekt?: string,
): Promise<string> {
  return downloadPosted(
    context,
    `${context.baseUrls.portal}${EXPORTS[kind].path}/${format === 'pdf' ? 'GeneratePDF' : 'GenerateXLSX'}`,
    exportForm(kind, input, language, projekt),
    `${kind}.${format}`,
    fileNameFrom,
  );
}
