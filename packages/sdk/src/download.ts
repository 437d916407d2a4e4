import type { Problem } from '@portal/contracts';
import { type FailureWords, failureMessage, HttpError } from './http';
import type { MiniAppContext } from './miniapp';

/**
 * Saves a fetched file through the browser's own download, under `name`. Files of the API come
 * with the bearer token (a plain link would carry none), so they arrive as a Blob first.
 */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is freed a little later.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** The file name of an RFC 6266 Content-Disposition: `filename*` (UTF-8) first, then `filename`. */
export function filenameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended && extended[1]!.toLowerCase() === 'utf-8') {
    try {
      return safeName(decodeURIComponent(extended[2]!.trim()), fallback);
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return safeName(quoted[1]!.replace(/\\(.)/g, '$1'), fallback);
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  if (bare) return safeName(bare[1]!, fallback);
  return fallback;
}

/**
 * A name a screen builds from words and figures, made safe to save under on any system: no
 * folders, no control characters and none of the characters Windows refuses (: * ? " < > |).
 */
export function safeFileName(name: string, fallback = 'Export'): string {
  const clean = name
    .replace(/[\p{Cc}\\/:*?"<>|]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' || /^\.+$/.test(clean) ? fallback : clean;
}

/** No folders and no control characters in a name that came over the network. */
function safeName(name: string, fallback: string): string {
  const clean = name
    .replace(/[/\\]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}

/**
 * The form of a document request (the calculators' export pattern): the input as JSON text in its
 * named field, the document language, and the project name for title and file name when given.
 */
export function documentRequest(field: string, input: unknown, language: string, projekt?: string): FormData {
  const form = new FormData();
  form.set(field, JSON.stringify(input));
  form.set('language', language);
  if (projekt?.trim()) form.set('projekt', projekt.trim());
  return form;
}

/**
 * Posts a form to an API address that answers with a file (a calculator's document), and saves
 * the file under the name the server gives in Content-Disposition. The
 * bearer token travels as header, since a plain link would carry none. A refusal throws an
 * HttpError with the problem's stable code, so the screen can say why in the reader's language
 * (documentFailure).
 */
export async function downloadPosted(
  context: Pick<MiniAppContext, 'getToken'>,
  url: string,
  body: FormData,
  fallback: string,
): Promise<string> {
  const token = await context.getToken();
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: '*/*', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  if (!response.ok) {
    let problem: Problem | undefined;
    try {
      problem = (await response.json()) as Problem;
    } catch {
      // not problem+json
    }
    throw new HttpError(response.status, problem);
  }
  const name = filenameFrom(response.headers.get('content-disposition'), fallback);
  saveBlob(await response.blob(), name);
  return name;
}

/** The words of a failed document download: the failures every mini-app names alike, and a refused input. */
export interface DocumentFailureWords extends FailureWords {
  readonly invalid: string;
}

/**
 * Why a document download failed, in the reader's language, by the problem's stable code: the
 * server's `detail` is English, for logs, and is never shown.
 */
export function documentFailure(error: unknown, words: DocumentFailureWords): string {
  return failureMessage(error, words, ({ code }) => (code === 'validation_failed' ? words.invalid : undefined));
}
