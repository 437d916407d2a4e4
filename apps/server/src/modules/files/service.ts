import path from 'node:path';
import { Readable } from 'node:stream';
import {
  ancestorsOf,
  type FileEntry,
  type FileFolder,
  type InfoModule,
  infoModule,
  type Locale,
  ROUTES,
  type RouteMeta,
} from '@portal/contracts';
import { forbidden, notFound } from '../../http/problem';
import type { FileStore, StoredEntry, StoredFile } from './store';

/** The directory of a module under the files root: `02-mealPlan` (number first, so a listing sorts). */
export function moduleDirectory(module: InfoModule): string {
  return `${String(module.number).padStart(2, '0')}-${module.name}`;
}

/**
 * Content types by extension. Anything a browser could render as a page or run (HTML, SVG, XML,
 * scripts) goes out as `application/octet-stream`, and every file is an attachment with nosniff.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.mp4': 'video/mp4',
  '.zip': 'application/zip',
};

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Who may read a module: besides the File API resource (checked on the route), the user must be
 * allowed to open a page that shows the module, i.e. an `info` route naming it (as `module` or in
 * `byCountry`) whose own and ancestors' resources the user holds. So the menu and the file API
 * answer the same question; see docs/permissions.md.
 */
export function moduleReaders(table: readonly RouteMeta[] = ROUTES): Map<number, RouteMeta[]> {
  const readers = new Map<number, RouteMeta[]>();
  for (const route of table) {
    if (route.content?.kind !== 'info') continue;
    const modules = new Set([route.content.module, ...Object.values(route.content.byCountry ?? {})]);
    for (const m of modules) readers.set(m, [...(readers.get(m) ?? []), route]);
  }
  return readers;
}

const READERS = moduleReaders();

export function mayReadModule(module: number, granted: ReadonlySet<string>): boolean {
  return (READERS.get(module) ?? []).some((route) =>
    [...ancestorsOf(route), route].every((r) => r.public === true || r.permissions.some((id) => granted.has(id))),
  );
}

/** Newest first or Z–A, as the module says (INFO_SORT_DIRECTION is descending). */
function sortFor<T extends StoredEntry>(module: InfoModule, entries: T[]): T[] {
  const key =
    module.sortBy === 'name'
      ? (a: T, b: T) => b.name.localeCompare(a.name, 'de')
      : (a: T, b: T) => b.lastModified.getTime() - a.lastModified.getTime() || a.name.localeCompare(b.name, 'de');
  return [...entries].sort(key);
}

export interface FileDownload {
  readonly file: StoredFile;
  readonly contentType: string;
}

/** The rules of the file areas: which module, who may read it, which names exist. */
/**
 * A module's fixed file made from live data when there is any (the meal plan from the canteen's
 * plans of the week), in the reader's language; undefined: serve the stored file.
 */
export type FixedFileMaker = (locale: Locale) => Promise<Buffer | undefined>;

export class FileService {
  constructor(
    private readonly store: FileStore,
    private readonly makers: Readonly<Record<string, FixedFileMaker>> = {},
  ) {}

  async folders(moduleNumber: number, granted: ReadonlySet<string>): Promise<FileFolder[]> {
    const module = this.readable(moduleNumber, granted);
    const folders = await this.store.folders(moduleDirectory(module));
    return sortFor(module, folders).map((f) => ({ name: f.name, lastModified: f.lastModified.toISOString() }));
  }

  async files(moduleNumber: number, folder: string, granted: ReadonlySet<string>): Promise<FileEntry[]> {
    const module = this.readable(moduleNumber, granted);
    await this.listedFolder(module, folder);
    const files = await this.store.files(moduleDirectory(module), folder);
    return sortFor(module, files).map(describe);
  }

  /** A file named by a listing of that folder: the name is looked up, never used as a path first. */
  async file(moduleNumber: number, folder: string, name: string, granted: ReadonlySet<string>): Promise<FileDownload> {
    const module = this.readable(moduleNumber, granted);
    await this.listedFolder(module, folder);
    const listed = (await this.store.files(moduleDirectory(module), folder)).find((f) => f.name === name);
    if (!listed) throw notFound('file');
    return this.opened(module, folder, listed.name);
  }

  /** The thumbnail of an image of a listing (the same reading rule as the file itself). */
  async thumbnail(
    moduleNumber: number,
    folder: string,
    name: string,
    granted: ReadonlySet<string>,
  ): Promise<{ name: string; content: Buffer }> {
    const module = this.readable(moduleNumber, granted);
    await this.listedFolder(module, folder);
    const listed = (await this.store.files(moduleDirectory(module), folder)).find((f) => f.name === name);
    const content = listed && (await this.store.thumbnail(moduleDirectory(module), folder, listed.name));
    if (!content) throw notFound(listed ? 'thumbnail' : 'file');
    return { name: `${path.parse(listed.name).name}.webp`, content };
  }

  /** The module's fixed file (Speiseplan.pdf, Sprechzeiten.pdf, Laermkataster.pdf) in its own directory. */
  async fileByModule(moduleNumber: number, granted: ReadonlySet<string>, locale: Locale = 'de'): Promise<FileDownload> {
    const module = this.readable(moduleNumber, granted);
    if (!module.fileName) throw notFound('fixed file of this module');
    const made = await this.makers[module.name]?.(locale);
    if (made) {
      const file: StoredFile = {
        name: module.fileName,
        size: made.length,
        lastModified: new Date(),
        stream: () => Readable.from([made]),
      };
      return { file, contentType: module.type ?? contentTypeOf(module.fileName) };
    }
    const listed = (await this.store.files(moduleDirectory(module))).find((f) => f.name === module.fileName);
    if (!listed) throw notFound('file');
    return this.opened(module, undefined, listed.name);
  }

  private readable(moduleNumber: number, granted: ReadonlySet<string>): InfoModule {
    const module = infoModule(moduleNumber);
    if (!module) throw notFound('module');
    if (!mayReadModule(module.number, granted)) throw forbidden('no page showing this module is granted');
    return module;
  }

  private async listedFolder(module: InfoModule, folder: string): Promise<void> {
    const folders = await this.store.folders(moduleDirectory(module));
    if (!folders.some((f) => f.name === folder)) throw notFound('folder');
  }

  private async opened(module: InfoModule, folder: string | undefined, name: string): Promise<FileDownload> {
    const file = await this.store.open(moduleDirectory(module), folder, name);
    if (!file) throw notFound('file');
    return { file, contentType: module.fileName === name && module.type ? module.type : contentTypeOf(name) };
  }
}

function describe(entry: StoredEntry): FileEntry {
  return {
    name: entry.name,
    size: entry.size,
    lastModified: entry.lastModified.toISOString(),
    contentType: contentTypeOf(entry.name),
    ...(entry.thumbnail ? { thumbnail: entry.thumbnail } : {}),
  };
}
