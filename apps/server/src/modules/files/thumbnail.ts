import path from 'node:path';
import { THUMBNAIL_SIZE, type Thumbnail } from '@portal/contracts';
import sharp from 'sharp';

// A server holds many small images briefly: libvips' operation cache would keep them in memory.
sharp.cache(false);

/** The images the galleries show, by extension (the same names contentTypeOf calls images). */
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp']);

/**
 * Larger than any photo a camera makes (50 megapixels), far below what would exhaust the server:
 * a 20 MB PNG of one colour can claim billions of pixels.
 */
const MAX_INPUT_PIXELS = 60_000_000;

export interface MadeThumbnail extends Thumbnail {
  readonly content: Buffer;
}

export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(path.extname(name).toLowerCase());
}

/**
 * The thumbnail of an image file: a WebP whose longer side is at most THUMBNAIL_SIZE (a smaller
 * image keeps its size), turned upright as the camera's orientation tag says, without the
 * original's metadata (a phone photo's position stays in the original only); an animated GIF
 * shows its first frame. Undefined for a file that is not an image by its name. Rejects when the
 * bytes are not a readable image of that kind.
 */
export async function makeThumbnail(name: string, content: Buffer): Promise<MadeThumbnail | undefined> {
  if (!isImageName(name)) return undefined;
  const { data, info } = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  return { content: data, width: info.width, height: info.height };
}

/** As makeThumbnail, but an unreadable image gets none: an import or a start stores the file all the same. */
export async function thumbnailIfReadable(name: string, content: Buffer): Promise<MadeThumbnail | undefined> {
  return makeThumbnail(name, content).catch(() => undefined);
}
