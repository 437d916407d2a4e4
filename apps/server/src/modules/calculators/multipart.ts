import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../../http/problem';

/**
 * The calculator exports' forms (multipart/form-data, RFC 7578): one JSON text field, and
 * optionally `language` and `projekt`. @fastify/multipart (busboy) reads the body; this file
 * holds the portal's rules on top: the boundary of spec §9, text fields only, each name once,
 * and every refusal as a 400 problem naming its place. Nothing here is an upload. Line ends are
 * CRLF, as RFC 7578 and every browser write them; a part that is not a named form-data field is
 * skipped by busboy, and the route's schema then misses its field.
 */

/** Spec §9: a multipart boundary has at most 70 characters (RFC 2046 §5.1.1 says the same). */
export const MAX_BOUNDARY_LENGTH = 70;
/** A form of the exports has at most a few fields; more is not a form we sent. */
export const MAX_FIELDS = 8;
/** The largest text of one field: a calculator input with its rooms is a few hundred kilobytes at most. */
export const MAX_FIELD_BYTES = 1024 * 1024;

// RFC 2046 bchars: digits, letters and '()+_,-./:=? plus space (not as the last character).
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const PARAMETER = new RegExp(`;\\s*(${TOKEN})\\s*=\\s*("(?:[^"\\\\]|\\\\.)*"|[^;\\s]*)`, 'g');

const bad = (message: string, path = 'body') =>
  new HttpProblem(400, 'validation_failed', `${path}: ${message}`, { errors: [{ path, message }] });

/** Parameters of a header value such as `multipart/form-data; boundary="a b"` (names lower-cased, quotes removed). */
function headerParameters(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of value.matchAll(PARAMETER)) {
    const raw = match[2] ?? '';
    out[match[1]!.toLowerCase()] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
  }
  return out;
}

/** The boundary of a multipart/form-data content type, checked against RFC 2046 and spec §9. */
export function boundaryOf(contentType: string | undefined): string {
  const boundary = headerParameters(contentType ?? '').boundary;
  if (boundary === undefined || boundary === '') throw bad('the multipart content type names no boundary');
  if (boundary.length > MAX_BOUNDARY_LENGTH)
    throw bad(`the multipart boundary is longer than ${MAX_BOUNDARY_LENGTH} characters`);
  if (!BOUNDARY.test(boundary)) throw bad('the multipart boundary has characters RFC 2046 does not allow');
  return boundary;
}

/** What busboy and the plugin refuse, in the portal's words (their own errors are 413/406/500). */
function problemOf(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return bad(`the form has more than ${MAX_FIELDS} fields`);
  if (code === 'FST_FILES_LIMIT') return bad('files are not accepted');
  if (code === 'FST_PROTO_VIOLATION') return bad('the field name is not allowed');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return bad('a application/json part is not valid JSON');
  // busboy's own: "Unexpected end of form", "Malformed part header", …
  const reason = error instanceof Error ? error.message.slice(0, 80) : 'unreadable';
  return bad(`the multipart body is malformed (${reason})`);
}

/** The text fields of a multipart form, each once, valid UTF-8; a file or a binary part answers 400. */
async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields = new Map<string, string>();
  const parts = request.parts({
    // One file may start, so that its refusal names the field; it is never read.
    limits: { fields: MAX_FIELDS, parts: MAX_FIELDS, files: 1, fieldSize: MAX_FIELD_BYTES },
  });
  try {
    for await (const part of parts) {
      if (!part.fieldname) throw bad('a multipart part has no field name');
      const path = `body.${part.fieldname}`;
      if (part.type === 'file') throw bad('files are not accepted', path);
      if (part.valueTruncated) throw bad(`the text is longer than ${MAX_FIELD_BYTES} bytes`, path);
      if (!/^(text\/plain|application\/json)$/i.test(part.mimetype))
        throw bad(`the part's content type ${part.mimetype.slice(0, 60)} is not text`, path);
      // The plugin hands an application/json part over parsed; the route's schema bounds the text.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      // busboy decodes a declared charset (ISO-8859-1 too); bytes that are not UTF-8 become U+FFFD.
      if (value.includes('\uFFFD')) throw bad('the text is not valid UTF-8', path);
      if (fields.has(part.fieldname)) throw bad('the field is sent twice', path);
      fields.set(part.fieldname, value);
    }
  } catch (error) {
    throw problemOf(error);
  }
  return Object.fromEntries(fields);
}

/**
 * Registers the form reading on a scope (the export routes): a multipart body becomes its text
 * fields before the route's schema checks them; a JSON body is left as it is.
 */
export async function formFields(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart);
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    boundaryOf(request.headers['content-type']);
    request.body = await readFields(request);
  });
}
