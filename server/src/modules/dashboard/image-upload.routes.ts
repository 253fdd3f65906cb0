import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { BadRequest } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { uploadedImage, uploadProductImage, uploadStoreLogo } from './image-upload.service.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const unreadable = () =>
  new BadRequest('The upload could not be read: send one image as multipart/form-data', {
    image: 'Unreadable upload',
  });

/** The one image part's bytes; a malformed multipart body (no boundary, bad parts, extra parts) is a 400. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
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

export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  route(app, api.uploadImage, async (request) => {
    if (!request.isMultipart())
      throw new BadRequest('Send the image as multipart/form-data', { image: 'Required' });
    return uploadProductImage(request.ctx, request.params.id, await uploadedBytes(request));
  });

  route(app, api.uploadLogo, async (request) => {
    if (!request.isMultipart())
      throw new BadRequest('Send the image as multipart/form-data', { image: 'Required' });
    return uploadStoreLogo(request.ctx, await uploadedBytes(request), () => app.tenants.invalidate());
  });

  app.get(
    '/media/uploads/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^\d{1,9}(-400)?\.webp$/, 'Unknown image') }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const image = await uploadedImage(request.ctx, Number.parseInt(file, 10), file.endsWith('-400.webp'));
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(image.data);
    },
  );
};
