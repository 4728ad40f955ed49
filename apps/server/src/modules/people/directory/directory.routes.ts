import { exportFileResponse } from '../../../platform/http/responses.js';
import {
  CelebrationExportQuerySchema,
  CelebrationListSchema,
  CelebrationQuerySchema,
  DirectoryExportQuerySchema,
  DirectoryPageSchema,
  DirectoryQuerySchema,
} from '@hcims/contracts/people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportTable, type ExportFormat } from '../../../platform/exports/index.js';
import { sendDownload } from '../../../platform/storage/index.js';
import type { RequestRunner } from '../../../platform/request/index.js';
import { exportLanguage, type ExportLanguage } from '../reports/report-labels.js';
import * as directory from './directory.service.js';

const tags = ['people'];

/** Headers, values and direction of an export: ?lng, else Accept-Language, else English (ADR 0022). */
function language(request: FastifyRequest, lng: string | undefined, format: ExportFormat): ExportLanguage {
  const header = request.headers['accept-language'];
  return exportLanguage(lng, typeof header === 'string' ? header : undefined, format);
}

/** /Employee_Contact_Directory and /Birthday_Directory: every member of the company may read them. */
export function registerDirectoryRoutes(scope: FastifyInstance, run: RequestRunner): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/people/directory',
    {
      schema: {
        tags,
        summary: 'Contact directory of current staff: work contacts only; search (q), department, branch, sort, pages',
        querystring: DirectoryQuerySchema,
        response: { 200: DirectoryPageSchema },
      },
      config: { signedIn: true },
    },
    (request) => run(request, (ctx) => directory.contactDirectory(ctx, request.query)),
  );

  api.get(
    '/api/people/directory/export',
    {
      schema: {
        tags,
        summary: 'The filtered contact directory as CSV, XLSX or PDF (attachment)',
        querystring: DirectoryExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { signedIn: true },
    },
    async (request, reply) => {
      const { format, lng, ...query } = request.query;
      const table = await run(request, (ctx) => directory.contactDirectoryTable(ctx, query, language(request, lng, format)));
      const file = await exportTable(table, format);
      return sendDownload(reply, {
        body: file.body,
        contentType: file.contentType,
        fileName: `contact-directory.${file.extension}`,
        size: file.body.length,
      });
    },
  );

  api.get(
    '/api/people/celebrations',
    {
      schema: {
        tags,
        summary: 'Birthdays and work anniversaries of current staff in a month (default: this month), by day',
        querystring: CelebrationQuerySchema,
        response: { 200: CelebrationListSchema },
      },
      config: { signedIn: true },
    },
    (request) => run(request, (ctx) => directory.celebrations(ctx, request.query)),
  );

  api.get(
    '/api/people/celebrations/export',
    {
      schema: {
        tags,
        summary: 'The month’s birthdays and work anniversaries as CSV, XLSX or PDF (attachment)',
        querystring: CelebrationExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { signedIn: true },
    },
    async (request, reply) => {
      const { format, lng, ...query } = request.query;
      const table = await run(request, (ctx) => directory.celebrationsTable(ctx, query, language(request, lng, format)));
      const file = await exportTable(table, format);
      return sendDownload(reply, {
        body: file.body,
        contentType: file.contentType,
        fileName: `birthdays-and-anniversaries.${file.extension}`,
        size: file.body.length,
      });
    },
  );
}
