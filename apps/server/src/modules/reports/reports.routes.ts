import {
  ReportBuilderOptionsSchema,
  ReportExportQuerySchema,
  ReportHubSchema,
  ReportPageQuerySchema,
  ReportResultSchema,
  RunReportSchema,
  StandardReportExportQuerySchema,
  StandardReportParamsSchema,
  StandardReportQuerySchema,
  type ReportBuilderOptions,
  type ReportHub,
} from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportFileResponse } from '../../platform/http/responses.js';
import { sendReportFile } from '../../platform/reports/index.js';
import { requestRunner } from '../../platform/request/index.js';
import { acceptLanguage, asResult, type ReportAccess, type ReportsDeps } from './reports.http.js';
import * as reports from './reports.service.js';
import { registerSavedReportPaths } from './saved-reports.routes.js';

const tags = ['reports'];

/**
 * The report hub, the builder, unsaved and ready-made reports and saved reports, over every
 * module's report definitions, under the neutral prefixes and under the people prefixes they were
 * first published with (ADR 0108); a request's `definition.entity` names its definition (default
 * `employees`).
 */
export function registerReportRoutes(app: FastifyInstance, deps: ReportsDeps): void {
  // The neutral paths: any signed-in caller; each definition's own permission decides (ADR 0108).
  registerReportPaths(app, deps, '/api/reports', { signedIn: true });
  registerSavedReportPaths(app, deps, '/api/saved-reports');
  // The paths published first, kept as aliases with the access they were published with.
  registerReportPaths(app, deps, '/api/people/reports', { permission: 'people.reports:read' });
  registerSavedReportPaths(app, deps, '/api/people/saved-reports');
}

function registerReportPaths(app: FastifyInstance, deps: ReportsDeps, prefix: string, access: ReportAccess): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = requestRunner(deps);
  const catalogue = deps.reports;

  api.get(
    prefix,
    {
      schema: {
        tags,
        summary: 'The report hub: ready-made reports, the employee details report and the builder',
        response: { 200: ReportHubSchema },
      },
      config: access,
    },
    (request) => run(request, async (ctx) => (await reports.hub(ctx, catalogue)) as ReportHub),
  );

  api.get(
    `${prefix}/builder`,
    {
      schema: {
        tags,
        summary:
          'What the report builder may offer the caller: fields (sensitive ones only with people.sensitive-data:read), operators, grouping',
        response: { 200: ReportBuilderOptionsSchema },
      },
      config: access,
    },
    (request) => run(request, (ctx) => Promise.resolve(reports.builderOptions(ctx, catalogue) as ReportBuilderOptions)),
  );

  api.post(
    `${prefix}/run`,
    {
      schema: {
        tags,
        summary:
          'Run a report definition (not saved): one page of rows, groups with counts; a sensitive field (column, filter, grouping or sort) without people.sensitive-data:read is refused (403 PEOPLE_REPORT_FIELD_FORBIDDEN, details.fields)',
        querystring: ReportPageQuerySchema,
        body: RunReportSchema,
        response: { 200: ReportResultSchema },
      },
      config: access,
    },
    (request) => run(request, async (ctx) => asResult(await reports.run(ctx, catalogue, request.body.definition, request.query))),
  );

  api.post(
    `${prefix}/export`,
    {
      schema: {
        tags,
        summary: 'Export a report definition as CSV, XLSX or PDF (?lng=ae renders Arabic right to left)',
        querystring: ReportExportQuerySchema,
        body: RunReportSchema,
        response: { 200: exportFileResponse },
      },
      config: access,
    },
    async (request, reply) =>
      sendReportFile(
        reply,
        await run(request, (ctx) =>
          reports.exportUnsaved(ctx, catalogue, request.body.definition, { ...request.query, acceptLanguage: acceptLanguage(request) }),
        ),
      ),
  );

  api.get(
    `${prefix}/standard/:key`,
    {
      schema: {
        tags,
        summary: 'Run a ready-made report of the hub (from/to for joiners and leavers, month for birthdays and anniversaries)',
        params: StandardReportParamsSchema,
        querystring: StandardReportQuerySchema,
        response: { 200: ReportResultSchema },
      },
      config: access,
    },
    (request) => run(request, async (ctx) => asResult(await reports.runStandard(ctx, catalogue, request.params.key, request.query))),
  );

  api.get(
    `${prefix}/standard/:key/export`,
    {
      schema: {
        tags,
        summary: 'Export a ready-made report as CSV, XLSX or PDF',
        params: StandardReportParamsSchema,
        querystring: StandardReportExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: access,
    },
    async (request, reply) => {
      const { format, lng, title, ...query } = request.query;
      return sendReportFile(
        reply,
        await run(request, (ctx) =>
          reports.exportStandard(ctx, catalogue, request.params.key, query, {
            format,
            lng,
            title,
            acceptLanguage: acceptLanguage(request),
          }),
        ),
      );
    },
  );
}
