import {
  ApproveLeaveRequestSchema,
  CancelLeaveRequestSchema,
  CreateLeaveRequestSchema,
  LeaveBalancesQuerySchema,
  LeaveBalancesSchema,
  LeaveDaysQuerySchema,
  LeaveDaysSchema,
  LeaveRequestListQuerySchema,
  LeaveRequestPageSchema,
  LeaveRequestSchema,
  RejectLeaveRequestSchema,
  RoutinesIdParamsSchema,
} from '@hcims/contracts/routines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestRunner } from '../../platform/request/index.js';
import * as service from './leave-requests.service.js';

const tags = ['routines'];

/** /api/routines/leave-*: balances, requests, the approver's list and the decisions. */
export function registerLeaveRequestRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routines/leave-balances',
    {
      schema: {
        tags,
        summary: 'Leave balances of an employee (the caller by default) for a year',
        querystring: LeaveBalancesQuerySchema,
        response: { 200: LeaveBalancesSchema },
      },
      config: { permission: 'routines.leave-requests:read' },
    },
    (request) => run(request, (ctx) => service.leaveBalances(ctx, request.query)),
  );

  api.get(
    '/api/routines/leave-days',
    {
      schema: {
        tags,
        summary: 'Working days a request would take (non-working days and holidays left out)',
        querystring: LeaveDaysQuerySchema,
        response: { 200: LeaveDaysSchema },
      },
      config: { permission: 'routines.leave-requests:read' },
    },
    (request) => run(request, (ctx) => service.leaveDays(ctx, request.query)),
  );

  api.get(
    '/api/routines/leave-requests',
    {
      schema: {
        tags,
        summary: 'One page of leave requests within the caller’s scope (their own for employees)',
        querystring: LeaveRequestListQuerySchema,
        response: { 200: LeaveRequestPageSchema },
      },
      config: { permission: 'routines.leave-requests:read' },
    },
    (request) => run(request, (ctx) => service.listLeaveRequests(ctx, request.query)),
  );

  api.post(
    '/api/routines/leave-requests',
    {
      schema: { tags, summary: 'File a leave request', body: CreateLeaveRequestSchema, response: { 201: LeaveRequestSchema } },
      config: { permission: 'routines.leave-requests:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createLeaveRequest(ctx, request.body))),
  );

  api.get(
    '/api/routines/leave-requests/:id',
    {
      schema: { tags, summary: 'One leave request', params: RoutinesIdParamsSchema, response: { 200: LeaveRequestSchema } },
      config: { permission: 'routines.leave-requests:read' },
    },
    (request) => run(request, (ctx) => service.getLeaveRequest(ctx, request.params.id)),
  );

  api.get(
    '/api/routines/leave-approvals',
    {
      schema: {
        tags,
        summary: 'One page of the requests the caller approves (their team, or the company for HR), never their own',
        querystring: LeaveRequestListQuerySchema,
        response: { 200: LeaveRequestPageSchema },
      },
      config: { permission: 'routines.leave-approvals:read' },
    },
    (request) => run(request, (ctx) => service.listLeaveApprovals(ctx, request.query)),
  );

  api.post(
    '/api/routines/leave-requests/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending request',
        params: RoutinesIdParamsSchema,
        body: ApproveLeaveRequestSchema,
        response: { 200: LeaveRequestSchema },
      },
      config: { permission: 'routines.leave-approvals:update' },
    },
    (request) =>
      run(request, (ctx) =>
        service.decideLeaveRequest(ctx, request.params.id, { to: 'approved', version: request.body.version, reason: null }),
      ),
  );

  api.post(
    '/api/routines/leave-requests/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending request, with a reason',
        params: RoutinesIdParamsSchema,
        body: RejectLeaveRequestSchema,
        response: { 200: LeaveRequestSchema },
      },
      config: { permission: 'routines.leave-approvals:update' },
    },
    (request) =>
      run(request, (ctx) =>
        service.decideLeaveRequest(ctx, request.params.id, { to: 'rejected', version: request.body.version, reason: request.body.reason }),
      ),
  );

  api.post(
    '/api/routines/leave-requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a request (the requester while pending; HR also once approved)',
        params: RoutinesIdParamsSchema,
        body: CancelLeaveRequestSchema,
        response: { 200: LeaveRequestSchema },
      },
      config: { permission: 'routines.leave-requests:update' },
    },
    (request) => run(request, (ctx) => service.cancelLeaveRequest(ctx, request.params.id, request.body)),
  );
}
