import { z } from 'zod';
import { INFO_MODULE_MAX, INFO_MODULE_MIN } from './routes/infoModules';

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

export const fileEntrySchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  lastModified: z.iso.datetime({ offset: true }),
  contentType: z.string(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;
