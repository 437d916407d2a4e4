import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rows } from '../../db/client';
import { type FileStore, isPlainName, type StoredEntry, type StoredFile } from './store';

/** The module's own files are kept under this folder name, which no real folder can have. */
const OWN = '';

interface EntryRow {
  name: string;
  size: number | string;
  modified_at: Date | string;
}

const entry = (r: EntryRow): StoredEntry => ({
  name: r.name,
  size: Number(r.size),
  lastModified: new Date(r.modified_at),
});

/**
 * The file areas in the database (tables portal.stored_folder and portal.stored_file), so every
 * server process serves the same files (docs/files.md). Names are compared exactly as stored;
 * a name that is not a plain one (a separator, `..`, hidden) is never stored nor found.
 */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: Db) {}

  async folders(module: string): Promise<StoredEntry[]> {
    if (!isPlainName(module)) return [];
    const found = await rows<EntryRow>(
      this.db,
      sql`select name, 0 as size, modified_at from portal.stored_folder where area = ${module}`,
    );
    return found.map(entry);
  }

  async files(module: string, folder?: string): Promise<StoredEntry[]> {
    if (!isPlainName(module) || (folder !== undefined && !isPlainName(folder))) return [];
    const found = await rows<EntryRow>(
      this.db,
      sql`select name, octet_length(content) as size, modified_at from portal.stored_file
          where area = ${module} and folder = ${folder ?? OWN}`,
    );
    return found.map(entry);
  }

  async open(module: string, folder: string | undefined, name: string): Promise<StoredFile | undefined> {
    if (![module, name, ...(folder === undefined ? [] : [folder])].every(isPlainName)) return undefined;
    const [found] = await rows<EntryRow & { content: Uint8Array }>(
      this.db,
      sql`select name, octet_length(content) as size, modified_at, content from portal.stored_file
          where area = ${module} and folder = ${folder ?? OWN} and name = ${name}`,
    );
    if (!found) return undefined;
    const content = Buffer.from(found.content);
    return { ...entry(found), stream: () => Readable.from([content]) };
  }
}

/** One file to store: its place, its bytes and its date. */
export interface FileToStore {
  readonly module: string;
  /** undefined: the module's own directory. */
  readonly folder: string | undefined;
  readonly name: string;
  readonly content: Buffer;
  readonly lastModified: Date;
}

/**
 * Stores a file, and its folder when new (with the file's date). `replace` false keeps a file
 * already there: an import or a seed never overwrites what an operator put in place.
 */
export async function storeFile(db: DbOrTx, file: FileToStore, replace: boolean): Promise<boolean> {
  const { module, folder, name, content, lastModified } = file;
  if (![module, name, ...(folder === undefined ? [] : [folder])].every(isPlainName)) {
    throw new Error(`not a plain file name: ${[module, folder, name].filter(Boolean).join('/')}`);
  }
  if (folder !== undefined) {
    await db.execute(sql`insert into portal.stored_folder (area, name, modified_at)
      values (${module}, ${folder}, ${lastModified.toISOString()}) on conflict do nothing`);
  }
  const stored = await rows<{ name: string }>(
    db,
    replace
      ? sql`insert into portal.stored_file (area, folder, name, content, modified_at)
          values (${module}, ${folder ?? OWN}, ${name}, ${content}, ${lastModified.toISOString()})
          on conflict (area, folder, name) do update set content = excluded.content, modified_at = excluded.modified_at
          returning name`
      : sql`insert into portal.stored_file (area, folder, name, content, modified_at)
          values (${module}, ${folder ?? OWN}, ${name}, ${content}, ${lastModified.toISOString()})
          on conflict do nothing returning name`,
  );
  return stored.length > 0;
}

/**
 * Brings the files of a disk store into the database: what the disk store lists (no hidden files,
 * no symbolic links, nothing outside the root). At start (`replace` false) only files not stored
 * yet: every process may run it, the first one stores, the others find the rows. An operator's
 * import (`files:import`) replaces files of the same name. Folders keep their dates from the disk.
 */
export async function importFiles(
  db: Db,
  disk: FileStore,
  modules: readonly string[],
  replace = false,
): Promise<number> {
  let imported = 0;
  const bytes = async (f: StoredFile) => {
    const chunks: Buffer[] = [];
    for await (const chunk of f.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  };
  for (const module of modules) {
    const folders = await disk.folders(module);
    // Folders first, with their own dates from the disk (an existing row keeps its date).
    for (const folder of folders) {
      await db.execute(sql`insert into portal.stored_folder (area, name, modified_at)
        values (${module}, ${folder.name}, ${folder.lastModified.toISOString()}) on conflict do nothing`);
    }
    for (const folder of [undefined, ...folders.map((f) => f.name)]) {
      for (const listed of await disk.files(module, folder)) {
        const file = await disk.open(module, folder, listed.name);
        if (!file) continue;
        const content = await bytes(file);
        if (await storeFile(db, { module, folder, name: file.name, content, lastModified: file.lastModified }, replace))
          imported++;
      }
    }
  }
  return imported;
}
