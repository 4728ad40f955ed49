import multipart from '@fastify/multipart';
import {
  CHAT_FILE_MAX_BYTES,
  ChatFileParamsSchema,
  ChatMessageSchema,
  ConversationIdParamsSchema,
  FileCaptionSchema,
} from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.js';
import { storedFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { multipartOptions, receiveAndRecord, sendDownload, type Storage } from '../../platform/storage/index.js';
import * as chat from './chat.service.js';
import { MAIL_FILE_KINDS } from './mailbox-files.routes.js';

const tags = ['workspace: chat'];
const signedIn = { signedIn: true } as const;

/** The caption sent with a file (the form's `body` field), checked like a message's text. */
function captionOf(fields: Record<string, string>): string {
  const parsed = FileCaptionSchema.safeParse(fields.body ?? '');
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'The text sent with the file is too long', {
      details: [{ path: 'body.body', message: parsed.error.issues[0]?.message ?? 'is invalid' }],
    });
  }
  return parsed.data;
}

/** A message carrying a file (one per message), and its download by the conversation's members (ADR 0117). */
export function registerChatFileRoutes(app: FastifyInstance, run: RequestRunner, storage: Storage): void {
  void app.register(async (scope) => {
    await scope.register(multipart, multipartOptions(CHAT_FILE_MAX_BYTES));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/workspace/chat/conversations/:id/files',
      {
        schema: {
          tags,
          summary:
            'Send a message carrying a file: multipart with one `file` part (PDF, an image, an Office file or text by content, 10 MB at most) and an optional `body` text',
          params: ConversationIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: ChatMessageSchema },
        },
        config: signedIn,
      },
      async (request, reply) => {
        // Nothing is stored for a conversation the caller is not a member of.
        await run(request, (ctx) => chat.mayPost(ctx, request.params.id));
        const message = await receiveAndRecord(request, storage, { maxBytes: CHAT_FILE_MAX_BYTES, allow: MAIL_FILE_KINDS }, (file) => {
          const caption = captionOf(file.fields);
          return run(request, (ctx) =>
            chat.sendFile(ctx, request.params.id, caption, {
              fileKey: file.key,
              fileName: file.fileName,
              fileType: file.mime,
              fileSize: file.size,
            }),
          );
        });
        return reply.code(201).send(message);
      },
    );

    api.get(
      '/api/workspace/chat/conversations/:id/messages/:messageId/file',
      {
        schema: {
          tags,
          summary: 'The file a message carries, for members of its conversation, as an attachment',
          params: ChatFileParamsSchema,
          response: { 200: storedFileResponse('The file as sent', MAIL_FILE_KINDS) },
        },
        config: signedIn,
      },
      async (request, reply) => {
        const file = await run(request, (ctx) => chat.fileOf(ctx, request.params.id, request.params.messageId));
        return sendDownload(reply, { body: await storage.get(file.fileKey), contentType: file.fileType, fileName: file.fileName });
      },
    );
  });
}
