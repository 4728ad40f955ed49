import { NoContentSchema } from '@hcims/contracts/platform';
import {
  CreateSavedReportSchema,
  ReportExportQuerySchema,
  ReportPageQuerySchema,
  ReportResultSchema,
  SavedReportListSchema,
  SavedReportSchema,
  ShareSavedReportSchema,
  UpdateSavedReportSchema,
} from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileResponse } from '../../platform/http/responses.js';
import { sendReportFile } from '../../platform/reports/index.js';
import { requestRunner } from '../../platform/request/index.js';
import { acceptLanguage, asResult, type ReportsDeps } from './reports.http.js';
import * as saved from './saved-reports.service.js';

const IdParams = z.object({ id: z.uuid() });
const tags = ['reports'];

/**
 * Saved reports under one prefix (`/api/saved-reports`, and `/api/people/saved-reports` as
 * published first, ADR 0108). Saving, sharing and deleting are people.reports actions whatever
 * the report's entity; running one also needs its definition's permission.
 */
export function registerSavedReportPaths(app: FastifyInstance, deps: ReportsDeps, prefix: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = requestRunner(deps);
  const catalogue = deps.reports;

  api.get(
    prefix,
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
    prefix,
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
    `${prefix}/:id`,
    {
      schema: { tags, summary: 'One saved report', params: IdParams, response: { 200: SavedReportSchema } },
      config: { permission: 'people.reports:read' },
    },
    (request) => run(request, (ctx) => saved.get(ctx, request.params.id)),
  );

  api.patch(
    `${prefix}/:id`,
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
    `${prefix}/:id/shares`,
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
    `${prefix}/:id`,
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
    `${prefix}/:id/run`,
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
    `${prefix}/:id/export`,
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
