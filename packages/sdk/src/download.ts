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
