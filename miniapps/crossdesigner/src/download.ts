import type { CoverDesignInput, Locale } from '@portal/contracts';
import { documentRequest, downloadPosted, type MiniAppContext } from '@portal/sdk';
import type { DocumentFormat } from '@portal/ui';

/**
 * Asks the server for the design's document (POST /api/CrossDesigner/GeneratePDF or GenerateXLSX)
 * and hands it to the browser's download under the server's file name.
 */
export function downloadDesign(
  context: Pick<MiniAppContext, 'baseUrls' | 'getToken'>,
  format: DocumentFormat,
  input: CoverDesignInput,
  language: Locale,
  projekt: string,
): Promise<string> {
  return downloadPosted(
    context,
    `${context.baseUrls.portal}/api/CrossDesigner/${format === 'pdf' ? 'GeneratePDF' : 'GenerateXLSX'}`,
    documentRequest('crossDesignerData', input, language, projekt),
    `cross-designer.${format}`,
  );
}
