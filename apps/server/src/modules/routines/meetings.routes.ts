import multipart from '@fastify/multipart';
import {
  MeetingActionItemParamsSchema,
  MeetingAttachmentParamsSchema,
  MeetingAttachmentSchema,
  MeetingPdfQuerySchema,
  MeetingDetailSchema,
  MeetingListQuerySchema,
  MeetingPageSchema,
  RoutinesIdParamsSchema,
  SaveMeetingSchema,
  UpdateMeetingSchema,
} from '@hcims/contracts/routines';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportTable } from '../../platform/exports/index.js';
import { exportFileResponse, storedFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { multipartOptions, receiveAndRecord, sendDownload, type FileKind, type Storage } from '../../platform/storage/index.js';
import { demoReceipt } from './expenses.demo.js';
import { meetingMinutes } from './meetings-export.js';
import * as service from './meetings.service.js';

const tags = ['routines'];
const ATTACHMENT_KINDS: FileKind[] = ['pdf', 'png', 'jpeg', 'webp', 'gif', 'docx', 'xlsx', 'pptx', 'text'];
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** /api/routines/meetings: minutes of meetings, their attendees and action items (routines.meetings). */
export function registerMeetingRoutes(app: FastifyInstance, run: RequestRunner, storage: Storage): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerMeetingFileRoutes(app, run, storage);

  api.get(
    '/api/routines/meetings',
    {
      schema: {
        tags,
        summary: 'One page of meetings the caller may see, by search and date range',
        querystring: MeetingListQuerySchema,
        response: { 200: MeetingPageSchema },
      },
      config: { permission: 'routines.meetings:read' },
    },
    (request) => run(request, (ctx) => service.listMeetings(ctx, request.query)),
  );

  api.get(
    '/api/routines/meetings/:id',
    {
      schema: {
        tags,
        summary: 'One meeting with its attendees, minutes and action items (with their tasks’ status)',
        params: RoutinesIdParamsSchema,
        response: { 200: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:read' },
    },
    (request) => run(request, (ctx) => service.getMeeting(ctx, request.params.id)),
  );

  api.post(
    '/api/routines/meetings',
    {
      schema: {
        tags,
        summary: 'Record a meeting; departments expand to their current members; attendees are notified',
        body: SaveMeetingSchema,
        response: { 201: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createMeeting(ctx, request.body))),
  );

  api.put(
    '/api/routines/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Change a meeting (with the version read); new attendees are notified',
        params: RoutinesIdParamsSchema,
        body: UpdateMeetingSchema,
        response: { 200: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:update' },
    },
    (request) => run(request, (ctx) => service.updateMeeting(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/routines/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a meeting (tasks made from it stay)',
        params: RoutinesIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'routines.meetings:delete' },
    },
    async (request, reply) => {
      const keys = await run(request, (ctx) => service.deleteMeeting(ctx, request.params.id));
      for (const key of keys) await storage.delete(key);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/routines/meetings/:id/action-items/:itemId/task',
    {
      schema: {
        tags,
        summary: 'Turn an action item into a task for its assignee, in one step',
        params: MeetingActionItemParamsSchema,
        response: { 200: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:update' },
    },
    (request) => run(request, (ctx) => service.makeTask(ctx, request.params.id, request.params.itemId)),
  );
}

/** The minutes as PDF, and the meeting's files (upload, download, delete). */
function registerMeetingFileRoutes(app: FastifyInstance, run: RequestRunner, storage: Storage): void {
  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(ATTACHMENT_MAX_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/routines/meetings/:id/pdf',
      {
        schema: {
          tags,
          summary: 'The minutes of one meeting as PDF (attendees, agenda, notes, decisions, action items with their tasks’ status)',
          params: RoutinesIdParamsSchema,
          querystring: MeetingPdfQuerySchema,
          response: { 200: exportFileResponse },
        },
        config: { permission: 'routines.meetings:read' },
      },
      async (request, reply) => {
        const header = request.headers['accept-language'];
        const { table } = await run(request, (ctx) =>
          meetingMinutes(ctx, request.params.id, request.query.lng, typeof header === 'string' ? header : undefined),
        );
        const file = await exportTable(table, 'pdf');
        return sendDownload(reply, { body: file.body, contentType: file.contentType, fileName: 'minutes.pdf', size: file.body.length });
      },
    );

    api.post(
      '/api/routines/meetings/:id/attachments',
      {
        schema: {
          tags,
          summary:
            'Add a file to a meeting: multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB at most',
          params: RoutinesIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: MeetingAttachmentSchema },
        },
        config: { permission: 'routines.meetings:update' },
      },
      async (request, reply) => {
        // Nothing is stored for a meeting the caller cannot change.
        await run(request, (ctx) => service.meetingForAttachment(ctx, request.params.id));
        const saved = await receiveAndRecord(request, storage, { maxBytes: ATTACHMENT_MAX_BYTES, allow: ATTACHMENT_KINDS }, (file) =>
          run(request, (ctx) => service.addAttachment(ctx, request.params.id, file)),
        );
        return reply.code(201).send(saved);
      },
    );

    api.get(
      '/api/routines/meetings/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'A file of a meeting the caller may see, as an attachment',
          params: MeetingAttachmentParamsSchema,
          response: { 200: storedFileResponse('The file as uploaded', ATTACHMENT_KINDS) },
        },
        config: { permission: 'routines.meetings:read' },
      },
      async (request, reply) => {
        const row = await run(request, (ctx) => service.attachmentFor(ctx, request.params.id, request.params.attachmentId));
        const body = row.storageKey ? await storage.get(row.storageKey) : demoReceipt(row.fileName);
        return sendDownload(reply, { body, contentType: row.contentType, fileName: row.fileName });
      },
    );

    api.delete(
      '/api/routines/meetings/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'Remove a file of a meeting the caller may change',
          params: MeetingAttachmentParamsSchema,
          response: { 204: NoContentSchema },
        },
        config: { permission: 'routines.meetings:update' },
      },
      async (request, reply) => {
        const key = await run(request, (ctx) => service.removeAttachment(ctx, request.params.id, request.params.attachmentId));
        if (key) await storage.delete(key);
        return reply.code(204).send();
      },
    );
  });
}
