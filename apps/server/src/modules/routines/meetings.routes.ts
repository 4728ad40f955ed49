import {
  MeetingActionItemParamsSchema,
  MeetingDetailSchema,
  MeetingListQuerySchema,
  MeetingPageSchema,
  RoutinesIdParamsSchema,
  SaveMeetingSchema,
  UpdateMeetingSchema,
} from '@hcims/contracts/routines';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestRunner } from '../../platform/request/index.js';
import * as service from './meetings.service.js';

const tags = ['routines'];

/** /api/routines/meetings: minutes of meetings, their attendees and action items (routines.meetings). */
export function registerMeetingRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routines/meetings',
    {
      schema: {
        tags,
        summary: 'One page of meetings the caller may see, by search and date range',
        querystring: MeetingListQuerySchema,
        response: { 200: MeetingPageSchema },
      },
      config: { permission: 'routines.meetings:read' },
    },
    (request) => run(request, (ctx) => service.listMeetings(ctx, request.query)),
  );

  api.get(
    '/api/routines/meetings/:id',
    {
      schema: {
        tags,
        summary: 'One meeting with its attendees, minutes and action items (with their tasks’ status)',
        params: RoutinesIdParamsSchema,
        response: { 200: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:read' },
    },
    (request) => run(request, (ctx) => service.getMeeting(ctx, request.params.id)),
  );

  api.post(
    '/api/routines/meetings',
    {
      schema: {
        tags,
        summary: 'Record a meeting; departments expand to their current members; attendees are notified',
        body: SaveMeetingSchema,
        response: { 201: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createMeeting(ctx, request.body))),
  );

  api.put(
    '/api/routines/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Change a meeting (with the version read); new attendees are notified',
        params: RoutinesIdParamsSchema,
        body: UpdateMeetingSchema,
        response: { 200: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:update' },
    },
    (request) => run(request, (ctx) => service.updateMeeting(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/routines/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a meeting (tasks made from it stay)',
        params: RoutinesIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'routines.meetings:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => service.deleteMeeting(ctx, request.params.id));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/routines/meetings/:id/action-items/:itemId/task',
    {
      schema: {
        tags,
        summary: 'Turn an action item into a task for its assignee, in one step',
        params: MeetingActionItemParamsSchema,
        response: { 200: MeetingDetailSchema },
      },
      config: { permission: 'routines.meetings:update' },
    },
    (request) => run(request, (ctx) => service.makeTask(ctx, request.params.id, request.params.itemId)),
  );
}
