import {
  ApproveLeaveRequestSchema,
  CreateLeaveAdjustmentSchema,
  LeaveAdjustmentListQuerySchema,
  LeaveAdjustmentSchema,
  LeaveRequestSchema,
  LeaveTimelineQuerySchema,
  LeaveTimelineSchema,
  RoutinesIdParamsSchema,
} from '@hcims/contracts/routines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestRunner } from '../../platform/request/index.js';
import * as service from './leave-adjustments.service.js';
import { requestLeaveCancellation } from './leave-requests.service.js';

const tags = ['routines'];

/** /api/routines: HR's balance adjustments, the team timeline, and the employee's ask to cancel approved leave. */
export function registerLeaveAdjustmentRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routines/leave-adjustments',
    {
      schema: {
        tags,
        summary: 'Adjustments and carry-overs of an employee’s balances in a year',
        querystring: LeaveAdjustmentListQuerySchema,
        response: { 200: z.array(LeaveAdjustmentSchema) },
      },
      config: { permission: 'routines.leave-requests:read' },
    },
    (request) => run(request, (ctx) => service.listLeaveAdjustments(ctx, request.query)),
  );

  api.post(
    '/api/routines/leave-adjustments',
    {
      schema: {
        tags,
        summary: 'Adjust a balance by signed days, with a reason (HR)',
        body: CreateLeaveAdjustmentSchema,
        response: { 201: LeaveAdjustmentSchema },
      },
      config: { permission: 'routines.leave-approvals:update' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createLeaveAdjustment(ctx, request.body))),
  );

  api.get(
    '/api/routines/leave-timeline',
    {
      schema: {
        tags,
        summary: 'Pending and approved leave of the caller’s team (the company for HR) over a range',
        querystring: LeaveTimelineQuerySchema,
        response: { 200: LeaveTimelineSchema },
      },
      config: { permission: 'routines.leave-approvals:read' },
    },
    (request) => run(request, (ctx) => service.leaveTimeline(ctx, request.query)),
  );

  api.post(
    '/api/routines/leave-requests/:id/request-cancel',
    {
      schema: {
        tags,
        summary: 'Ask an approver to cancel your approved request',
        params: RoutinesIdParamsSchema,
        body: ApproveLeaveRequestSchema,
        response: { 200: LeaveRequestSchema },
      },
      config: { permission: 'routines.leave-requests:update' },
    },
    (request) => run(request, (ctx) => requestLeaveCancellation(ctx, request.params.id, request.body)),
  );
}
