import { z } from 'zod';
import { INFO_MODULE_MAX, INFO_MODULE_MIN, type InfoModule } from './routes/infoModules';

export * from './galleries';

/**
 * The file areas of the info-system modules (spec §7 "Files"): `/api/File/folders`,
 * `/api/File/files`, `/api/File/file` and `/api/File/fileByModule`. Names in a request must be
 * names a listing returned (T28); rules in docs/files.md.
 */

/** A module number in a query: decimal digits only (no empty value, sign, exponent or fraction), 0–76. */
export const infoModuleNumberSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'a module number 0–76')
  .transform(Number)
  .pipe(z.number().int().min(INFO_MODULE_MIN).max(INFO_MODULE_MAX));

/** One path segment as a listing shows it: no separators, no NUL, not `.`/`..`, at most 255 characters. */
export const fileAreaName = z
  .string()
  .min(1)
  .max(255)
  .refine((n) => !/[/\\\0]/.test(n) && n !== '.' && n !== '..', 'a name from a listing');

export const fileFolderSchema = z.object({
  name: z.string(),
  lastModified: z.iso.datetime({ offset: true }),
});
export type FileFolder = z.infer<typeof fileFolderSchema>;

/** A stored image's thumbnail (`GET /File/thumbnail`, a WebP): its size, so a gallery reserves the space. */
export const thumbnailSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Thumbnail = z.infer<typeof thumbnailSchema>;

export const fileEntrySchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  lastModified: z.iso.datetime({ offset: true }),
  contentType: z.string(),
  /** Only for an image the server made a thumbnail of. */
  thumbnail: thumbnailSchema.optional(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/**
 * Who looks after a module's files (docs/files.md "Managing files"): the responsible roles upload,
 * replace and delete through `api.fileManage`, each through a permission set whose data condition
 * names its area (`fileArea = hr`). A module without a responsible area is kept by administrators.
 */
export const FILE_AREA_OWNERS = ['hr', 'worksCouncil', 'safety', 'marketing'] as const;
export type FileAreaOwner = (typeof FILE_AREA_OWNERS)[number];

const OWNED_MODULES: Readonly<Record<FileAreaOwner, readonly string[]>> = {
  hr: ['hr', 'forms', 'career', 'internalJobAdvertisement', 'benefits', 'education'],
  worksCouncil: ['worksCouncil', 'companyAgreements', 'officeHours'],
  safety: ['coronaGroupDE', 'coronaGroupCZ', 'coronaArboniaDE', 'companyMedicalService'],
  marketing: ['infoSystemsGroupDE', 'infoSystemsGroupCZ', 'events', 'news', 'regionalNews', 'photogallery', 'links'],
};

/** The area responsible for a module: the safety topics (23–74) belong to the safety officer. */
export function fileAreaOwner(module: InfoModule): FileAreaOwner | undefined {
  if (module.name.startsWith('occupationalSafety')) return 'safety';
  return FILE_AREA_OWNERS.find((owner) => OWNED_MODULES[owner].includes(module.name));
}

/** What the caller may do in a module: the shell shows the management controls only when true. */
export const fileAreaRightsSchema = z.object({ mayManage: z.boolean() });
export type FileAreaRights = z.infer<typeof fileAreaRightsSchema>;

/** An earlier content of a file, numbered from 1 (oldest). */
export const fileVersionSchema = z.object({
  version: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  lastModified: z.iso.datetime({ offset: true }),
  replacedAt: z.iso.datetime({ offset: true }),
  replacedBy: z.string(),
  /** The version's own thumbnail, when it is an image that had one (`GET /File/versionThumbnail`). */
  thumbnail: thumbnailSchema.optional(),
});
export type FileVersion = z.infer<typeof fileVersionSchema>;

/** A version number in a query: digits only. */
export const fileVersionNumberSchema = z
  .string()
  .regex(/^\d{1,9}$/, 'a version number')
  .transform(Number)
  .pipe(z.number().int().positive());

/** The words searched for: 2–200 characters of text. */
export const documentSearchQuerySchema = z.string().trim().min(2).max(200);

/** One document found by the full-text search, with a snippet (HIT_START/HIT_END frame the matched words, documentSnippets.ts). */
export const documentHitSchema = z.object({
  module: z.number().int(),
  folderName: z.string(),
  fileName: z.string(),
  snippet: z.string(),
});
export type DocumentHit = z.infer<typeof documentHitSchema>;

/** Largest upload: a scanned form or a brochure, not a video. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
