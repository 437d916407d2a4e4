import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * The portal's PDF documents (pdfkit): A4 with DejaVu Sans, which carries the letters of all five
 * interface languages (č, ř, é, à, ß …) that the PDF standard fonts do not, registered as `Sans`
 * and `Sans-Bold`; the finished document as bytes.
 */
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** A new A4 document with the portal's fonts, and the promise of its bytes once `doc.end()` is called. */
export function newPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont('Sans', regular);
  doc.registerFont('Sans-Bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** A business document (order confirmation, delivery note, invoice …): title, language and date in its metadata. */
export function pdfDocument(info: { title: string; locale: string; date: Date; margin?: number }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const margin = info.margin ?? 50;
  const { doc, bytes } = newPdf({
    margins: { top: margin, left: margin, right: margin, bottom: margin },
    bufferPages: true,
    info: { Title: info.title, Creator: 'Portal', CreationDate: info.date },
    lang: info.locale,
  });
  return { doc, done: bytes };
}

/**
 * A table as a PDF (A4 landscape): the title and preface lines, then the table with its header
 * repeated on every page, and page numbers. DejaVu Sans carries the letters of all five
 * languages (č, ř, é, à, ß …), which the PDF standard fonts do not. Cells arrive as the text the
 * reader should see (numbers already written as the reader's site writes them).
 */
export interface PdfTable {
  readonly title: string;
  readonly preface?: readonly string[];
  readonly columns: readonly { readonly header: string; readonly alignRight?: boolean }[];
  readonly rows: readonly (readonly string[])[];
}

const MARGIN = 36;
const ROW = 16;
const SIZE = 8;

export function toPdfTable(table: PdfTable): Promise<Buffer> {
  const { doc, bytes } = newPdf({ layout: 'landscape', margin: MARGIN, bufferPages: true });

  const width = doc.page.width - 2 * MARGIN;
  const columnWidth = width / Math.max(1, table.columns.length);
  const bottom = () => doc.page.height - MARGIN - ROW;
  const row = (cells: readonly string[], font: 'Sans' | 'Sans-Bold') => {
    if (doc.y > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc.font(font).fontSize(SIZE);
    cells.forEach((cell, i) => {
      doc.text(cell, MARGIN + i * columnWidth + 2, y + 4, {
        width: columnWidth - 4,
        height: ROW - 4,
        ellipsis: true,
        lineBreak: false,
        align: table.columns[i]?.alignRight ? 'right' : 'left',
      });
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + width, y + ROW)
      .lineWidth(0.5)
      .strokeColor('#d9d9d9')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW;
  };
  const header = () =>
    row(
      table.columns.map((c) => c.header),
      'Sans-Bold',
    );

  doc.font('Sans-Bold').fontSize(14).text(table.title, { width });
  doc.font('Sans').fontSize(9);
  for (const line of table.preface ?? []) doc.text(line, { width });
  doc.moveDown(0.5);
  header();
  for (const cells of table.rows) row(cells, 'Sans');

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Sans')
      .fontSize(7)
      .text(`${i + 1} / ${range.count}`, MARGIN, doc.page.height - MARGIN / 2 - 6, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return bytes;
}
