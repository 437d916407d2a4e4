/**
 * The snippets of the document search (docs/files.md "Full-text search"), without zod, so the
 * shell draws them from its first download.
 */

/** Start and end of a matched word in a search snippet: control characters no stored text keeps. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** A snippet as the parts to draw, each with its offset (a stable key) and whether it is a matched word. */
export function snippetParts(snippet: string): Array<{ at: number; text: string; hit: boolean }> {
  const parts: Array<{ at: number; text: string; hit: boolean }> = [];
  let at = 0; // where the current chunk starts in the snippet
  for (const [i, chunk] of snippet.split(HIT_START).entries()) {
    const end = i === 0 ? -1 : chunk.indexOf(HIT_END);
    if (end > 0) parts.push({ at, text: chunk.slice(0, end), hit: true });
    const restAt = end >= 0 ? end + 1 : 0;
    if (restAt < chunk.length) parts.push({ at: at + restAt, text: chunk.slice(restAt), hit: false });
    at += chunk.length + 1;
  }
  return parts;
}
