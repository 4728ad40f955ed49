import { NoContentSchema } from '@hcims/contracts/platform';
import {
  CreateSavedReportSchema,
  ReportBuilderOptionsSchema,
  ReportExportQuerySchema,
  ReportHubSchema,
  ReportPageQuerySchema,
  ReportResultSchema,
  RunReportSchema,
  SavedReportListSchema,
  SavedReportSchema,
  ShareSavedReportSchema,
  StandardReportExportQuerySchema,
  StandardReportParamsSchema,
  StandardReportQuerySchema,
  UpdateSavedReportSchema,
  type ReportBuilderOptions,
  type ReportHub,
  type ReportResult,
} from '@hcims/contracts/people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { exportFileResponse } from '../../platform/http/responses.js';
import { sendReportFile, type ReportCatalogue, type ReportResultOf } from '../../platform/reports/index.js';
import { requestRunner } from '../../platform/request/index.js';
import * as reports from './reports.service.js';
import * as saved from './saved-reports.service.js';

export type ReportsDeps = { database: Pick<Database, 'db'>; clock: Clock; reports: ReportCatalogue };

const IdParams = z.object({ id: z.uuid() });
const tags = ['people: reports'];

/**
 * The engine keeps to a definition's allow-list, so its answers carry only the keys the wire
 * schemas list (those of the employees definition, the only one served here today, ADR 0080);
 * the response schemas check them again on the way out.
 */
const asResult = (result: ReportResultOf) => result as ReportResult;

const acceptLanguage = (request: FastifyRequest) => {
  const header = request.headers['accept-language'];
  return typeof header === 'string' ? header : undefined;
};

/**
 * The report hub, the builder, unsaved and ready-made reports and saved reports, over every
 * module's report definitions. Paths keep the people prefix they were published with; a request's
 * `definition.entity` names its definition (default `employees`).
 */
export function registerReportRoutes(app: FastifyInstance, deps: ReportsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = requestRunner(deps);
  const catalogue = deps.reports;

  api.get(
    '/api/people/reports',
    {
      schema: {
        tags,
        summary: 'The report hub: ready-made reports, the employee details report and the builder',
        response: { 200: ReportHubSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, async (ctx) => (await reports.hub(ctx, catalogue)) as ReportHub),
  );

  api.get(
    '/api/people/reports/builder',
    {
      schema: {
        tags,
        summary:
          'What the report builder may offer the caller: fields (sensitive ones only with people.sensitive-data:read), operators, grouping',
        response: { 200: ReportBuilderOptionsSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, (ctx) => Promise.resolve(reports.builderOptions(ctx, catalogue) as ReportBuilderOptions)),
  );

  api.post(
    '/api/people/reports/run',
    {
      schema: {
        tags,
        summary:
          'Run a report definition (not saved): one page of rows, groups with counts; a sensitive field (column, filter, grouping or sort) without people.sensitive-data:read is refused (403 PEOPLE_REPORT_FIELD_FORBIDDEN, details.fields)',
        querystring: ReportPageQuerySchema,
        body: RunReportSchema,
        response: { 200: ReportResultSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, async (ctx) => asResult(await reports.run(ctx, catalogue, request.body.definition, request.query))),
  );

  api.post(
    '/api/people/reports/export',
    {
      schema: {
        tags,
        summary: 'Export a report definition as CSV, XLSX or PDF (?lng=ae renders Arabic right to left)',
        querystring: ReportExportQuerySchema,
        body: RunReportSchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'people.reports:read' },
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
    '/api/people/reports/standard/:key',
    {
      schema: {
        tags,
        summary: 'Run a ready-made report of the hub (from/to for joiners and leavers, month for birthdays and anniversaries)',
        params: StandardReportParamsSchema,
        querystring: StandardReportQuerySchema,
        response: { 200: ReportResultSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, async (ctx) => asResult(await reports.runStandard(ctx, catalogue, request.params.key, request.query))),
  );

  api.get(
    '/api/people/reports/standard/:key/export',
    {
      schema: {
        tags,
        summary: 'Export a ready-made report as CSV, XLSX or PDF',
        params: StandardReportParamsSchema,
        querystring: StandardReportExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'people.reports:read' },
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

  // ---- Saved reports ----

  api.get(
    '/api/people/saved-reports',
    {
      schema: {
        tags,
        summary: 'Saved reports the caller can see: their own and those shared with one of their roles',
        response: { 200: SavedReportListSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, (ctx) => saved.list(ctx)),
  );

  api.post(
    '/api/people/saved-reports',
    {
      schema: {
        tags,
        summary: 'Save a report definition, optionally shared with roles of the company',
        body: CreateSavedReportSchema,
        response: { 201: SavedReportSchema },
      },
      config: { permission: 'people.reports:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => saved.create(ctx, catalogue, request.body))),
  );

  api.get(
    '/api/people/saved-reports/:id',
    {
      schema: { tags, summary: 'One saved report', params: IdParams, response: { 200: SavedReportSchema } },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, (ctx) => saved.get(ctx, request.params.id)),
  );

  api.patch(
    '/api/people/saved-reports/:id',
    {
      schema: {
        tags,
        summary: 'Rename or change a saved report (its owner only); send the version you read',
        params: IdParams,
        body: UpdateSavedReportSchema,
        response: { 200: SavedReportSchema },
      },
      config: { permission: 'people.reports:update' },
    },
    (request) => run(request, (ctx) => saved.update(ctx, catalogue, request.params.id, request.body)),
  );

  api.put(
    '/api/people/saved-reports/:id/shares',
    {
      schema: {
        tags,
        summary: 'Replace the roles a saved report is shared with (its owner only)',
        params: IdParams,
        body: ShareSavedReportSchema,
        response: { 200: SavedReportSchema },
      },
      config: { permission: 'people.reports:update' },
    },
    (request) => run(request, (ctx) => saved.share(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/people/saved-reports/:id',
    {
      schema: { tags, summary: 'Delete a saved report (its owner only)', params: IdParams, response: { 204: NoContentSchema } },
      config: { permission: 'people.reports:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => saved.remove(ctx, request.params.id));
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/people/saved-reports/:id/run',
    {
      schema: {
        tags,
        summary: 'Run a saved report: one page',
        params: IdParams,
        querystring: ReportPageQuerySchema,
        response: { 200: ReportResultSchema },
      },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, async (ctx) => asResult(await saved.runSaved(ctx, catalogue, request.params.id, request.query))),
  );

  api.get(
    '/api/people/saved-reports/:id/export',
    {
      schema: {
        tags,
        summary: 'Export a saved report as CSV, XLSX or PDF',
        params: IdParams,
        querystring: ReportExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'people.reports:read' },
    },
    async (request, reply) =>
      sendReportFile(
        reply,
        await run(request, (ctx) =>
          saved.exportSaved(ctx, catalogue, request.params.id, { ...request.query, acceptLanguage: acceptLanguage(request) }),
        ),
      ),
  );
}
