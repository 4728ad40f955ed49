import {
  CreatedHolidaysSchema,
  CreateHolidaysSchema,
  HolidayExportQuerySchema,
  HolidayImportReportSchema,
  HolidayImportSchema,
  HolidayListQuerySchema,
  HolidayPageSchema,
  HolidaySchema,
  RoutinesIdParamsSchema,
  UpdateHolidaySchema,
} from '@hcims/contracts/routines';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportTable } from '../../platform/exports/index.js';
import { exportFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { sendDownload } from '../../platform/storage/index.js';
import { holidaysTable } from './holidays-export.js';
import * as service from './holidays.service.js';

const tags = ['routines'];

/** /api/routines/holidays: list, mark (dates or a range), change (with its version) and delete holidays. */
export function registerHolidayRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routines/holidays',
    {
      schema: {
        tags,
        summary: 'One page of the company’s holidays (by year, type, description)',
        querystring: HolidayListQuerySchema,
        response: { 200: HolidayPageSchema },
      },
      config: { permission: 'routines.holidays:read' },
    },
    (request) => run(request, (ctx) => service.listHolidays(ctx, request.query)),
  );

  api.get(
    '/api/routines/holidays/export',
    {
      schema: {
        tags,
        summary: 'The filtered holiday list as CSV, XLSX or PDF (attachment)',
        querystring: HolidayExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'routines.holidays:read' },
    },
    async (request, reply) => {
      const header = request.headers['accept-language'];
      const table = await run(request, (ctx) => holidaysTable(ctx, request.query, typeof header === 'string' ? header : undefined));
      const file = await exportTable(table, request.query.format);
      return sendDownload(reply, {
        body: file.body,
        contentType: file.contentType,
        fileName: `holidays.${file.extension}`,
        size: file.body.length,
      });
    },
  );

  api.post(
    '/api/routines/holidays',
    {
      schema: {
        tags,
        summary: 'Mark one or more dates, or a range, as holidays',
        body: CreateHolidaysSchema,
        response: { 201: CreatedHolidaysSchema },
      },
      config: { permission: 'routines.holidays:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createHolidays(ctx, request.body))),
  );

  api.post(
    '/api/routines/holidays/import',
    {
      schema: {
        tags,
        summary: 'Check (preview) or import holidays from a CSV or ICS file, all or nothing',
        body: HolidayImportSchema,
        response: { 200: HolidayImportReportSchema },
      },
      config: { permission: 'routines.holidays:create' },
    },
    (request) => run(request, (ctx) => service.importHolidays(ctx, request.body)),
  );

  api.get(
    '/api/routines/holidays/:id',
    {
      schema: { tags, summary: 'One holiday', params: RoutinesIdParamsSchema, response: { 200: HolidaySchema } },
      config: { permission: 'routines.holidays:read' },
    },
    (request) => run(request, (ctx) => service.getHoliday(ctx, request.params.id)),
  );

  api.patch(
    '/api/routines/holidays/:id',
    {
      schema: {
        tags,
        summary: 'Change a holiday (with its version)',
        params: RoutinesIdParamsSchema,
        body: UpdateHolidaySchema,
        response: { 200: HolidaySchema },
      },
      config: { permission: 'routines.holidays:update' },
    },
    (request) => run(request, (ctx) => service.updateHoliday(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/routines/holidays/:id',
    {
      schema: { tags, summary: 'Delete a holiday', params: RoutinesIdParamsSchema, response: { 204: NoContentSchema } },
      config: { permission: 'routines.holidays:delete' },
    },
    async (request, reply) => {
      await run(request, (ctx) => service.deleteHoliday(ctx, request.params.id));
      return reply.code(204).send();
    },
  );
}
