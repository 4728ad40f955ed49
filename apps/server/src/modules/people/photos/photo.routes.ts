import { imageFileResponse } from '../../../platform/http/responses.js';
import { EmployeeIdParamsSchema, EmployeeSchema } from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestRunner } from '../../../platform/request/index.js';
import { receiveUpload } from '../../../platform/storage/index.js';
import type { PeopleDeps } from '../people.deps.js';
import { avatarSvg } from './avatar.js';
import * as photos from './photo.service.js';

const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const tags = ['people'];

/** Photos: any holder of people.employees:read sees any colleague's photo (as in the directory); changing one follows the update scope. */
export function registerPhotoRoutes(scope: FastifyInstance, deps: PeopleDeps, run: RequestRunner): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/people/employees/:id/photo',
    {
      schema: {
        tags,
        summary: 'The uploaded photo, or a generated avatar (SVG: initials on a colour from the id)',
        params: EmployeeIdParamsSchema,
        response: { 200: imageFileResponse('The uploaded photo, or a generated avatar (SVG)', ['image/svg+xml']) },
      },
      config: { permission: 'people.employees:read' },
    },
    async (request, reply) => {
      const found = await run(request, (ctx) => photos.photo(ctx, request.params.id));
      void reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        // The URL carries the photo's version (?v=), so a private cache may keep it a while.
        .header('cache-control', 'private, max-age=3600');
      if (found.photoKey && found.photoType) {
        const stat = await deps.storage.stat(found.photoKey);
        if (stat) {
          void reply.header('content-type', found.photoType).header('content-length', String(stat.size));
          return reply.send(await deps.storage.get(found.photoKey));
        }
      }
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(avatarSvg(found.id, found.name));
    },
  );

  api.put(
    '/api/people/employees/:id/photo',
    {
      schema: {
        tags,
        summary: 'Upload a photo: multipart with one `file` part; PNG, JPEG or WEBP by content, 2 MB at most',
        params: EmployeeIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: EmployeeSchema },
      },
      config: { permission: 'people.employees:update' },
    },
    async (request) => {
      // The scope check comes before anything is stored.
      await run(request, (ctx) => photos.mayChangePhoto(ctx, request.params.id));
      const upload = await receiveUpload(request, deps.storage, { maxBytes: PHOTO_MAX_BYTES, allow: ['png', 'jpeg', 'webp'] });
      try {
        const { view, previous } = await run(request, (ctx) =>
          photos.setPhoto(ctx, request.params.id, { key: upload.key, mime: upload.type.mime }),
        );
        if (previous) await deps.storage.delete(previous);
        return view;
      } catch (error) {
        await deps.storage.delete(upload.key);
        throw error;
      }
    },
  );

  api.delete(
    '/api/people/employees/:id/photo',
    {
      schema: {
        tags,
        summary: 'Remove the photo (the generated avatar shows again)',
        params: EmployeeIdParamsSchema,
        response: { 200: EmployeeSchema },
      },
      config: { permission: 'people.employees:update' },
    },
    async (request) => {
      const { view, previous } = await run(request, (ctx) => photos.setPhoto(ctx, request.params.id, null));
      if (previous) await deps.storage.delete(previous);
      return view;
    },
  );
}
