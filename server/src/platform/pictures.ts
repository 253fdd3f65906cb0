import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { BadRequest } from './errors.ts';

/** The largest picture a manager or a customer may upload. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side of a stored picture, in pixels. */
export const IMAGE_MAX_SIDE = 800;

const unreadable = () =>
  new BadRequest('The upload could not be read: send one image as multipart/form-data', {
    image: 'Unreadable upload',
  });

/**
 * The one image part of a multipart request, as bytes; not multipart, no file, too large or a malformed body
 * (no boundary, bad parts, extra parts) is a 400. The route's plugin registers `@fastify/multipart` with
 * `fileSize: IMAGE_MAX_BYTES`.
 */
export async function uploadedPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new BadRequest('Send the image as multipart/form-data', { image: 'Required' });
  const file = await request.file().catch(() => {
    throw unreadable();
  });
  if (!file) throw new BadRequest('Choose an image to upload', { image: 'Required' });
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BadRequest('The image is larger than 5 MB', { image: 'At most 5 MB' });
    throw unreadable();
  }
}

/** Any picture sharp can read, shrunk to fit 800×800 (never enlarged) as WebP; anything else is 400. */
export async function resizeImage(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BadRequest('Please upload a JPEG, PNG, WebP or GIF image', { image: 'Not a readable image' });
  }
}
