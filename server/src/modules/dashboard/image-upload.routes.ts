import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { IMAGE_MAX_BYTES, uploadedPicture } from '../../platform/pictures.ts';
import { route } from '../../platform/route.ts';
import { uploadedImage, uploadProductImage, uploadStoreLogo } from './image-upload.service.ts';

export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  route(app, api.uploadImage, async (request) =>
    uploadProductImage(request.ctx, request.params.id, await uploadedPicture(request)),
  );

  route(app, api.uploadLogo, async (request) =>
    uploadStoreLogo(request.ctx, await uploadedPicture(request), () => app.tenants.invalidate()),
  );

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
