import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Thumbnail } from '@portal/contracts';

/** One entry of a listing: a folder of a module or a file of a folder. */
export interface StoredEntry {
  readonly name: string;
  readonly size: number;
  readonly lastModified: Date;
  /** The size of the file's thumbnail, when it is an image that has one. */
  readonly thumbnail?: Thumbnail;
}

/** A file ready to send: its stream and what the headers need. */
export interface StoredFile extends StoredEntry {
  readonly stream: () => Readable;
}

/**
 * Where the info-system modules' files live. Names passed in are already checked against a
 * listing (the service's allow-list); a store still refuses anything that would leave the
 * module's root. The local disk is the first implementation; an S3-compatible store can take
 * its place behind the same calls.
 */
export interface FileStore {
  /** The folders of a module, or [] when the module has no directory yet. */
  folders(module: string): Promise<StoredEntry[]>;
  /** The files of a module's folder (`folder` undefined: the module's own directory). */
  files(module: string, folder?: string): Promise<StoredEntry[]>;
  /** A file of a listing, or undefined when it is gone or would leave the module's root. */
  open(module: string, folder: string | undefined, name: string): Promise<StoredFile | undefined>;
  /** The WebP thumbnail of an image of a listing, or undefined when it has none. */
  thumbnail(module: string, folder: string | undefined, name: string): Promise<Buffer | undefined>;
}

/**
 * The local-disk store: `<root>/<module>/<folder>/<file>`. Only real directories and regular
 * files are listed; symbolic links and hidden entries (`.env`) are neither listed nor served,
 * and every path is compared with the module root after `realpath` (T28).
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async folders(module: string): Promise<StoredEntry[]> {
    const dir = await this.inside(module, []);
    return dir ? this.list(dir, (e) => e.isDirectory()) : [];
  }

  async files(module: string, folder?: string): Promise<StoredEntry[]> {
    const dir = await this.inside(module, folder === undefined ? [] : [folder]);
    return dir ? this.list(dir, (e) => e.isFile()) : [];
  }

  async open(module: string, folder: string | undefined, name: string): Promise<StoredFile | undefined> {
    const file = await this.inside(module, folder === undefined ? [name] : [folder, name]);
    if (!file) return undefined;
    const stat = await fs.lstat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return { name, size: stat.size, lastModified: stat.mtime, stream: () => createReadStream(file) };
  }

  /** A disk tree keeps no thumbnails: they are made when its images are imported. */
  async thumbnail(): Promise<undefined> {
    return undefined;
  }

  /** The real path of `<root>/<module>/...parts` when it exists and stays under the module root. */
  private async inside(module: string, parts: readonly string[]): Promise<string | undefined> {
    if (![module, ...parts].every(isPlainName)) return undefined;
    const root = await realpath(this.root);
    const moduleRoot = await realpath(path.join(this.root, module));
    if (!root || !moduleRoot || !isUnder(moduleRoot, root)) return undefined;
    if (parts.length === 0) return moduleRoot;
    const target = await realpath(path.join(moduleRoot, ...parts));
    if (!target || !isUnder(target, moduleRoot)) return undefined;
    // A symbolic link anywhere below the module root is refused, even one that stays inside.
    if (target !== path.join(moduleRoot, ...parts)) return undefined;
    return target;
  }

  private async list(dir: string, keep: (entry: Dirent) => boolean): Promise<StoredEntry[]> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const listed: StoredEntry[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.') || !keep(entry)) continue;
      const stat = await fs.lstat(path.join(dir, entry.name)).catch(() => undefined);
      if (stat) listed.push({ name: entry.name, size: entry.isFile() ? stat.size : 0, lastModified: stat.mtime });
    }
    return listed;
  }
}

/** One path segment: not empty, not `.`/`..`, no separator, no NUL, not hidden. */
export function isPlainName(name: string): boolean {
  return name.length > 0 && !name.startsWith('.') && !/[/\\\0]/.test(name);
}

async function realpath(p: string): Promise<string | undefined> {
  return fs.realpath(p).catch(() => undefined);
}

/** Strictly below `root`: the root itself is not "under" it. */
function isUnder(target: string, root: string): boolean {
  return target.startsWith(root + path.sep);
}
