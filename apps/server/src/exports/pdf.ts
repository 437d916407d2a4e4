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
