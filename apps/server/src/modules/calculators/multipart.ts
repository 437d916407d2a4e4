import { HttpProblem } from '../../http/problem';

/**
 * A small multipart/form-data reader (RFC 7578) for the calculator exports, whose forms carry
 * one JSON text field (and optionally `language` and `projekt`). Files are refused: nothing
 * here is an upload. The body arrives as a buffer already bounded by the route's body limit.
 */

/** Spec §9: a multipart boundary has at most 70 characters (RFC 2046 §5.1.1 says the same). */
export const MAX_BOUNDARY_LENGTH = 70;
/** A form of the exports has at most a few fields; more is not a form we sent. */
export const MAX_FIELDS = 8;

// RFC 2046 bchars: digits, letters and '()+_,-./:=? plus space (not as the last character).
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const PARAMETER = new RegExp(`;\\s*(${TOKEN})\\s*=\\s*("(?:[^"\\\\]|\\\\.)*"|[^;\\s]*)`, 'g');

const bad = (message: string, path = 'body') =>
  new HttpProblem(400, 'validation_failed', `${path}: ${message}`, { errors: [{ path, message }] });

/** Parameters of a header value such as `form-data; name="a"` (names lower-cased, quotes removed). */
export function headerParameters(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of value.matchAll(PARAMETER)) {
    const raw = match[2] ?? '';
    const unquoted = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    out[match[1]!.toLowerCase()] = unquoted;
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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the text fields of a multipart/form-data body. Line ends are CRLF as the RFC says;
 * bare LF is accepted too, since some clients write it. Duplicate names, file parts,
 * non-UTF-8 text and a body without its closing delimiter answer 400.
 */
export function parseFormData(contentType: string | undefined, body: Buffer): Record<string, string> {
  const boundary = boundaryOf(contentType);
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = new Map<string, string>();

  // The first delimiter may follow a preamble; later ones always start on a new line.
  let position = body.indexOf(delimiter);
  while (position > 0 && body[position - 1] !== 0x0a) position = body.indexOf(delimiter, position + 1);
  if (position < 0) throw bad('the multipart body does not start with its boundary');

  for (;;) {
    let cursor = position + delimiter.length;
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) break; // "--": the closing delimiter
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++; // transport padding (RFC 2046)
    cursor = skipLineEnd(body, cursor);
    if (cursor < 0) throw bad('the multipart body is malformed after a boundary');

    const next = findDelimiter(body, delimiter, cursor);
    if (!next) throw bad('the multipart body is incomplete (no closing boundary)');
    if (fields.size >= MAX_FIELDS) throw bad(`the form has more than ${MAX_FIELDS} fields`);

    const { name, value } = readPart(body.subarray(cursor, next.contentEnd));
    if (fields.has(name)) throw bad(`the field is sent twice`, `body.${name}`);
    fields.set(name, value);
    position = next.delimiterStart;
  }
  return Object.fromEntries(fields);
}

function skipLineEnd(body: Buffer, at: number): number {
  if (body[at] === 0x0d && body[at + 1] === 0x0a) return at + 2;
  if (body[at] === 0x0a) return at + 1;
  return -1;
}

/** The next delimiter on its own line: the part's content ends before the line end in front of it. */
function findDelimiter(
  body: Buffer,
  delimiter: Buffer,
  from: number,
): { contentEnd: number; delimiterStart: number } | undefined {
  let at = from;
  for (;;) {
    const found = body.indexOf(delimiter, at);
    if (found < 0) return undefined;
    const after = body[found + delimiter.length];
    const ends =
      after === undefined || after === 0x2d || after === 0x0d || after === 0x0a || after === 0x20 || after === 0x09;
    if (body[found - 1] === 0x0a && ends) {
      const contentEnd = body[found - 2] === 0x0d ? found - 2 : found - 1;
      if (contentEnd >= from) return { contentEnd, delimiterStart: found };
    }
    at = found + 1;
  }
}

function readPart(part: Buffer): { name: string; value: string } {
  let split = part.indexOf('\r\n\r\n');
  let separator = 4;
  const lf = part.indexOf('\n\n');
  if (split < 0 || (lf >= 0 && lf < split)) {
    split = lf;
    separator = 2;
  }
  // A part without headers has no name, so it cannot be a form field.
  if (split < 0) throw bad('a multipart part has no headers');
  const headers = new Map<string, string>();
  for (const line of part.subarray(0, split).toString('latin1').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw bad('a multipart part has a malformed header');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw bad('a multipart part is not form-data');
  const parameters = headerParameters(disposition);
  // Header bytes are UTF-8 in practice (browsers send the name raw); latin1 kept each byte.
  const name = Buffer.from(parameters.name ?? '', 'latin1').toString('utf8');
  if (!name) throw bad('a multipart part has no field name');
  if ('filename' in parameters || 'filename*' in parameters) throw bad('files are not accepted', `body.${name}`);
  const type = headers.get('content-type');
  if (type !== undefined) {
    if (!/^(text\/plain|application\/json)\s*(;|$)/i.test(type))
      throw bad(`the part's content type ${type.slice(0, 60)} is not text`, `body.${name}`);
    const charset = headerParameters(type).charset;
    if (charset && !/^utf-?8$/i.test(charset)) throw bad('the text must be UTF-8', `body.${name}`);
  }
  try {
    return { name, value: utf8.decode(part.subarray(split + separator)) };
  } catch {
    throw bad('the text is not valid UTF-8', `body.${name}`);
  }
}
