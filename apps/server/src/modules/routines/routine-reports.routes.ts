import {
  RoutineDashboardSchema,
  RoutineReportExportQuerySchema,
  RoutineReportParamsSchema,
  RoutineReportQuerySchema,
  RoutineReportSchema,
} from '@hcims/contracts/routines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportTable } from '../../platform/exports/index.js';
import { exportFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { sendDownload } from '../../platform/storage/index.js';
import { routineDashboard } from './routine-dashboard.service.js';
import { routineReportTable } from './routine-reports.export.js';
import { routineReport } from './routine-reports.service.js';

const tags = ['routines'];

/** /api/routines/dashboard and /api/routines/reports/:kind (routines.reports, ADR 0127). */
export function registerRoutineReportRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routines/dashboard',
    {
      schema: {
        tags,
        summary:
          'Attendance, lateness, leave, expense claims, meetings and open whistle cases, each within the scope of the list it links to',
        response: { 200: RoutineDashboardSchema },
      },
      config: { permission: 'routines.reports:read' },
    },
    (request) => run(request, (ctx) => routineDashboard(ctx)),
  );

  api.get(
    '/api/routines/reports/:kind',
    {
      schema: {
        tags,
        summary: 'One page of the attendance, lateness, leave or expense report over a period, per employee, within the caller’s scope',
        params: RoutineReportParamsSchema,
        querystring: RoutineReportQuerySchema,
        response: { 200: RoutineReportSchema },
      },
      config: { permission: 'routines.reports:read' },
    },
    (request) => run(request, (ctx) => routineReport(ctx, request.params.kind, request.query)),
  );

  api.get(
    '/api/routines/reports/:kind/export',
    {
      schema: {
        tags,
        summary: 'A routines report over its whole period as CSV, XLSX or PDF (attachment)',
        params: RoutineReportParamsSchema,
        querystring: RoutineReportExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'routines.reports:read' },
    },
    async (request, reply) => {
      const header = request.headers['accept-language'];
      const table = await run(request, (ctx) =>
        routineReportTable(ctx, request.params.kind, request.query, typeof header === 'string' ? header : undefined),
      );
      const file = await exportTable(table, request.query.format);
      return sendDownload(reply, {
        body: file.body,
        contentType: file.contentType,
        fileName: `${table.fileName}.${file.extension}`,
        size: file.body.length,
      });
    },
  );
}
