import { NoContentSchema } from '@hcims/contracts/platform';
import {
  EmployeeIdParamsSchema,
  TerminateEmployeeSchema,
  TerminationListQuerySchema,
  TerminationPageSchema,
  TerminationSchema,
  UndoTerminationSchema,
  UpdateTerminationSchema,
} from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf, type RequestRunner } from '../../../platform/request/index.js';
import type { PeopleDeps } from '../people.deps.js';
import * as terminations from './termination.service.js';

const tags = ['people'];

/** /terminate_employee: record, list, edit (checklist) and undo terminations. */
export function registerTerminationRoutes(scope: FastifyInstance, deps: PeopleDeps, run: RequestRunner): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/people/employees/:id/termination',
    {
      schema: {
        tags,
        summary: 'Terminate an employee: last working day, type, reason, offboarding checklist; access ends when the day is over',
        params: EmployeeIdParamsSchema,
        body: TerminateEmployeeSchema,
        response: { 201: TerminationSchema },
      },
      config: { permission: 'people.terminations:create' },
    },
    async (request, reply) => {
      const saved = await run(request, (ctx) => terminations.terminate(deps, ctx, request.params.id, request.body));
      await terminations.afterTerminationSaved(deps, sessionOf(request), saved);
      return reply.code(201).send(saved);
    },
  );

  api.get(
    '/api/people/terminations',
    {
      schema: {
        tags,
        summary: 'Terminated staff (and terminations to come): search (q), type, effective, sort, pages',
        querystring: TerminationListQuerySchema,
        response: { 200: TerminationPageSchema },
      },
      config: { permission: 'people.terminations:read' },
    },
    (request) => run(request, (ctx) => terminations.listTerminations(ctx, request.query)),
  );

  api.get(
    '/api/people/terminations/:id',
    {
      schema: { tags, summary: 'One termination', params: EmployeeIdParamsSchema, response: { 200: TerminationSchema } },
      config: { permission: 'people.terminations:read' },
    },
    (request) => run(request, (ctx) => terminations.getTermination(ctx, request.params.id)),
  );

  api.patch(
    '/api/people/terminations/:id',
    {
      schema: {
        tags,
        summary: 'Tick offboarding items or correct the date, type or reason; with the version',
        params: EmployeeIdParamsSchema,
        body: UpdateTerminationSchema,
        response: { 200: TerminationSchema },
      },
      config: { permission: 'people.terminations:update' },
    },
    async (request) => {
      const saved = await run(request, (ctx) => terminations.updateTermination(ctx, deps, request.params.id, request.body));
      await terminations.afterTerminationSaved(deps, sessionOf(request), saved);
      return saved;
    },
  );

  api.post(
    '/api/people/terminations/:id/undo',
    {
      schema: {
        tags,
        summary: 'Undo a termination (audited with the reason): the employee is current again and may sign in again',
        params: EmployeeIdParamsSchema,
        body: UndoTerminationSchema,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'people.terminations:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => terminations.undoTermination(deps, ctx, request.params.id, request.body.reason));
      return reply.code(204).send();
    },
  );
}
