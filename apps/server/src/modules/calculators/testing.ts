import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** Helpers of the calculator export tests: forms as a browser sends them, and the produced files read back. */

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, boundary = '----PortalFormBoundary7MA4YWxkTrZu0gW') {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The PDF's text, spaces normalised (the number formats use no-break spaces in cs and fr). */
export async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/[\s\u00a0\u202f]+/g, ' '), pages: totalPages };
}

/** Header row and the rows below it on a sheet that starts with preface lines. */
export function table(rows: unknown[][], header: string): { headers: unknown[]; rows: unknown[][] } {
  const at = rows.findIndex((r) => r[0] === header);
  expect(at, `header ${header}`).toBeGreaterThanOrEqual(0);
  return { headers: rows[at]!, rows: rows.slice(at + 1) };
}
