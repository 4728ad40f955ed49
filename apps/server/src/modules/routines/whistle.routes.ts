import {
  FiledWhistleReportSchema,
  FileWhistleReportSchema,
  MoveWhistleCaseSchema,
  RoutinesIdParamsSchema,
  WhistleCaseDetailSchema,
  WhistleCaseListQuerySchema,
  WhistleCasePageSchema,
  WhistleFollowSchema,
  WhistleHandlerMessageSchema,
  WhistleReporterMessageSchema,
  WhistleReporterViewSchema,
} from '@hcims/contracts/routines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import type { RequestRunner } from '../../platform/request/index.js';
import * as service from './whistle.service.js';

const tags = ['routines'];

/**
 * /api/routines/whistle: filing (any signed-in person; its log lines carry no address), the
 * handlers' cases (routines.whistle-cases), and the reporter's side by case key (public, ADR 0125).
 */
export function registerWhistleRoutes(
  app: FastifyInstance,
  run: RequestRunner,
  deps: { database: Pick<Database, 'db'>; clock: Clock },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/routines/whistle/reports',
    {
      schema: {
        tags,
        summary: 'File a whistle-blowing report, named or anonymous; answers the case key once',
        body: FileWhistleReportSchema,
        response: { 201: FiledWhistleReportSchema },
      },
      config: { signedIn: true, anonymousCaller: true },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.fileReport(ctx, request.body))),
  );

  api.post(
    '/api/routines/whistle/follow',
    {
      schema: {
        tags,
        summary: 'The reporter’s view of a case (no sign-in): status and messages, opened by the case key',
        body: WhistleFollowSchema,
        response: { 200: WhistleReporterViewSchema },
      },
      config: { public: true, anonymousCaller: true },
    },
    (request) => service.followCase(deps.database, request.body.key),
  );

  api.post(
    '/api/routines/whistle/follow/messages',
    {
      schema: {
        tags,
        summary: 'The reporter writes to the case handlers (no sign-in), with the case key',
        body: WhistleReporterMessageSchema,
        response: { 200: WhistleReporterViewSchema },
      },
      config: { public: true, anonymousCaller: true },
    },
    (request) => service.reporterMessage(deps.database, request.body.key, request.body.body, deps.clock()),
  );

  api.get(
    '/api/routines/whistle/cases',
    {
      schema: {
        tags,
        summary: 'One page of whistle-blowing cases (never those about the caller)',
        querystring: WhistleCaseListQuerySchema,
        response: { 200: WhistleCasePageSchema },
      },
      config: { permission: 'routines.whistle-cases:read' },
    },
    (request) => run(request, (ctx) => service.listCases(ctx, request.query)),
  );

  api.get(
    '/api/routines/whistle/cases/:id',
    {
      schema: {
        tags,
        summary: 'One case with its messages and internal notes',
        params: RoutinesIdParamsSchema,
        response: { 200: WhistleCaseDetailSchema },
      },
      config: { permission: 'routines.whistle-cases:read' },
    },
    (request) => run(request, (ctx) => service.getCase(ctx, request.params.id)),
  );

  api.post(
    '/api/routines/whistle/cases/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a case: received -> in review -> resolved -> closed (with its version)',
        params: RoutinesIdParamsSchema,
        body: MoveWhistleCaseSchema,
        response: { 200: WhistleCaseDetailSchema },
      },
      config: { permission: 'routines.whistle-cases:update' },
    },
    (request) => run(request, (ctx) => service.moveCase(ctx, request.params.id, request.body)),
  );

  api.post(
    '/api/routines/whistle/cases/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write to the reporter, or add an internal note',
        params: RoutinesIdParamsSchema,
        body: WhistleHandlerMessageSchema,
        response: { 200: WhistleCaseDetailSchema },
      },
      config: { permission: 'routines.whistle-cases:update' },
    },
    (request) => run(request, (ctx) => service.addHandlerMessage(ctx, request.params.id, request.body)),
  );
}
