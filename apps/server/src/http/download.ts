import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { identityOf } from './guard';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** A file's bytes, as the API documents describe a download (OpenAPI `format: binary`). */
const fileBytes = z.string().meta({ format: 'binary' });

/**
 * The success answer of a download route, for its response schema: a binary file in one of the
 * media types the route sends (`*\/*` for stored files of any type). The bytes are sent as they
 * are, never serialized; the schema only tells the API documents and their clients what comes.
 */
export function downloadResponse(...mediaTypes: string[]) {
  return {
    description: 'The file, as an attachment',
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytes }])),
  };
}

/**
 * Content-Disposition after RFC 6266 (T30): an ASCII fallback name and the exact UTF-8 name,
 * with quotes, backslashes and line breaks removed so a name can never add a header.
 */
export function contentDisposition(filename: string): string {
  const clean =
    filename
      .replace(/[\r\n"\\]/g, '')
      .replace(/[/]/g, '_')
      .trim() || 'download';
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file to download (a buffer, or a stream with its size): right type, attachment name, no sniffing, not kept in caches (private data). */
export function sendDownload(
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: Buffer | string | Readable; size?: number },
) {
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** Exports are audited (T35): who took which data out, and how many rows. */
export function logExport(request: FastifyRequest, resource: string, rows: number): void {
  const { principal } = identityOf(request);
  request.log.info(
    { event: 'export', iss: principal.issuer, sub: principal.sub, resource, outcome: 'ok', rows },
    'export',
  );
}
