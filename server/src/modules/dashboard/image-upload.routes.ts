import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { manageEndpoints as api } from '@storefront/contract/manage.endpoints';
import { BadRequest } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { uploadedImage, uploadProductImage } from './image-upload.service.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  route(app, api.uploadImage, async (request) => {
    if (!request.isMultipart())
      throw new BadRequest('Send the image as multipart/form-data', { image: 'Required' });
    const file = await request.file();
    if (!file) throw new BadRequest('Choose an image to upload', { image: 'Required' });
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw new BadRequest('The image is larger than 5 MB', { image: 'At most 5 MB' });
    }
    return uploadProductImage(request.ctx, request.params.id, bytes);
  });

  app.get(
    '/media/uploads/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^\d{1,9}\.webp$/, 'Unknown image') }),
      },
    },
    async (request, reply) => {
      const image = await uploadedImage(request.ctx, Number.parseInt(request.params.file, 10));
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(image.data);
    },
  );
};
