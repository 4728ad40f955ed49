import multipart from '@fastify/multipart';
import {
  TASK_FILE_MAX_BYTES,
  TaskAttachmentListSchema,
  TaskAttachmentParamsSchema,
  TaskAttachmentSchema,
  TaskFileSchema,
  TaskIdParamsSchema,
  TaskUpdateParamsSchema,
} from '@hcims/contracts/tasks';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storedFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { multipartOptions, receiveAndRecord, sendDownload, type FileKind, type Storage } from '../../platform/storage/index.js';
import * as notices from './announcement-files.service.js';
import * as files from './attachments.service.js';
import type { TasksDeps } from './tasks.service.js';

const tags = ['tasks'];
/** Like meetings' files (ADR 0124): documents, images, Office files and text, by content. */
const FILE_KINDS: FileKind[] = ['pdf', 'png', 'jpeg', 'webp', 'gif', 'docx', 'xlsx', 'pptx', 'text'];
const upload = { maxBytes: TASK_FILE_MAX_BYTES, allow: FILE_KINDS };
const addSummary = 'multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB at most';

/** Files of tasks, of progress updates and of announcements: upload, list, download, remove. */
export function registerAttachmentRoutes(app: FastifyInstance, run: RequestRunner, d: TasksDeps, storage: Storage): void {
  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(TASK_FILE_MAX_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/tasks/tasks/:id/attachments',
      {
        schema: {
          tags,
          summary: 'A task’s own files (its progress updates’ files come with the updates), and whether the caller may add one',
          params: TaskIdParamsSchema,
          response: { 200: TaskAttachmentListSchema },
        },
        config: { permission: 'tasks.tasks:read' },
      },
      (request) => run(request, (ctx) => files.listTaskFiles(d, ctx, request.params.id)),
    );

    api.post(
      '/api/tasks/tasks/:id/attachments',
      {
        schema: {
          tags,
          summary: `Add a file to a task the caller may change: ${addSummary}`,
          params: TaskIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: TaskAttachmentSchema },
        },
        config: { permission: 'tasks.tasks:update' },
      },
      async (request, reply) => {
        // Nothing is stored for a task the caller cannot change, nor past the limit.
        await run(request, (ctx) => files.taskForFile(d, ctx, request.params.id));
        const saved = await receiveAndRecord(request, storage, upload, (file) =>
          run(request, (ctx) => files.addTaskFile(d, ctx, request.params.id, file)),
        );
        return reply.code(201).send(saved);
      },
    );

    api.post(
      '/api/tasks/tasks/:id/updates/:updateId/attachment',
      {
        schema: {
          tags,
          summary: `Add the one file of a progress update, by its author: ${addSummary}`,
          params: TaskUpdateParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: TaskFileSchema },
        },
        config: { permission: 'tasks.tasks:update' },
      },
      async (request, reply) => {
        const { id, updateId } = request.params;
        await run(request, (ctx) => files.updateForFile(d, ctx, id, updateId));
        const saved = await receiveAndRecord(request, storage, upload, (file) =>
          run(request, (ctx) => files.addUpdateFile(d, ctx, id, updateId, file)),
        );
        return reply.code(201).send(saved);
      },
    );

    api.get(
      '/api/tasks/tasks/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'A file of a task the caller sees (its own or a progress update’s), as an attachment',
          params: TaskAttachmentParamsSchema,
          response: { 200: storedFileResponse('The file as uploaded', FILE_KINDS) },
        },
        config: { permission: 'tasks.tasks:read' },
      },
      async (request, reply) => {
        const row = await run(request, (ctx) => files.taskFileFor(d, ctx, request.params.id, request.params.attachmentId));
        return sendDownload(reply, { body: await storage.get(row.storageKey), contentType: row.contentType, fileName: row.fileName });
      },
    );

    api.delete(
      '/api/tasks/tasks/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'Remove a file of a task: its uploader, or whoever may change the task',
          params: TaskAttachmentParamsSchema,
          response: { 204: NoContentSchema },
        },
        config: { permission: 'tasks.tasks:update' },
      },
      async (request, reply) => {
        const key = await run(request, (ctx) => files.removeTaskFile(d, ctx, request.params.id, request.params.attachmentId));
        await storage.delete(key);
        return reply.code(204).send();
      },
    );

    api.get(
      '/api/tasks/announcements/:id/attachments',
      {
        schema: {
          tags,
          summary: 'An announcement’s files, for its authors and every reader it is addressed to',
          params: TaskIdParamsSchema,
          response: { 200: TaskAttachmentListSchema },
        },
        config: { permission: 'tasks.announcements:read' },
      },
      (request) => run(request, (ctx) => notices.listAnnouncementFiles(ctx, request.params.id)),
    );

    api.post(
      '/api/tasks/announcements/:id/attachments',
      {
        schema: {
          tags,
          summary: `Add a file to an announcement not archived: ${addSummary}`,
          params: TaskIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: TaskAttachmentSchema },
        },
        config: { permission: 'tasks.announcements:update' },
      },
      async (request, reply) => {
        await run(request, (ctx) => notices.announcementForFile(ctx, request.params.id));
        const saved = await receiveAndRecord(request, storage, upload, (file) =>
          run(request, (ctx) => notices.addAnnouncementFile(ctx, request.params.id, file)),
        );
        return reply.code(201).send(saved);
      },
    );

    api.get(
      '/api/tasks/announcements/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'A file of an announcement the caller may read, as an attachment',
          params: TaskAttachmentParamsSchema,
          response: { 200: storedFileResponse('The file as uploaded', FILE_KINDS) },
        },
        config: { permission: 'tasks.announcements:read' },
      },
      async (request, reply) => {
        const row = await run(request, (ctx) => notices.announcementFileFor(ctx, request.params.id, request.params.attachmentId));
        return sendDownload(reply, { body: await storage.get(row.storageKey), contentType: row.contentType, fileName: row.fileName });
      },
    );

    api.delete(
      '/api/tasks/announcements/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'Remove a file of an announcement not archived',
          params: TaskAttachmentParamsSchema,
          response: { 204: NoContentSchema },
        },
        config: { permission: 'tasks.announcements:update' },
      },
      async (request, reply) => {
        const key = await run(request, (ctx) => notices.removeAnnouncementFile(ctx, request.params.id, request.params.attachmentId));
        await storage.delete(key);
        return reply.code(204).send();
      },
    );
  });
}
