import {
  NotificationFeedQuerySchema,
  NotificationFeedSchema,
  NotificationIdParamsSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
} from '@hcims/contracts/workspace';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.js';
import { notificationsRepo as repo } from '../../platform/notifications/index.js';
import type { Surfaces } from '../../platform/modules/index.js';
import type { RequestCtx, RequestRunner } from '../../platform/request/index.js';
import * as prefs from './notification-preferences.service.js';

const tags = ['workspace: notifications'];
const signedIn = { signedIn: true } as const;
const me = (ctx: RequestCtx) => ({ companyId: ctx.companyId, userId: ctx.userId });

/** /api/workspace/notifications: the caller's bell (latest, unread count), read and dismissed; their channels per kind. */
export function registerNotificationRoutes(app: FastifyInstance, run: RequestRunner, kinds: Surfaces['notificationKinds']): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/workspace/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Every notification kind the modules declare, with the channels the caller gets it on',
        response: { 200: NotificationPreferencesSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => prefs.preferences(ctx, kinds)),
  );

  api.put(
    '/api/workspace/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Choose the channels of some notification kinds (in app, email, both or none); answers every kind',
        body: NotificationPreferencesUpdateSchema,
        response: { 200: NotificationPreferencesSchema },
      },
      config: signedIn,
    },
    (request) => run(request, (ctx) => prefs.savePreferences(ctx, kinds, request.body)),
  );

  api.get(
    '/api/workspace/notifications',
    {
      schema: {
        tags,
        summary: 'The caller’s latest notifications, newest first, and how many are unread',
        querystring: NotificationFeedQuerySchema,
        response: { 200: NotificationFeedSchema },
      },
      config: signedIn,
    },
    (request) =>
      run(request, async (ctx) => ({
        items: (await repo.latestNotifications(ctx.tx, me(ctx), request.query.limit)).map((n) => ({
          id: n.id,
          kind: n.kind,
          textKey: n.textKey,
          textValues: n.textValues,
          href: n.href,
          createdAt: n.createdAt.toISOString(),
          read: n.readAt !== null,
        })),
        unread: await repo.unreadCount(ctx.tx, me(ctx)),
      })),
  );

  api.post(
    '/api/workspace/notifications/read',
    { schema: { tags, summary: 'Mark every notification of the caller read', response: { 204: NoContentSchema } }, config: signedIn },
    async (request, reply) => {
      await run(request, (ctx) => repo.markRead(ctx.tx, me(ctx), ctx.now));
      return reply.code(204).send();
    },
  );

  api.delete(
    '/api/workspace/notifications/:id',
    {
      schema: { tags, summary: 'Dismiss one notification', params: NotificationIdParamsSchema, response: { 204: NoContentSchema } },
      config: signedIn,
    },
    async (request, reply) => {
      await run(request, async (ctx) => {
        if (!(await repo.deleteNotification(ctx.tx, me(ctx), request.params.id))) throw AppError.notFound('Notification');
      });
      return reply.code(204).send();
    },
  );
}
