import { CalendarQuerySchema, CalendarSchema, DashboardLayoutSchema, DashboardSchema } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import type { Surfaces } from '../../platform/modules/index.js';
import { requestRunner } from '../../platform/request/index.js';
import { registerMailboxRoutes } from './mailbox.routes.js';
import { registerChatRoutes } from './chat.routes.js';
import { registerNotificationRoutes } from './notifications.routes.js';
import { registerTodoRoutes } from './todos.routes.js';
import * as service from './workspace.service.js';

const tags = ['workspace'];

/** /api/workspace: the dashboard every member lands on, its layout, the calendar and the to-do list. */
export function registerWorkspaceRoutes(
  app: FastifyInstance,
  deps: { database: Pick<Database, 'db'>; clock: Clock; surfaces: Surfaces },
): void {
  const run = requestRunner(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerTodoRoutes(app, run);
  registerNotificationRoutes(app, run);
  registerMailboxRoutes(app, run);
  registerChatRoutes(app, run, deps.database);

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
}
