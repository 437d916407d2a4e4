import type { InfoModule } from './routes/infoModules';

/**
 * The photo galleries of the file areas (docs/files.md "Thumbnails"), for the server and the shell
 * alike; kept apart from files.ts so the shell takes them without the zod schemas.
 */

/** The longer side of a thumbnail, in pixels: three to a row on a laptop, sharp on a phone. */
export const THUMBNAIL_SIZE = 320;

/** The modules whose pages show their files as a grid of photos rather than a list. */
const GALLERY_MODULES: readonly string[] = ['photogallery', 'mealPhotos'];

export function isGallery(module: InfoModule): boolean {
  return GALLERY_MODULES.includes(module.name);
}
