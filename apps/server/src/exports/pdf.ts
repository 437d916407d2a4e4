import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

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

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  });

const MARGIN = 36;
const ROW = 16;
const SIZE = 8;

export function toPdfTable(table: PdfTable): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const columnWidth = width / Math.max(1, table.columns.length);
  const bottom = () => doc.page.height - MARGIN - ROW;
  const row = (cells: readonly string[], font: 'regular' | 'bold') => {
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
      'bold',
    );

  doc.font('bold').fontSize(14).text(table.title, { width });
  doc.font('regular').fontSize(9);
  for (const line of table.preface ?? []) doc.text(line, { width });
  doc.moveDown(0.5);
  header();
  for (const cells of table.rows) row(cells, 'regular');

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7)
      .text(`${i + 1} / ${range.count}`, MARGIN, doc.page.height - MARGIN / 2 - 6, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
