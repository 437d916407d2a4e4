import PDFDocument from 'pdfkit';

/**
 * A PDF of `pages` small pages, page n saying only "seiteN": which of these words a reader finds
 * tells which pages it read (the text of the whole file stays far below the search's text bound).
 */
export function manyPagePdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let n = 1; n <= pages; n++) doc.addPage().fontSize(11).text(`seite${n}`);
  doc.end();
  return done;
}
