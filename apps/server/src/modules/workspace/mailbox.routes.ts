import {
  ComposeMailSchema,
  MailIdParamsSchema,
  MailListQuerySchema,
  MailListSchema,
  MailSchema,
  NewMailSchema,
  UpdateMailSchema,
} from '@hcims/contracts/workspace';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestRunner } from '../../platform/request/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { registerMailboxFileRoutes } from './mailbox-files.routes.js';
import * as mailbox from './mailbox.service.js';

const tags = ['workspace: mailbox'];
const signedIn = { signedIn: true } as const;

/** /api/workspace/mailbox: the caller's internal mail in the active company (ADR 0105). */
export function registerMailboxRoutes(app: FastifyInstance, run: RequestRunner, storage: Storage): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerMailboxFileRoutes(app, run, storage);

  api.get(
    '/api/workspace/mailbox',
    {
      schema: {
        tags,
        summary: 'The caller’s messages of one folder, newest first, with unread counts',
        querystring: MailListQuerySchema,
        response: { 200: MailListSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => mailbox.listMail(ctx, request.query)),
  );

  api.post(
    '/api/workspace/mailbox',
    {
      schema: {
        tags,
        summary: 'Write a message to members of the company: sent at once, or kept as a draft; a forward carries its original’s files',
        body: NewMailSchema,
        response: { 201: MailSchema },
      },
      config: signedIn,
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => mailbox.composeMail(ctx, request.body))),
  );

  api.put(
    '/api/workspace/mailbox/:id',
    {
      schema: {
        tags,
        summary: 'Save a draft again, or send it',
        params: MailIdParamsSchema,
        body: ComposeMailSchema,
        response: { 200: MailSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => mailbox.updateDraft(ctx, request.params.id, request.body)),
  );

  api.patch(
    '/api/workspace/mailbox/:id',
    {
      schema: {
        tags,
        summary: 'Open the caller’s copy (read: true answers it with its body), star it, or move it to or from the trash',
        params: MailIdParamsSchema,
        body: UpdateMailSchema,
        response: { 200: MailSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => mailbox.updateMail(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/workspace/mailbox/:id',
    {
      schema: {
        tags,
        summary: 'Delete for good the caller’s copy in the trash',
        params: MailIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: signedIn,
    },
    async (request, reply) => {
      const keys = await run(request, (ctx) => mailbox.deleteMail(ctx, request.params.id));
      for (const key of keys) await storage.delete(key);
      return reply.code(204).send();
    },
  );
}
