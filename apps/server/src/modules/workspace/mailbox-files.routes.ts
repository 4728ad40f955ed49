import multipart from '@fastify/multipart';
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MailAttachmentParamsSchema,
  MailAttachmentSchema,
  MailIdParamsSchema,
} from '@hcims/contracts/workspace';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storedFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { multipartOptions, receiveAndRecord, sendDownload, type FileKind, type Storage } from '../../platform/storage/index.js';
import * as files from './mailbox-attachments.service.js';

const tags = ['workspace: mailbox'];
const signedIn = { signedIn: true } as const;
/** The kinds meetings accept (ADR 0117): documents and pictures, recognised by their bytes. */
export const MAIL_FILE_KINDS: FileKind[] = ['pdf', 'png', 'jpeg', 'webp', 'gif', 'docx', 'xlsx', 'pptx', 'text'];

/** /api/workspace/mailbox/:id/attachments: files of a draft (added, removed) and of any copy held (downloaded). */
export function registerMailboxFileRoutes(app: FastifyInstance, run: RequestRunner, storage: Storage): void {
  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(MAIL_ATTACHMENT_MAX_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/workspace/mailbox/:id/attachments',
      {
        schema: {
          tags,
          summary:
            'Add a file to the caller’s draft: multipart with one `file` part; PDF, an image, an Office file or text by content, 10 MB and 10 files at most',
          params: MailIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: MailAttachmentSchema },
        },
        config: signedIn,
      },
      async (request, reply) => {
        // Nothing is stored for a message that is not the caller's draft, or one already full.
        await run(request, (ctx) => files.draftWithRoom(ctx, request.params.id));
        const saved = await receiveAndRecord(request, storage, { maxBytes: MAIL_ATTACHMENT_MAX_BYTES, allow: MAIL_FILE_KINDS }, (file) =>
          run(request, (ctx) => files.addAttachment(ctx, request.params.id, file)),
        );
        return reply.code(201).send(saved);
      },
    );

    api.get(
      '/api/workspace/mailbox/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'A file of a message the caller holds (its sender or a recipient), as an attachment',
          params: MailAttachmentParamsSchema,
          response: { 200: storedFileResponse('The file as uploaded', MAIL_FILE_KINDS) },
        },
        config: signedIn,
      },
      async (request, reply) => {
        const row = await run(request, (ctx) => files.attachmentFor(ctx, request.params.id, request.params.attachmentId));
        return sendDownload(reply, { body: await storage.get(row.storageKey), contentType: row.contentType, fileName: row.fileName });
      },
    );

    api.delete(
      '/api/workspace/mailbox/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'Remove a file from the caller’s draft',
          params: MailAttachmentParamsSchema,
          response: { 204: NoContentSchema },
        },
        config: signedIn,
      },
      async (request, reply) => {
        const keys = await run(request, (ctx) => files.removeAttachment(ctx, request.params.id, request.params.attachmentId));
        for (const key of keys) await storage.delete(key);
        return reply.code(204).send();
      },
    );
  });
}
