import sharp from 'sharp';

/** The long side of a stored image; screens and the apps never show more. */
export const MAX_IMAGE_SIDE = 2048;

// A 10 MB PNG of one colour can claim 30,000 x 30,000 pixels; decoding it would take gigabytes.
// 120 MP still admits the largest phone cameras (108 MP).
const MAX_INPUT_PIXELS = 120_000_000;

export type EncodedImage = { data: Buffer; width: number; height: number; contentType: 'image/webp' };

/**
 * Decodes and re-encodes: upright by its EXIF orientation, at most MAX_IMAGE_SIDE on the long side,
 * as WebP (one type to serve, smaller than JPEG/PNG, shown by every browser Brigade supports). sharp
 * writes no metadata unless asked, so EXIF (GPS, camera serials) and comments are gone, and what is
 * stored is sharp's own output, never the uploaded bytes (no polyglot survives). PNG sources keep
 * sharp edges with near-lossless encoding; photos are lossy.
 */
export async function reencodeImage(input: Buffer, sourceMime: string): Promise<EncodedImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp(sourceMime === 'image/png' ? { nearLossless: true, quality: 80 } : { quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: 'image/webp' };
}
