import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';

/** Far more than a form or an agreement holds; keeps the search vector well under PostgreSQL's 1 MB. */
const MAX_TEXT = 200_000;

/**
 * The text of a file for the full-text search: a PDF's text layer (unpdf, in the server process, no
 * binaries), a plain-text file as UTF-8, nothing for other types. A PDF that cannot be read (a scan
 * without a text layer, a damaged file) is stored all the same and found by its name only.
 * Characters the snippet markers use and NUL (refused by PostgreSQL text) are dropped.
 */
export async function documentText(name: string, content: Buffer): Promise<string> {
  const extension = path.extname(name).toLowerCase();
  let text = '';
  if (extension === '.pdf') {
    try {
      const pdf = await getDocumentProxy(new Uint8Array(content));
      text = (await extractText(pdf, { mergePages: true })).text;
    } catch {
      text = '';
    }
  } else if (extension === '.txt' || extension === '.csv') {
    text = content.toString('utf8');
  }
  return clean(text).slice(0, MAX_TEXT);
}

function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ');
}
