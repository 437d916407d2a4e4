import { saveBlob } from '@portal/sdk';
import { api } from '../api';

/**
 * Fetches a file of a file area with the bearer token (a plain link would carry none) and saves it
 * under its own name. Used by the file pages and by the search's document hits.
 */
export async function downloadFile(path: string, query: Record<string, string | number>, name: string): Promise<void> {
  saveBlob(await fileBlob(path, query), name);
}

/** A file of a file area (or its thumbnail) as a Blob, fetched with the bearer token. */
export async function fileBlob(path: string, query: Record<string, string | number>): Promise<Blob> {
  const { body, headers } = await api.portal.requestWithHeaders<Blob | string>('GET', path, { query });
  return body instanceof Blob ? body : new Blob([body], { type: headers.get('content-type') ?? '' });
}

/**
 * An image of a file area as a data: URL. The bytes need the bearer token (an <img src> carries
 * none), and the page's policy lets images come from the portal itself and data: URLs only.
 */
export async function imageUrl(path: string, query: Record<string, string | number>): Promise<string> {
  const blob = await fileBlob(path, query);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A document hit or a listed file: its module's own file when it has no folder. */
export function fileQuery(
  module: number,
  folderName: string,
  fileName: string,
): { path: string; query: Record<string, string | number> } {
  return folderName === ''
    ? { path: '/api/File/fileByModule', query: { selectedModule: module } }
    : { path: '/api/File/file', query: { selectedModule: module, folderName, fileName } };
}
