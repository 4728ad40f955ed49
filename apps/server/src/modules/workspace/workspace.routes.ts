import {
  CalendarFeedCreatedSchema,
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
  CalendarQuerySchema,
  CalendarSchema,
  DashboardLayoutSchema,
  DashboardSchema,
} from '@hcims/contracts/workspace';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import type { Surfaces } from '../../platform/modules/index.js';
import { requestRunner } from '../../platform/request/index.js';
import type { Storage } from '../../platform/storage/index.js';
import type { Identity } from '../identity/index.js';
import * as feeds from './calendar-feed.service.js';
import { registerMailboxRoutes } from './mailbox.routes.js';
import { registerChatRoutes } from './chat.routes.js';
import { registerNotificationRoutes } from './notifications.routes.js';
import { registerTodoRoutes } from './todos.routes.js';
import * as service from './workspace.service.js';

const tags = ['workspace'];

/** /api/workspace: the dashboard every member lands on, its layout, the calendar and the to-do list. */
export function registerWorkspaceRoutes(
  app: FastifyInstance,
  deps: { database: Pick<Database, 'db'>; clock: Clock; surfaces: Surfaces; identity: Identity; storage: Storage },
): void {
  const run = requestRunner(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerTodoRoutes(app, run);
  registerNotificationRoutes(app, run, deps.surfaces.notificationKinds);
  registerMailboxRoutes(app, run, deps.storage);
  registerChatRoutes(app, run, deps.database, deps.storage);

  api.get(
    '/api/workspace/dashboard',
    {
      schema: {
        tags,
        summary: 'The caller’s dashboard: the cards of every module they may see, in their order, computed now',
        response: { 200: DashboardSchema },
      },
      config: { signedIn: true },
    },
    (request) => run(request, (ctx) => service.dashboard(ctx, deps.surfaces)),
  );

  api.put(
    '/api/workspace/dashboard/layout',
    {
      schema: {
        tags,
        summary: 'Keep the caller’s card order and hidden cards (with the version read); answers the dashboard',
        body: DashboardLayoutSchema,
        response: { 200: DashboardSchema },
      },
      config: { signedIn: true },
    },
    (request) => run(request, (ctx) => service.saveLayout(ctx, deps.surfaces, request.body)),
  );

  api.get(
    '/api/workspace/calendar',
    {
      schema: {
        tags,
        summary: 'Events of every calendar source the caller may see between two dates (at most 62 days apart)',
        querystring: CalendarQuerySchema,
        response: { 200: CalendarSchema },
      },
      config: { signedIn: true },
    },
    (request) => run(request, (ctx) => service.calendar(ctx, deps.surfaces, request.query)),
  );

  api.get(
    '/api/workspace/calendar/feed',
    {
      schema: { tags, summary: 'Whether the caller has a calendar subscription address', response: { 200: CalendarFeedStatusSchema } },
      config: { signedIn: true },
    },
    (request) => run(request, (ctx) => feeds.feedStatus(ctx)),
  );

  api.post(
    '/api/workspace/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Make (or replace) the caller’s calendar subscription address; the address is answered this once',
        response: { 201: CalendarFeedCreatedSchema },
      },
      config: { signedIn: true },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => feeds.createFeed(ctx))),
  );

  api.delete(
    '/api/workspace/calendar/feed',
    {
      schema: { tags, summary: 'Revoke the caller’s calendar subscription address', response: { 204: NoContentSchema } },
      config: { signedIn: true },
    },
    async (request, reply) => {
      await run(request, (ctx) => feeds.revokeFeed(ctx));
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/calendar/feed/:file',
    {
      schema: {
        tags,
        summary: 'A person’s calendar as iCalendar (no sign-in: the secret address is the key), 3 months back to 12 ahead',
        params: CalendarFeedParamsSchema,
        response: { 200: z.string().describe('text/calendar') },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const body = await feeds.feedIcs(deps, token, request.hostname.split(':')[0] || 'hcims');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
}
