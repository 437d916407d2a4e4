import path from 'node:path';
import {
  API,
  documentHitSchema,
  documentSearchQuerySchema,
  fileAreaName,
  fileAreaRightsSchema,
  fileEntrySchema,
  fileFolderSchema,
  fileVersionNumberSchema,
  fileVersionSchema,
  INFO_MODULES,
  infoModule,
  infoModuleNumberSchema,
  LOCALES,
  MAX_UPLOAD_BYTES,
  problemSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { downloadResponse, sendDownload } from '../../http/download';
import { identityOf } from '../../http/guard';
import type { CoreServices } from '../../platform/core-services';
import { mealPlanPdf } from '../canteen/service';
import { DatabaseFileStore, importFiles, makeMissingThumbnails, readMissingTexts } from './database-store';
import { DocumentLibrary } from './library';
import { FileService, moduleDirectory } from './service';
import { LocalFileStore } from './store';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const uploadErrors = { ...errors, 413: problemSchema, 415: problemSchema };

/** The spec writes both `selectedModule` and `SelectedModule`: query names are matched without case. */
function query<T extends z.ZodRawShape>(shape: T) {
  const names = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  return z.preprocess(
    (raw) =>
      raw && typeof raw === 'object'
        ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [names.get(k.toLowerCase()) ?? k, v]))
        : raw,
    z.object(shape),
  );
}

const inModule = { selectedModule: infoModuleNumberSchema };
/** The reader's language, for a fixed file made from live data (the meal plan); German without one. */
const aFixedFile = { ...inModule, locale: z.enum(LOCALES).optional() };
const inFolder = { ...inModule, folderName: fileAreaName };
const aFile = { ...inFolder, fileName: fileAreaName };
const aVersion = { ...aFile, version: fileVersionNumberSchema };

/** The directories of every info-system module, as the file areas name them. */
export const FILE_AREAS = INFO_MODULES.map(moduleDirectory);

/**
 * The file areas of spec §7 ("Files (GET)"): folders and files of an info-system module and
 * their downloads, from the database every process shares. Files found on the disk under
 * PORTAL_FILES_DIR and not stored yet are brought in first. Rules: docs/files.md; access:
 * docs/permissions.md.
 */
export async function fileRoutes(scope: FastifyInstance, deps: CoreServices<'config' | 'database'>): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const imported = await importFiles(
    deps.database.db,
    new LocalFileStore(deps.config.filesDir),
    FILE_AREAS,
    false,
    scope.log,
  );
  if (imported > 0) scope.log.info({ imported }, 'files from the disk stored in the database');
  const read = await readMissingTexts(deps.database.db, scope.log);
  if (read > 0) scope.log.info({ read }, 'texts of stored files read for the search');
  const thumbnails = await makeMissingThumbnails(deps.database.db);
  if (thumbnails > 0) scope.log.info({ thumbnails }, 'thumbnails made for stored images');
  // The meal plan's document is made from the canteen's plans of the week (docs/files.md).
  const files = new FileService(new DatabaseFileStore(deps.database.db), {
    mealPlan: (locale) => mealPlanPdf(deps.database.db, locale),
  });
  const library = new DocumentLibrary(deps.database.db);
  const manage = { access: needs(API.fileManage) };
  const config = { access: needs(API.file) };
  const tags = ['File'];
  const granted = (request: Parameters<typeof identityOf>[0]) => identityOf(request).access.granted;

  app.get(
    '/File/folders',
    { config, schema: { tags, querystring: query(inModule), response: { 200: z.array(fileFolderSchema), ...errors } } },
    (request) => files.folders(request.query.selectedModule, granted(request)),
  );
  app.get(
    '/File/files',
    { config, schema: { tags, querystring: query(inFolder), response: { 200: z.array(fileEntrySchema), ...errors } } },
    (request) => files.files(request.query.selectedModule, request.query.folderName, granted(request)),
  );
  app.get(
    '/File/file',
    { config, schema: { tags, querystring: query(aFile), response: { 200: downloadResponse('*/*'), ...errors } } },
    async (request, reply) => {
      const { selectedModule, folderName, fileName } = request.query;
      const { file, contentType } = await files.file(selectedModule, folderName, fileName, granted(request));
      return sendDownload(reply, { filename: file.name, contentType, body: file.stream(), size: file.size });
    },
  );
  app.get(
    '/File/thumbnail',
    {
      config,
      schema: { tags, querystring: query(aFile), response: { 200: downloadResponse('image/webp'), ...errors } },
    },
    async (request, reply) => {
      const { selectedModule, folderName, fileName } = request.query;
      const { name, content } = await files.thumbnail(selectedModule, folderName, fileName, granted(request));
      return sendDownload(reply, { filename: name, contentType: 'image/webp', body: content, size: content.length });
    },
  );
  app.get(
    '/File/fileByModule',
    {
      config,
      schema: { tags, querystring: query(aFixedFile), response: { 200: downloadResponse('*/*'), ...errors } },
    },
    async (request, reply) => {
      const { selectedModule, locale } = request.query;
      const { file, contentType } = await files.fileByModule(selectedModule, granted(request), locale);
      return sendDownload(reply, {
        filename: path.basename(file.name),
        contentType,
        body: file.stream(),
        size: file.size,
      });
    },
  );

  app.get(
    '/File/rights',
    { config, schema: { tags, querystring: query(inModule), response: { 200: fileAreaRightsSchema, ...errors } } },
    (request) => {
      const module = infoModule(request.query.selectedModule);
      if (!module) return { mayManage: false };
      return { mayManage: library.mayManage(request, module) };
    },
  );
  app.get(
    '/File/search',
    {
      config,
      schema: {
        tags,
        querystring: query({ q: documentSearchQuerySchema }),
        response: { 200: z.array(documentHitSchema), ...errors },
      },
    },
    (request) => library.search(request, request.query.q),
  );
  app.get(
    '/File/versions',
    {
      config: manage,
      schema: { tags, querystring: query(aFile), response: { 200: z.array(fileVersionSchema), ...errors } },
    },
    (request) => {
      const { selectedModule, folderName, fileName } = request.query;
      return library.versions(request, selectedModule, folderName, fileName);
    },
  );
  app.get(
    '/File/version',
    {
      config: manage,
      schema: { tags, querystring: query(aVersion), response: { 200: downloadResponse('*/*'), ...errors } },
    },
    async (request, reply) => {
      const { selectedModule, folderName, fileName, version } = request.query;
      const { file, contentType } = await library.version(request, selectedModule, folderName, fileName, version);
      return sendDownload(reply, { filename: file.name, contentType, body: file.stream(), size: file.size });
    },
  );
  app.get(
    '/File/versionThumbnail',
    {
      config: manage,
      schema: { tags, querystring: query(aVersion), response: { 200: downloadResponse('image/webp'), ...errors } },
    },
    async (request, reply) => {
      const { selectedModule, folderName, fileName, version } = request.query;
      const content = await library.versionThumbnail(request, selectedModule, folderName, fileName, version);
      const filename = `${path.parse(fileName).name}.webp`;
      return sendDownload(reply, { filename, contentType: 'image/webp', body: content, size: content.length });
    },
  );
  // The version becomes the content again (with its thumbnail); the content it replaces is kept as the next version.
  app.post(
    '/File/restore',
    {
      config: manage,
      schema: { tags, querystring: query(aVersion), response: { 200: fileEntrySchema, ...errors } },
    },
    (request) => {
      const { selectedModule, folderName, fileName, version } = request.query;
      return library.restore(request, selectedModule, folderName, fileName, version);
    },
  );
  app.delete(
    '/File/file',
    { config: manage, schema: { tags, querystring: query(aFile), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { selectedModule, folderName, fileName } = request.query;
      await library.remove(request, selectedModule, folderName, fileName);
      return reply.status(204).send(null);
    },
  );
  // The upload is the file itself as the body (any Content-Type), named in the query like a
  // download: names are UTF-8, which a header cannot carry as it is. Bounded by MAX_UPLOAD_BYTES.
  await scope.register(async (inner) => {
    inner.removeAllContentTypeParsers();
    inner.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    inner.withTypeProvider<ZodTypeProvider>().put(
      '/File/file',
      {
        config: manage,
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          querystring: query(aFile),
          response: { 200: fileEntrySchema, 201: fileEntrySchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { selectedModule, folderName, fileName } = request.query;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { entry, created } = await library.upload(request, selectedModule, folderName, fileName, body);
        return reply.status(created ? 201 : 200).send(entry);
      },
    );
  });
}
