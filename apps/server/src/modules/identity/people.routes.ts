import { NoContentSchema } from '@hcims/contracts/platform';
import {
  AccessLinkRequestSchema,
  AccessLinkResponseSchema,
  InvitationRequestSchema,
  InvitationResponseSchema,
  MemberIdParamsSchema,
  SessionIdParamsSchema,
  SessionListSchema,
  SignOutOthersResponseSchema,
} from '@hcims/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { authOf } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Identity } from './identity.service.js';
import { endOtherSessions, endOwnSession, listOwnSessions } from './own-sessions.service.js';

/**
 * Invitations, access links and the signed-in user's own sessions, each in the request's one
 * transaction (GET /api/auth/employees/ lives in the people module).
 */
export function registerPeopleRoutes(app: FastifyInstance, identity: Identity, _database: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/identity/invitations',
    {
      schema: {
        tags: ['identity'],
        summary: 'Invite a person into the active company with roles; a new account gets a link to choose a password',
        body: InvitationRequestSchema,
        response: { 201: InvitationResponseSchema },
      },
      config: { permission: 'identity.users:create' },
    },
    async (request, reply) =>
      reply.code(201).send(identity.afterCommit(await identity.run(request, (ctx) => identity.accounts.invite(ctx, request.body)))),
  );

  api.post(
    '/api/identity/members/:memberId/access-link',
    {
      schema: {
        tags: ['identity'],
        summary:
          'A fresh single-use link for a member to choose a password (invitation or reset), emailed or answered to copy; earlier links stop working',
        params: MemberIdParamsSchema,
        body: AccessLinkRequestSchema,
        response: { 200: AccessLinkResponseSchema },
      },
      config: { permission: 'identity.users:update' },
    },
    async (request) =>
      identity.afterCommit(
        await identity.run(request, (ctx) => identity.accounts.accessLink(ctx, request.params.memberId, request.body.send)),
      ),
  );

  api.get(
    '/api/identity/sessions',
    {
      schema: { tags: ['identity'], summary: 'The signed-in user’s active sessions', response: { 200: SessionListSchema } },
      config: { signedIn: true },
    },
    (request) =>
      identity.run(request, (ctx) =>
        listOwnSessions(ctx, { currentSessionId: authOf(request).sessionId, idleMs: identity.sessions.idleMs }),
      ),
  );

  api.delete(
    '/api/identity/sessions/:id',
    {
      schema: {
        tags: ['identity'],
        summary: 'End one of the signed-in user’s sessions',
        params: SessionIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: { signedIn: true },
    },
    async (request, reply) => {
      const ended = await identity.run(request, (ctx) => endOwnSession(ctx, request.params.id));
      identity.afterCommit({ value: null, endedSessions: ended });
      if (ended.length === 0) throw AppError.notFound('Session');
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/identity/sessions/sign-out-others',
    {
      schema: {
        tags: ['identity'],
        summary: 'End every other session of the signed-in user',
        response: { 200: SignOutOthersResponseSchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const ended = await identity.run(request, (ctx) => endOtherSessions(ctx, authOf(request).sessionId));
      return { ended: identity.afterCommit({ value: ended.length, endedSessions: ended }) };
    },
  );
}
