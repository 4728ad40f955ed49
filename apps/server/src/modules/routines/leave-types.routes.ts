import { CreateLeaveTypeSchema, LeaveTypeSchema, RoutinesIdParamsSchema, UpdateLeaveTypeSchema } from '@hcims/contracts/routines';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestRunner } from '../../platform/request/index.js';
import * as service from './leave-types.service.js';

const tags = ['routines'];

/** /api/routines/leave-types: everyone with leave reads them; HR (leave approvals over the company) manages them. */
export function registerLeaveTypeRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routines/leave-types',
    {
      schema: { tags, summary: 'The company’s leave types', response: { 200: z.array(LeaveTypeSchema) } },
      config: { permission: 'routines.leave-requests:read' },
    },
    (request) => run(request, (ctx) => service.listLeaveTypes(ctx)),
  );

  api.post(
    '/api/routines/leave-types',
    {
      schema: { tags, summary: 'Add a leave type (HR)', body: CreateLeaveTypeSchema, response: { 201: LeaveTypeSchema } },
      config: { permission: 'routines.leave-approvals:update' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createLeaveType(ctx, request.body))),
  );

  api.patch(
    '/api/routines/leave-types/:id',
    {
      schema: {
        tags,
        summary: 'Change a leave type (HR; with its version)',
        params: RoutinesIdParamsSchema,
        body: UpdateLeaveTypeSchema,
        response: { 200: LeaveTypeSchema },
      },
      config: { permission: 'routines.leave-approvals:update' },
    },
    (request) => run(request, (ctx) => service.updateLeaveType(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/routines/leave-types/:id',
    {
      schema: {
        tags,
        summary: 'Delete an unused custom leave type (HR)',
        params: RoutinesIdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'routines.leave-approvals:update' },
    },
    async (request, reply) => {
      await run(request, (ctx) => service.deleteLeaveType(ctx, request.params.id));
      return reply.code(204).send();
    },
  );
}
