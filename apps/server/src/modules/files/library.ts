import path from 'node:path';
import {
  API,
  type DocumentHit,
  type FileEntry,
  type FileVersion,
  fileAreaOwner,
  INFO_MODULES,
  type InfoModule,
  infoModule,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { identityOf } from '../../http/guard';
import { forbidden, HttpProblem, invalid, notFound } from '../../http/problem';
import { holds, visibilityOf } from '../access/service';
import { actorOf, insertAuditEntry } from '../audit/service';
import {
  DatabaseFileStore,
  deleteFile,
  type FoundDocument,
  fileVersions,
  OWN,
  openVersion,
  searchDocuments,
  storeFile,
} from './database-store';
import { contentTypeOf, type FileDownload, mayReadModule, moduleDirectory } from './service';
import { isPlainName } from './store';
import { documentText } from './text';
import { makeThumbnail, thumbnailIfReadable } from './thumbnail';

const SEARCH_LIMIT = 20;
const AREAS = new Map(INFO_MODULES.map((m) => [moduleDirectory(m), m.number]));

/**
 * The document library on top of the file areas (docs/files.md "Managing files"): the responsible
 * roles upload, replace (the old content kept as a version) and delete files of their modules;
 * everyone searches the texts of the modules they may read. Every change runs in one transaction
 * with its audit entry.
 */
export class DocumentLibrary {
  private readonly store: DatabaseFileStore;

  constructor(private readonly db: Db) {
    this.store = new DatabaseFileStore(db);
  }

  /**
   * Whether the caller looks after this module: `api.fileManage` through a grant whose data
   * conditions hold for the module's area (`fileArea = hr`), and a page showing the module.
   * A module without a responsible area is kept only through a grant without conditions.
   */
  mayManage(request: FastifyRequest, module: InfoModule): boolean {
    const { access } = identityOf(request);
    if (!mayReadModule(module.number, access.granted)) return false;
    const owner = fileAreaOwner(module);
    const record = owner ? { fileArea: owner } : {};
    return visibilityOf(access, API.fileManage.id).some((all) => all.every((c) => holds(c, record)));
  }

  /** Stores a file in a folder (made when new); an existing file's content becomes its next version. */
  async upload(
    request: FastifyRequest,
    moduleNumber: number,
    folder: string,
    name: string,
    content: Buffer,
  ): Promise<{ entry: FileEntry; created: boolean }> {
    const module = this.managed(request, moduleNumber);
    if (!isPlainName(folder)) throw invalid('query.folderName', 'a folder name that does not start with a dot');
    if (!isPlainName(name)) throw invalid('query.fileName', 'a file name that does not start with a dot');
    if (contentTypeOf(name) === 'application/octet-stream') {
      throw new HttpProblem(415, 'unsupported_media_type', 'PDF, images, text, Office documents, MP4 or ZIP');
    }
    if (content.length === 0) throw invalid('body', 'the file is empty');
    if (contentTypeOf(name) === 'application/pdf' && content.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw invalid('body', 'the file is not a PDF');
    }
    // Made before the transaction: decoding a photo takes a while and needs no rows locked.
    const thumbnail = await makeThumbnail(name, content).catch(() => {
      throw invalid('body', `the file is not a readable ${path.extname(name).slice(1).toUpperCase()} image`);
    });
    // Read before the transaction too: a PDF's text takes up to PDF_HARD_LIMIT_MS, in the worker thread.
    const text = await documentText(name, content, request.log);
    const area = moduleDirectory(module);
    const actor = actorOf(request);
    const lastModified = new Date();
    const created = await this.db.transaction(async (tx) => {
      const before = (await new DatabaseFileStore(tx).files(area, folder)).find((f) => f.name === name);
      const file = { module: area, folder, name, content, lastModified, thumbnail, text };
      await storeFile(tx, file, true, personName(request));
      await insertAuditEntry(tx, actor, {
        action: before ? 'replace-file' : 'upload-file',
        entity: 'file',
        entityId: `${area}/${folder}/${name}`,
        before: before ? { size: before.size, lastModified: before.lastModified.toISOString() } : undefined,
        after: { size: content.length },
      });
      return !before;
    });
    return {
      created,
      entry: {
        name,
        size: content.length,
        lastModified: lastModified.toISOString(),
        contentType: contentTypeOf(name),
        ...(thumbnail ? { thumbnail: { width: thumbnail.width, height: thumbnail.height } } : {}),
      },
    };
  }

  /** Removes a file with its versions; the audit trail keeps who and when. */
  async remove(request: FastifyRequest, moduleNumber: number, folder: string, name: string): Promise<void> {
    const module = this.managed(request, moduleNumber);
    const area = moduleDirectory(module);
    const actor = actorOf(request);
    await this.db.transaction(async (tx) => {
      const before = (await new DatabaseFileStore(tx).files(area, folder)).find((f) => f.name === name);
      if (!before || !(await deleteFile(tx, area, folder, name))) throw notFound('file');
      await insertAuditEntry(tx, actor, {
        action: 'delete-file',
        entity: 'file',
        entityId: `${area}/${folder}/${name}`,
        before: { size: before.size, lastModified: before.lastModified.toISOString() },
      });
    });
  }

  async versions(request: FastifyRequest, moduleNumber: number, folder: string, name: string): Promise<FileVersion[]> {
    const module = this.managed(request, moduleNumber);
    const found = await fileVersions(this.db, moduleDirectory(module), folder, name);
    if (found.length === 0 && !(await this.exists(module, folder, name))) throw notFound('file');
    return found.map((v) => ({
      version: v.version,
      size: v.size,
      lastModified: v.lastModified.toISOString(),
      replacedAt: v.replacedAt.toISOString(),
      replacedBy: v.replacedBy,
      ...(v.thumbnail ? { thumbnail: v.thumbnail } : {}),
    }));
  }

  /** An earlier version's own thumbnail; 404 for a version without one. */
  async versionThumbnail(
    request: FastifyRequest,
    moduleNumber: number,
    folder: string,
    name: string,
    version: number,
  ): Promise<Buffer> {
    const module = this.managed(request, moduleNumber);
    const found = await openVersion(this.db, moduleDirectory(module), folder, name, version);
    if (!found) throw notFound('version');
    if (!found.thumbnailImage) throw notFound('thumbnail of the version');
    return found.thumbnailImage.content;
  }

  /**
   * Makes an earlier version the file's content again, with its thumbnail. Nothing is lost: the
   * content it replaces becomes the next version, as on any replacement, and the audit trail says
   * which version came back.
   */
  async restore(
    request: FastifyRequest,
    moduleNumber: number,
    folder: string,
    name: string,
    version: number,
  ): Promise<FileEntry> {
    const module = this.managed(request, moduleNumber);
    const area = moduleDirectory(module);
    const earlier = await openVersion(this.db, area, folder, name, version);
    if (!earlier) throw notFound('version');
    // A version kept before versions had thumbnails gets its own made from its content, before
    // the transaction as on an upload.
    const thumbnail = earlier.thumbnailImage ?? (await thumbnailIfReadable(name, earlier.content));
    const text = await documentText(name, earlier.content, request.log);
    const actor = actorOf(request);
    const lastModified = new Date();
    await this.db.transaction(async (tx) => {
      const before = (await new DatabaseFileStore(tx).files(area, folder)).find((f) => f.name === name);
      if (!before) throw notFound('file');
      const file = { module: area, folder, name, content: earlier.content, lastModified, thumbnail, text };
      await storeFile(tx, file, true, personName(request));
      await insertAuditEntry(tx, actor, {
        action: 'restore-file',
        entity: 'file',
        entityId: `${area}/${folder}/${name}`,
        before: { size: before.size, lastModified: before.lastModified.toISOString() },
        after: { size: earlier.size, version },
      });
    });
    return {
      name,
      size: earlier.size,
      lastModified: lastModified.toISOString(),
      contentType: contentTypeOf(name),
      ...(thumbnail ? { thumbnail: { width: thumbnail.width, height: thumbnail.height } } : {}),
    };
  }

  async version(
    request: FastifyRequest,
    moduleNumber: number,
    folder: string,
    name: string,
    version: number,
  ): Promise<FileDownload> {
    const module = this.managed(request, moduleNumber);
    const file = await openVersion(this.db, moduleDirectory(module), folder, name, version);
    if (!file) throw notFound('version');
    return { file, contentType: contentTypeOf(name) };
  }

  /** Documents whose name or text matches, only from modules the caller may read. */
  async search(request: FastifyRequest, words: string): Promise<DocumentHit[]> {
    const { granted } = identityOf(request).access;
    const areas = INFO_MODULES.filter((m) => mayReadModule(m.number, granted)).map(moduleDirectory);
    const found = await searchDocuments(this.db, areas, words, SEARCH_LIMIT);
    return found.map((d: FoundDocument) => ({
      module: AREAS.get(d.area)!,
      folderName: d.folder === OWN ? '' : d.folder,
      fileName: d.name,
      snippet: d.snippet,
    }));
  }

  private managed(request: FastifyRequest, moduleNumber: number): InfoModule {
    const module = infoModule(moduleNumber);
    if (!module) throw notFound('module');
    if (!this.mayManage(request, module)) throw forbidden('this module is kept by another area');
    return module;
  }

  private async exists(module: InfoModule, folder: string, name: string): Promise<boolean> {
    return (await this.store.files(moduleDirectory(module), folder)).some((f) => f.name === name);
  }
}

/** The person as the versions name them: their name from the sign-in, else what the token says. */
function personName(request: FastifyRequest): string {
  const { claims } = identityOf(request).access.subject;
  const full = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  const actor = actorOf(request);
  return full || claims.preferred_username || claims.email || actor.name || actor.sub;
}
