import type { Locale } from '@portal/contracts';
import { documentRequest, downloadPosted, type MiniAppContext } from '@portal/sdk';

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
  heatPump: { path: '/api/BuildingCalc/HeatPump', field: 'heatPumpData' },
} as const;
export type ExportKind = keyof typeof EXPORTS;
export type ExportFormat = 'pdf' | 'xlsx' | 'gaeb';

/** The calculators whose documents carry a tender text: they export GAEB DA XML X81 too. */
export const TENDER_KINDS: ReadonlySet<ExportKind> = new Set([
  'radiator',
  'radiatorExchange',
  'krn41',
  'krn92',
  'kcModel',
  'hpc',
]);

const ROUTES: Record<ExportFormat, { route: string; extension: string }> = {
  pdf: { route: 'GeneratePDF', extension: 'pdf' },
  xlsx: { route: 'GenerateXLSX', extension: 'xlsx' },
  gaeb: { route: 'GenerateGAEB', extension: 'X81' },
};

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
    `${context.baseUrls.portal}${EXPORTS[kind].path}/${ROUTES[format].route}`,
    exportForm(kind, input, language, projekt),
    `${kind}.${ROUTES[format].extension}`,
  );
}
