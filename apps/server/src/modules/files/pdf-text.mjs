// A PDF's text layer, read with PDF.js (unpdf) within bounds. Plain JavaScript, so the worker
// thread that reads uploads (pdf-text-worker.mjs) runs it as it is, from the sources and from
// dist/ alike; the server's bundle holds it too (text.ts, for the tests of the bounds).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getDocumentProxy } from 'unpdf';

/**
 * A PDF's text, read page by page and, within a page, chunk by chunk as PDF.js streams it, stopping
 * at whichever bound comes first. Between chunks the event loop gets a turn. What was read before a
 * bound or a damaged page is kept. One chunk of PDF.js's work is not divided: the worker's hard
 * limit (text.ts) ends what the bounds do not.
 * @param {Uint8Array} content
 * @param {{ maxPages: number, maxChars: number, budgetMs: number, now?: () => number }} bounds
 * @returns {Promise<string>}
 */
export async function readPdfText(content, bounds) {
  const now = bounds.now ?? (() => performance.now());
  const deadline = now() + bounds.budgetMs;
  /** @type {string[]} */
  const pages = [];
  let read = 0;
  const withinBounds = () => read < bounds.maxChars && now() < deadline;
  /** @type {Awaited<ReturnType<typeof getDocumentProxy>> | undefined} */
  let pdf;
  try {
    // verbosity 0: a crafted file must not fill the log with PDF.js warnings.
    pdf = await getDocumentProxy(content, { verbosity: 0 });
    const last = Math.min(pdf.numPages, bounds.maxPages);
    for (let number = 1; number <= last && withinBounds(); number++) {
      await nextTurn();
      const page = await pdf.getPage(number);
      const reader = page.streamTextContent().getReader();
      let text = '';
      // A bound reached within a page ends the whole reading: the rest of the page is left unread
      // (PDF.js waits for the next pull, which never comes) and is released with the document below.
      // Not reader.cancel(): PDF.js may already have posted the stream's close, and closing it twice
      // throws outside any promise of ours.
      for (;;) {
        /** @type {ReadableStreamReadResult<{ items: Array<{ str?: string, hasEOL?: boolean }> }>} */
        const chunk = await reader.read();
        if (chunk.done) break;
        for (const item of chunk.value.items) if (item.str != null) text += item.str + (item.hasEOL ? '\n' : '');
        if (!withinBounds() || read + text.length >= bounds.maxChars) break;
        await nextTurn();
      }
      pages.push(text);
      read += text.length + 1;
    }
  } catch {
    // A damaged file or page: the text read up to it is kept (for a file that does not open, none).
  } finally {
    // Releases the document and PDF.js's worker state; a proxy from getDocumentProxy is never released on its own.
    await pdf?.loadingTask.destroy().catch(() => undefined);
  }
  return merge(pages);
}

/**
 * As unpdf's extractText with mergePages: whitespace collapsed, lines kept, at most one blank line.
 * @param {readonly string[]} pages
 */
function merge(pages) {
  return pages
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
