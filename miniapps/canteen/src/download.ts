import { filenameFrom, saveBlob } from '@portal/sdk';

export { filenameFrom };

/**
 * Files from the kitchen's exports: fetched with the bearer token (a plain link would carry none),
 * handed to the browser as a Blob URL under the name the server gives in Content-Disposition.
 */

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
