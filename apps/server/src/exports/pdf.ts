import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * A PDF document (A4) for the portal's business documents, with the DejaVu Sans fonts the
 * calculator documents use (`Sans`, `Sans-Bold`): they carry the letters of all five interface
 * languages (č, ř, é, à, ß …), which the PDF standard fonts do not. `done` is the file once the
 * caller has ended the document.
 */
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export function pdfDocument(info: { title: string; locale: string; date: Date; margin?: number }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  fonts ??= {
    regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  };
  const margin = info.margin ?? 50;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin },
    bufferPages: true,
    info: { Title: info.title, Creator: 'Portal', CreationDate: info.date },
    lang: info.locale,
  });
  doc.registerFont('Sans', fonts.regular);
  doc.registerFont('Sans-Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
