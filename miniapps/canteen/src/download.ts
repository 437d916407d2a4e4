import { saveBlob } from '@portal/sdk';

/**
 * Files from the kitchen's exports: fetched with the bearer token (a plain link would carry none),
 * handed to the browser as a Blob URL under the name the server gives in Content-Disposition.
 */

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

/** No folders in a name that came over the network. */
function safeName(name: string, fallback: string): string {
  const clean = name.replace(/[/\\]/g, '_').trim();
  return clean || fallback;
}

export type Query = Record<string, string | readonly string[]>;

/** `?dateRange=a&dateRange=b&format=xlsx` */
export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of typeof value === 'string' ? [value] : value) params.append(key, v);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class DownloadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`download failed: HTTP ${status}${code ? ` ${code}` : ''}`);
    this.name = 'DownloadError';
  }
}

/** Fetches a file with the bearer token and saves it: the browser's own download, under the server's name. */
export async function downloadFile(options: {
  readonly url: string;
  readonly getToken: () => Promise<string | undefined>;
  readonly fallbackName: string;
}): Promise<string> {
  const token = await options.getToken();
  const response = await fetch(options.url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    let code: string | undefined;
    try {
      code = ((await response.json()) as { code?: string }).code;
    } catch {
      code = undefined;
    }
    throw new DownloadError(response.status, code);
  }
  const name = filenameFrom(response.headers.get('content-disposition'), options.fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
