import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getDocumentProxy } from 'unpdf';

/** Far more than a form or an agreement holds; keeps the search vector well under PostgreSQL's 1 MB. */
export const MAX_TEXT = 200_000;

/**
 * PDF.js reads in the server process, so an upload with thousands of pages (or pages with huge text
 * streams) would keep it busy for as long as reading takes. A real document of the file areas has
 * a few dozen pages; what lies beyond these bounds is not read (the file is stored all the same and
 * found by its name and by what was read).
 */
export const MAX_PDF_PAGES = 500;
/** Reading time of one PDF, counted from opening it; an upload waits at most about this long for its text. */
export const PDF_TIME_BUDGET_MS = 2_000;

export interface PdfBounds {
  readonly maxPages: number;
  readonly maxChars: number;
  readonly budgetMs: number;
  /** The clock the budget is measured with (milliseconds); tests pass their own. */
  readonly now: () => number;
}

const PDF_BOUNDS: PdfBounds = {
  maxPages: MAX_PDF_PAGES,
  maxChars: MAX_TEXT,
  budgetMs: PDF_TIME_BUDGET_MS,
  now: () => performance.now(),
};

/** What PDF.js streams for a page's text: runs of text, and marked-content markers without text. */
interface TextChunk {
  readonly items: ReadonlyArray<{ readonly str?: string; readonly hasEOL?: boolean }>;
}

/**
 * The text of a file for the full-text search: a PDF's text layer (unpdf, in the server process, no
 * binaries, within PdfBounds), a plain-text file as UTF-8, nothing for other types. A PDF that cannot
 * be read (a scan without a text layer, a damaged file) is stored all the same and found by its name only.
 * Characters the snippet markers use and NUL (refused by PostgreSQL text) are dropped.
 */
export async function documentText(name: string, content: Buffer): Promise<string> {
  const extension = path.extname(name).toLowerCase();
  let text = '';
  if (extension === '.pdf') {
    text = await pdfText(content);
  } else if (extension === '.txt' || extension === '.csv') {
    text = content.toString('utf8');
  }
  return clean(text).slice(0, MAX_TEXT);
}

/**
 * A PDF's text, read page by page and, within a page, chunk by chunk as PDF.js streams it, stopping
 * at whichever bound comes first. Between chunks the event loop gets a turn, so other requests are
 * served while a long document is read. What was read before a bound or a damaged page is kept.
 */
export async function pdfText(content: Buffer, bounds: PdfBounds = PDF_BOUNDS): Promise<string> {
  const deadline = bounds.now() + bounds.budgetMs;
  const pages: string[] = [];
  let read = 0;
  const withinBounds = () => read < bounds.maxChars && bounds.now() < deadline;
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // verbosity 0: a crafted file must not fill the log with PDF.js warnings.
    pdf = await getDocumentProxy(new Uint8Array(content), { verbosity: 0 });
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
        const chunk = (await reader.read()) as ReadableStreamReadResult<TextChunk>;
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

/** As unpdf's extractText with mergePages: whitespace collapsed, lines kept, at most one blank line. */
function merge(pages: readonly string[]): string {
  return pages
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ');
}
