import { Readable } from 'node:stream';
import { HIT_END, HIT_START } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rows } from '../../db/client';
import { type FileStore, isPlainName, type StoredEntry, type StoredFile } from './store';
import { documentText, type TextLog } from './text';
import { type MadeThumbnail, thumbnailIfReadable } from './thumbnail';

/** The module's own files are kept under this folder name, which no real folder can have. */
export const OWN = '';

interface EntryRow {
  name: string;
  size: number | string;
  modified_at: Date | string;
  thumbnail_width?: number | null;
  thumbnail_height?: number | null;
}

const entry = (r: EntryRow): StoredEntry => ({
  name: r.name,
  size: Number(r.size),
  lastModified: new Date(r.modified_at),
  ...(r.thumbnail_width && r.thumbnail_height
    ? { thumbnail: { width: Number(r.thumbnail_width), height: Number(r.thumbnail_height) } }
    : {}),
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
      sql`select name, octet_length(content) as size, modified_at, thumbnail_width, thumbnail_height
          from portal.stored_file where area = ${module} and folder = ${folder ?? OWN}`,
    );
    return found.map(entry);
  }

  async thumbnail(module: string, folder: string | undefined, name: string): Promise<Buffer | undefined> {
    if (![module, name, ...(folder === undefined ? [] : [folder])].every(isPlainName)) return undefined;
    const [found] = await rows<{ thumbnail: Uint8Array | null }>(
      this.db,
      sql`select thumbnail from portal.stored_file
          where area = ${module} and folder = ${folder ?? OWN} and name = ${name}`,
    );
    return found?.thumbnail ? Buffer.from(found.thumbnail) : undefined;
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
  /** Made by the caller beforehand (outside its transaction); else made here when the file is an image. */
  readonly thumbnail?: MadeThumbnail;
  /** Read by the caller beforehand (outside its transaction: a PDF takes up to PDF_HARD_LIMIT_MS); else read here. */
  readonly text?: string;
}

/**
 * Stores a file, and its folder when new (with the file's date), with its text for the search.
 * `replace` false keeps a file already there: an import or a seed never overwrites what an
 * operator put in place. A replaced content is kept as the file's next version, naming `by` (the
 * person or the operator command). Call it inside a transaction when it replaces: the version and
 * the new content are one change. An image gets its thumbnail in the same statement as its content,
 * so a replaced photo never shows the old one's.
 */
export async function storeFile(
  db: DbOrTx,
  file: FileToStore,
  replace: boolean,
  by = 'files:import',
  log?: TextLog,
): Promise<boolean> {
  const { module, folder, name, content, lastModified } = file;
  if (![module, name, ...(folder === undefined ? [] : [folder])].every(isPlainName)) {
    throw new Error(`not a plain file name: ${[module, folder, name].filter(Boolean).join('/')}`);
  }
  if (folder !== undefined) {
    await db.execute(sql`insert into portal.stored_folder (area, name, modified_at)
      values (${module}, ${folder}, ${lastModified.toISOString()}) on conflict do nothing`);
  }
  if (!replace) {
    // At every start the disk's files are offered again: a stored one is not read (parsed) again.
    const [kept] = await rows<{ name: string }>(
      db,
      sql`select name from portal.stored_file where area = ${module} and folder = ${folder ?? OWN} and name = ${name}`,
    );
    if (kept) return false;
  }
  const text = file.text ?? (await documentText(name, content, log));
  const thumbnail = file.thumbnail ?? (await thumbnailIfReadable(name, content));
  const values = sql`(${module}, ${folder ?? OWN}, ${name}, ${content}, ${lastModified.toISOString()}, ${text},
    ${searchVector(sql`${name}`, sql`${text}`)},
    ${thumbnail?.content ?? null}, ${thumbnail?.width ?? null}, ${thumbnail?.height ?? null})`;
  const columns = sql`(area, folder, name, content, modified_at, content_text, search_vector,
    thumbnail, thumbnail_width, thumbnail_height)`;
  if (replace) await keepVersion(db, module, folder ?? OWN, name, by);
  const stored = await rows<{ name: string }>(
    db,
    replace
      ? sql`insert into portal.stored_file ${columns}
          values ${values}
          on conflict (area, folder, name) do update set content = excluded.content, modified_at = excluded.modified_at,
            content_text = excluded.content_text, search_vector = excluded.search_vector,
            thumbnail = excluded.thumbnail, thumbnail_width = excluded.thumbnail_width,
            thumbnail_height = excluded.thumbnail_height
          returning name`
      : sql`insert into portal.stored_file ${columns}
          values ${values}
          on conflict do nothing returning name`,
  );
  return stored.length > 0;
}

/** The words of a file for the search: its name (dots and dashes as spaces) and its text, stemmed in German. */
function searchVector(name: SQL, text: SQL): SQL {
  return sql`setweight(to_tsvector('german', regexp_replace(${name}, '[._-]+', ' ', 'g')), 'A')
    || setweight(to_tsvector('german', ${text}), 'B')`;
}

/**
 * Copies the current content of a file, if there is one, to its next version with its thumbnail
 * (the row is locked first), so an earlier photo keeps its own picture.
 */
async function keepVersion(db: DbOrTx, area: string, folder: string, name: string, by: string): Promise<void> {
  await db.execute(sql`insert into portal.stored_file_version (area, folder, name, version, content, modified_at,
      replaced_by, thumbnail, thumbnail_width, thumbnail_height)
    select f.area, f.folder, f.name,
      coalesce((select max(v.version) from portal.stored_file_version v
                where v.area = f.area and v.folder = f.folder and v.name = f.name), 0) + 1,
      f.content, f.modified_at, ${by}, f.thumbnail, f.thumbnail_width, f.thumbnail_height
    from (select * from portal.stored_file where area = ${area} and folder = ${folder} and name = ${name} for update) f`);
}

/** Removes a file and its versions; true when there was one. */
export async function deleteFile(db: DbOrTx, area: string, folder: string, name: string): Promise<boolean> {
  const gone = await rows<{ name: string }>(
    db,
    sql`delete from portal.stored_file where area = ${area} and folder = ${folder} and name = ${name} returning name`,
  );
  return gone.length > 0;
}

interface VersionRow extends EntryRow {
  version: number;
  replaced_at: Date | string;
  replaced_by: string;
}

/** The earlier contents of a file, newest first. */
export async function fileVersions(db: DbOrTx, area: string, folder: string, name: string): Promise<StoredVersion[]> {
  const found = await rows<VersionRow>(
    db,
    sql`select version, octet_length(content) as size, modified_at, replaced_at, replaced_by, name,
          thumbnail_width, thumbnail_height
        from portal.stored_file_version where area = ${area} and folder = ${folder} and name = ${name}
        order by version desc`,
  );
  return found.map((r) => ({
    ...entry(r),
    version: Number(r.version),
    replacedAt: new Date(r.replaced_at),
    replacedBy: r.replaced_by,
  }));
}

/** One earlier content, ready to send, with its thumbnail when it has one. */
export async function openVersion(
  db: DbOrTx,
  area: string,
  folder: string,
  name: string,
  version: number,
): Promise<(StoredFile & { readonly content: Buffer; readonly thumbnailImage?: MadeThumbnail }) | undefined> {
  const [found] = await rows<EntryRow & { content: Uint8Array; thumbnail: Uint8Array | null }>(
    db,
    sql`select name, octet_length(content) as size, modified_at, content, thumbnail, thumbnail_width, thumbnail_height
        from portal.stored_file_version
        where area = ${area} and folder = ${folder} and name = ${name} and version = ${version}`,
  );
  if (!found) return undefined;
  const content = Buffer.from(found.content);
  const stored = entry(found);
  return {
    ...stored,
    content,
    stream: () => Readable.from([content]),
    ...(found.thumbnail && stored.thumbnail
      ? { thumbnailImage: { content: Buffer.from(found.thumbnail), ...stored.thumbnail } }
      : {}),
  };
}

export interface StoredVersion extends StoredEntry {
  readonly version: number;
  readonly replacedAt: Date;
  readonly replacedBy: string;
}

export interface FoundDocument {
  readonly area: string;
  readonly folder: string;
  readonly name: string;
  readonly snippet: string;
}

/**
 * The full-text search over the given areas: German stemming on both sides (`websearch_to_tsquery`,
 * so quotes and `-word` work as people type them), best matches first, each with a snippet whose
 * matched words are framed by HIT_START and HIT_END.
 */
export async function searchDocuments(
  db: DbOrTx,
  areas: readonly string[],
  words: string,
  limit: number,
): Promise<FoundDocument[]> {
  if (areas.length === 0) return [];
  const query = sql`websearch_to_tsquery('german', ${words})`;
  const options = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=18, MinWords=6, MaxFragments=2`;
  return rows<FoundDocument>(
    db,
    sql`select area, folder, name,
          ts_headline('german', coalesce(nullif(content_text, ''), name), ${query}, ${options}) as snippet
        from portal.stored_file
        where search_vector @@ ${query} and area in (${sql.join(
          areas.map((a) => sql`${a}`),
          sql`, `,
        )})
        order by ts_rank(search_vector, ${query}) desc, name
        limit ${limit}`,
  );
}

/**
 * Reads the text of files stored before the search existed (content_text null), a few at a time,
 * so their contents are found too. Every process may run it: a row already read is skipped.
 */
export async function readMissingTexts(db: Db, log?: TextLog): Promise<number> {
  let read = 0;
  for (;;) {
    const batch = await rows<{ area: string; folder: string; name: string; content: Uint8Array }>(
      db,
      sql`select area, folder, name, content from portal.stored_file where content_text is null limit 20`,
    );
    if (batch.length === 0) return read;
    for (const f of batch) {
      const text = await documentText(f.name, Buffer.from(f.content), log);
      await db.execute(sql`update portal.stored_file set content_text = ${text},
          search_vector = ${searchVector(sql`name`, sql`${text}`)}
        where area = ${f.area} and folder = ${f.folder} and name = ${f.name} and content_text is null`);
      read++;
    }
  }
}

/**
 * Makes the thumbnails of images stored before thumbnails existed (migration 0048), a few at a
 * time, walking the files in key order so an image that cannot be read is tried once per start,
 * not forever. Every process may run it: a row that has one already is skipped.
 */
export async function makeMissingThumbnails(db: Db): Promise<number> {
  let made = 0;
  let after = sql`true`;
  for (;;) {
    const batch = await rows<{ area: string; folder: string; name: string; content: Uint8Array }>(
      db,
      sql`select area, folder, name, content from portal.stored_file
          where thumbnail is null and name ~* '[.](png|jpe?g|gif|webp)$' and ${after}
          order by area, folder, name limit 10`,
    );
    if (batch.length === 0) return made;
    for (const f of batch) {
      const thumbnail = await thumbnailIfReadable(f.name, Buffer.from(f.content));
      if (!thumbnail) continue;
      await db.execute(sql`update portal.stored_file set thumbnail = ${thumbnail.content},
          thumbnail_width = ${thumbnail.width}, thumbnail_height = ${thumbnail.height}
        where area = ${f.area} and folder = ${f.folder} and name = ${f.name} and thumbnail is null`);
      made++;
    }
    const last = batch[batch.length - 1]!;
    after = sql`(area, folder, name) > (${last.area}, ${last.folder}, ${last.name})`;
  }
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
  log?: TextLog,
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
        const toStore = { module, folder, name: file.name, content, lastModified: file.lastModified };
        // A replacement keeps the old content as a version: both in one transaction, the text read before it.
        const stored = replace
          ? await documentText(file.name, content, log).then((text) =>
              db.transaction((tx) => storeFile(tx, { ...toStore, text }, true)),
            )
          : await storeFile(db, toStore, false, undefined, log);
        if (stored) imported++;
      }
    }
  }
  return imported;
}
