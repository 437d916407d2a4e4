import fs from 'node:fs/promises';
import path from 'node:path';
import { INFO_MODULES, type InfoModule } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { samplePhoto } from './photos';
import { SAMPLE_DOCUMENTS, type SampleDocument } from './samples';
import { moduleDirectory } from './service';

/**
 * Sample files for the demo (only when the demo accounts are seeded): the documents of
 * SAMPLE_DOCUMENTS for the modules an area looks after (forms, agreements, safety instructions),
 * a short overview for every other module, and the fixed files. Contents and modification dates
 * are fixed, so listings sort the same on every machine. A file that already exists is left alone:
 * an operator's own files are never overwritten.
 */
export async function seedDemoFiles(root: string): Promise<void> {
  for (const module of INFO_MODULES) {
    const dir = path.join(root, moduleDirectory(module));
    const folders = SAMPLE_DOCUMENTS[module.name] ?? { Aktuell: [overview(module)] };
    for (const [folder, documents] of Object.entries(folders)) {
      // The archive is older than the current folder; within a folder, a day between documents.
      const day = new Date(Date.UTC(2025, 0, folder === 'Aktuell' ? 40 : 10, 9));
      const created: boolean[] = [];
      for (const [index, document] of documents.entries()) {
        const modified = new Date(day.getTime() + index * 86_400_000);
        created.push(await place(path.join(dir, folder, document.name), () => contentOf(document), modified));
      }
      // The folder's date too, but only when the seed wrote into it (an operator's folder keeps its own).
      if (created.some(Boolean)) await fs.utimes(path.join(dir, folder), day, day);
    }
    if (module.fileName) {
      const title = path.basename(module.fileName, path.extname(module.fileName));
      await place(
        path.join(dir, module.fileName),
        () => samplePdf({ name: module.fileName!, title, paragraphs: [`Aktueller Stand: ${title}.`] }),
        new Date(Date.UTC(2025, 2, 3, 9)),
      );
    }
  }
}

/** A module without its own sample documents shows one overview naming the module. */
function overview(module: InfoModule): SampleDocument {
  return {
    name: 'Übersicht.pdf',
    title: `Übersicht ${module.name}`,
    paragraphs: [`Info-System-Modul ${module.number} (${module.name}): die Dokumente dieses Bereichs.`],
  };
}

function contentOf(document: SampleDocument): Promise<Buffer> {
  if (document.scene) return samplePhoto(document.scene);
  return document.name.endsWith('.txt')
    ? Promise.resolve(Buffer.from(`${document.paragraphs.join('\n')}\n`))
    : samplePdf(document);
}

/** Writes a file with its date unless something is there already; true when it wrote. */
async function place(file: string, content: () => Promise<Buffer>, modified: Date): Promise<boolean> {
  const exists = await fs.lstat(file).then(
    () => true,
    () => false,
  );
  if (exists) return false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, await content());
  await fs.utimes(file, modified, modified);
  return true;
}

/** One A4 page with the document's title and text; the creation date is fixed (no clock in the bytes). */
export function samplePdf(document: SampleDocument): Promise<Buffer> {
  const created = new Date(Date.UTC(2025, 0, 1));
  const doc = new PDFDocument({
    size: 'A4',
    info: { Title: document.title, CreationDate: created, ModDate: created },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(document.title);
  for (const paragraph of document.paragraphs) doc.moveDown().fontSize(11).text(paragraph);
  doc.end();
  return done;
}
