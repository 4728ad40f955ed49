import { EmployeeDetailsReportSchema, ReportExportQuerySchema } from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/auth/index.js';
import { exportFileResponse } from '../../../platform/http/responses.js';
import { requestRunner } from '../../../platform/request/index.js';
import { sendReportFile } from '../../../platform/reports/index.js';
import { employeeDetailsReport, exportEmployeeDetails } from './employee-details.js';

const IdParams = z.object({ id: z.uuid() });
const tags = ['people: reports'];

/** The employee details report (the hub lists it beside the employees definition's reports). */
export function registerEmployeeDetailsRoutes(app: FastifyInstance, deps: { database: Pick<Database, 'db'>; clock: Clock }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = requestRunner(deps);

  api.get(
    '/api/people/reports/employee-details/:id',
    {
      schema: {
        tags,
        summary:
          'The employee details report: profile, job history, documents, direct reports, termination (sensitive sections only with their permission)',
        params: IdParams,
        response: { 200: EmployeeDetailsReportSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, (ctx) => employeeDetailsReport(ctx, request.params.id)),
  );

  api.get(
    '/api/people/reports/employee-details/:id/export',
    {
      schema: {
        tags,
        summary: 'The employee details report as CSV, XLSX or PDF (Section, Field, Value)',
        params: IdParams,
        querystring: ReportExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'people.reports:read' },
    },
    async (request, reply) => {
      const header = request.headers['accept-language'];
      const acceptLanguage = typeof header === 'string' ? header : undefined;
      const file = await run(request, (ctx) => exportEmployeeDetails(ctx, request.params.id, { ...request.query, acceptLanguage }));
      return sendReportFile(reply, file);
    },
  );
}
