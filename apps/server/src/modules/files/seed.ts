import fs from 'node:fs/promises';
import path from 'node:path';
import { INFO_MODULES, type InfoModule } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { moduleDirectory } from './service';

/**
 * Sample files for the demo (only when the demo accounts are seeded): every module gets two
 * folders with a small PDF and a text file each, and its fixed file when it has one. Contents and
 * modification dates are fixed, so listings sort the same on every machine. A file that already
 * exists is left alone: an operator's own files are never overwritten.
 */
export async function seedDemoFiles(root: string): Promise<void> {
  for (const module of INFO_MODULES) {
    const dir = path.join(root, moduleDirectory(module));
    for (const [index, folder] of DEMO_FOLDERS.entries()) {
      const day = new Date(Date.UTC(2025, 0, 10 + index * 30, 9));
      const created = [
        await place(path.join(dir, folder, 'Übersicht.pdf'), () => samplePdf(module, folder), day),
        await place(
          path.join(dir, folder, 'Hinweise.txt'),
          async () => Buffer.from(`${module.name} – ${folder}\nBeispieldatei des Demo-Portals.\n`),
          new Date(day.getTime() + 86_400_000),
        ),
      ];
      // The folder's date too, but only when the seed wrote into it (an operator's folder keeps its own).
      if (created.some(Boolean)) await fs.utimes(path.join(dir, folder), day, day);
    }
    if (module.fileName) {
      await place(
        path.join(dir, module.fileName),
        () => samplePdf(module, module.fileName!),
        new Date(Date.UTC(2025, 2, 3, 9)),
      );
    }
  }
}

export const DEMO_FOLDERS = ['Archiv 2025', 'Aktuell'] as const;

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

/** One A4 page with the module and the document's title; the creation date is fixed (no clock in the bytes). */
function samplePdf(module: InfoModule, title: string): Promise<Buffer> {
  const created = new Date(Date.UTC(2025, 0, 1));
  const doc = new PDFDocument({ size: 'A4', info: { Title: title, CreationDate: created, ModDate: created } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(title);
  doc.moveDown().fontSize(11).text(`Info-System-Modul ${module.number} (${module.name}) - Beispieldokument`);
  doc.end();
  return done;
}
