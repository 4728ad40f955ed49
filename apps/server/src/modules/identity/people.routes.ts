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
import { originOf } from './auth.routes.js';
import type { Identity } from './identity.service.js';

/** Invitations and the signed-in user's own sessions (GET /api/auth/employees/ lives in the people module). */
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
    async (request, reply) => reply.code(201).send(await identity.accounts.invite(authOf(request), request.body, originOf(request))),
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
    (request) => identity.accounts.accessLink(authOf(request), request.params.memberId, request.body.send, originOf(request)),
  );

  api.get(
    '/api/identity/sessions',
    {
      schema: { tags: ['identity'], summary: 'The signed-in user’s active sessions', response: { 200: SessionListSchema } },
      config: { signedIn: true },
    },
    (request) => identity.sessions.list(authOf(request).userId, authOf(request).sessionId),
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
      const auth = authOf(request);
      const ended = await identity.endOwnSession(auth, request.params.id, originOf(request));
      if (!ended) throw AppError.notFound('Session');
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
    async (request) => ({ ended: await identity.endOtherSessions(authOf(request), originOf(request)) }),
  );
}
