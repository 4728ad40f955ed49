import {
  ChatMessageSchema,
  ChatUnreadSchema,
  ConversationIdParamsSchema,
  ConversationListSchema,
  ConversationSchema,
  CreateConversationSchema,
  MarkChatReadSchema,
  MessageListQuerySchema,
  MessageListSchema,
  SendMessageSchema,
} from '@hcims/contracts/workspace';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { RequestRunner } from '../../platform/request/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { registerChatFileRoutes } from './chat-files.routes.js';
import * as chat from './chat.service.js';

const tags = ['workspace: chat'];
const signedIn = { signedIn: true } as const;

/**
 * /api/workspace/chat: every member may chat (signed in); each conversation is readable and
 * writable by its members only, enforced by the service (404 otherwise). Typing indicators go
 * through the websocket (`chat.typing`).
 */
export function registerChatRoutes(app: FastifyInstance, run: RequestRunner, database: Pick<Database, 'db'>, storage: Storage): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerChatFileRoutes(app, run, storage);
  app.realtime.handle('chat.typing', chat.relayTyping(database, app.realtime));

  api.get(
    '/api/workspace/chat/conversations',
    {
      schema: {
        tags,
        summary: 'The caller’s conversations with members, last message and unread counts',
        response: { 200: ConversationListSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => chat.listConversations(ctx)),
  );

  api.post(
    '/api/workspace/chat/conversations',
    {
      schema: {
        tags,
        summary: 'Start a direct or group conversation with members of the company (an existing direct one answers 200)',
        body: CreateConversationSchema,
        response: { 200: ConversationSchema, 201: ConversationSchema },
      },
      config: signedIn,
    },
    async (request, reply) => {
      const { conversation, created } = await run(request, (ctx) => chat.createConversation(ctx, request.body));
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  api.get(
    '/api/workspace/chat/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One conversation of the caller',
        params: ConversationIdParamsSchema,
        response: { 200: ConversationSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => chat.getConversation(ctx, request.params.id)),
  );

  api.get(
    '/api/workspace/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of messages, oldest first: the newest, older than `before`, newer than `after`, or containing `q`',
        params: ConversationIdParamsSchema,
        querystring: MessageListQuerySchema,
        response: { 200: MessageListSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => chat.listMessages(ctx, request.params.id, request.query)),
  );

  api.post(
    '/api/workspace/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message to the conversation',
        params: ConversationIdParamsSchema,
        body: SendMessageSchema,
        response: { 201: ChatMessageSchema },
      },
      config: signedIn,
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => chat.sendMessage(ctx, request.params.id, request.body))),
  );

  api.post(
    '/api/workspace/chat/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark the conversation read up to a message (a read receipt for the others)',
        params: ConversationIdParamsSchema,
        body: MarkChatReadSchema,
        response: { 204: NoContentSchema },
      },
      config: signedIn,
    },
    async (request, reply) => {
      await run(request, (ctx) => chat.markRead(ctx, request.params.id, request.body.messageId));
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/workspace/chat/unread',
    {
      schema: {
        tags,
        summary: 'The latest unread messages across the caller’s conversations (the header’s envelope)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: ChatUnreadSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => chat.unread(ctx, request.query.limit)),
  );
}
