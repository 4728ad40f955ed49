import { z } from 'zod';
import {
  AnnouncementAudienceOptionsSchema,
  AnnouncementListQuerySchema,
  AnnouncementPageSchema,
  AnnouncementReadersPageSchema,
  AnnouncementReadersQuerySchema,
  AnnouncementSchema,
  AnnouncementTransitionSchema,
  CreateAnnouncementSchema,
  PublishAnnouncementSchema,
  TaskIdParamsSchema,
  UpdateAnnouncementSchema,
} from '@hcims/contracts/tasks';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestRunner } from '../../platform/request/index.js';
import type { Storage } from '../../platform/storage/index.js';
import * as service from './announcements.service.js';

const tags = ['tasks'];

/** /api/tasks/announcements: write, publish and read announcements; authors see read counts. */
export function registerAnnouncementRoutes(app: FastifyInstance, run: RequestRunner, storage: Storage): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/tasks/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements: every one for authors, the published ones addressed to the caller for readers',
        querystring: AnnouncementListQuerySchema,
        response: { 200: AnnouncementPageSchema },
      },
      config: { permission: 'tasks.announcements:read' },
    },
    (request) => run(request, (ctx) => service.listAnnouncements(ctx, request.query)),
  );

  api.get(
    '/api/tasks/announcements/audience',
    {
      schema: {
        tags,
        summary: 'The departments and branches an announcement may address (authors)',
        response: { 200: AnnouncementAudienceOptionsSchema },
      },
      config: { permission: 'tasks.announcements:create' },
    },
    (request) => run(request, (ctx) => service.audienceOptions(ctx)),
  );

  api.get(
    '/api/tasks/announcements/:id',
    {
      schema: {
        tags,
        summary: 'One announcement: any for authors, for readers one addressed to them and visible now',
        params: TaskIdParamsSchema,
        response: { 200: AnnouncementSchema },
      },
      config: { permission: 'tasks.announcements:read' },
    },
    (request) => run(request, (ctx) => service.getAnnouncement(ctx, request.params.id)),
  );

  api.get(
    '/api/tasks/announcements/:id/readers',
    {
      schema: {
        tags,
        summary: 'Who in the audience has read the announcement and who has not (authors)',
        params: TaskIdParamsSchema,
        querystring: AnnouncementReadersQuerySchema,
        response: { 200: AnnouncementReadersPageSchema },
      },
      config: { permission: 'tasks.announcements:update' },
    },
    (request) => run(request, (ctx) => service.readersOf(ctx, request.params.id, request.query)),
  );

  api.post(
    '/api/tasks/announcements/:id/status',
    {
      schema: {
        tags,
        summary: 'Change the status: publish (scheduled when its publish time is ahead), back to draft, archive (with its version)',
        params: TaskIdParamsSchema,
        body: AnnouncementTransitionSchema,
        response: { 200: AnnouncementSchema },
      },
      config: { permission: 'tasks.announcements:update' },
    },
    (request) => run(request, (ctx) => service.moveAnnouncement(ctx, request.params.id, request.body)),
  );

  api.post(
    '/api/tasks/announcements',
    {
      schema: {
        tags,
        summary: 'Write an announcement (a draft, or published at once)',
        body: CreateAnnouncementSchema,
        response: { 201: AnnouncementSchema },
      },
      config: { permission: 'tasks.announcements:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createAnnouncement(ctx, request.body))),
  );

  api.patch(
    '/api/tasks/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Change an announcement (with its version)',
        params: TaskIdParamsSchema,
        body: UpdateAnnouncementSchema,
        response: { 200: AnnouncementSchema },
      },
      config: { permission: 'tasks.announcements:update' },
    },
    (request) => run(request, (ctx) => service.updateAnnouncement(ctx, request.params.id, request.body)),
  );

  api.post(
    '/api/tasks/announcements/:id/remind',
    {
      schema: {
        tags,
        summary: 'Remind the audience who have not read a published announcement (a notice in their bell; once an hour)',
        params: TaskIdParamsSchema,
        response: { 200: z.object({ reminded: z.number().int().describe('How many people were reminded') }) },
      },
      config: { permission: 'tasks.announcements:update' },
    },
    (request) => run(request, (ctx) => service.remindUnread(ctx, request.params.id)),
  );

  api.post(
    '/api/tasks/announcements/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft or a scheduled one (with its version); a draft whose publish time is ahead is scheduled',
        params: TaskIdParamsSchema,
        body: PublishAnnouncementSchema,
        response: { 200: AnnouncementSchema },
      },
      config: { permission: 'tasks.announcements:update' },
    },
    (request) =>
      run(request, (ctx) => service.moveAnnouncement(ctx, request.params.id, { to: 'published', version: request.body.version })),
  );

  api.post(
    '/api/tasks/announcements/:id/read',
    {
      schema: { tags, summary: 'Mark an announcement read by the caller', params: TaskIdParamsSchema, response: { 204: NoContentSchema } },
      config: { permission: 'tasks.announcements:read' },
    },
    async (request, reply) => {
      await run(request, (ctx) => service.markRead(ctx, request.params.id));
      return reply.code(204).send();
    },
  );

  api.delete(
    '/api/tasks/announcements/:id',
    {
      schema: { tags, summary: 'Delete an announcement', params: TaskIdParamsSchema, response: { 204: NoContentSchema } },
      config: { permission: 'tasks.announcements:delete' },
    },
    async (request, reply) => {
      const keys = await run(request, (ctx) => service.deleteAnnouncement(ctx, request.params.id));
      for (const key of keys) await storage.delete(key);
      return reply.code(204).send();
    },
  );
}
