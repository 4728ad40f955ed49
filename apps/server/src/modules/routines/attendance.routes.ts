import {
  AttendanceCorrectionSchema,
  CancelCorrectionSchema,
  AttendanceSettingsSchema,
  CorrectionListQuerySchema,
  CorrectionPageSchema,
  DaySheetExportQuerySchema,
  DecideCorrectionSchema,
  DirectCorrectionSchema,
  MonthlySummaryExportQuerySchema,
  MonthlySummaryQuerySchema,
  MonthlySummarySchema,
  RequestCorrectionSchema,
  RoutinesIdParamsSchema,
  UpdateAttendanceSettingsSchema,
  AttendanceHistoryPageSchema,
  AttendanceHistoryQuerySchema,
  AttendanceRecordSchema,
  ClockSchema,
  ClockOutSchema,
  DaySheetQuerySchema,
  DaySheetSchema,
  MyAttendanceSchema,
} from '@hcims/contracts/routines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportTable } from '../../platform/exports/index.js';
import { exportFileResponse } from '../../platform/http/responses.js';
import type { RequestRunner } from '../../platform/request/index.js';
import { sendDownload } from '../../platform/storage/index.js';
import * as corrections from './attendance-corrections.service.js';
import { daySheetTable, monthSummaryTable } from './attendance-export.js';
import * as summary from './attendance-summary.service.js';
import * as service from './attendance.service.js';

const tags = ['routines'];

/** /api/routines/attendance: the caller's clock and history, and the day sheet of their scope. */
export function registerAttendanceRoutes(app: FastifyInstance, run: RequestRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routines/attendance/me',
    {
      schema: { tags, summary: 'The caller’s day: open record, today’s records and worked time', response: { 200: MyAttendanceSchema } },
      config: { permission: 'routines.attendance:read' },
    },
    (request) => run(request, (ctx) => service.myAttendance(ctx)),
  );

  api.get(
    '/api/routines/attendance/me/history',
    {
      schema: {
        tags,
        summary: 'The caller’s records, latest first',
        querystring: AttendanceHistoryQuerySchema,
        response: { 200: AttendanceHistoryPageSchema },
      },
      config: { permission: 'routines.attendance:read' },
    },
    (request) => run(request, (ctx) => service.myHistory(ctx, request.query)),
  );

  api.post(
    '/api/routines/attendance/clock-in',
    {
      schema: { tags, summary: 'Clock in now (one open record at a time)', body: ClockSchema, response: { 201: AttendanceRecordSchema } },
      config: { permission: 'routines.attendance:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.clockIn(ctx, request.body))),
  );

  api.post(
    '/api/routines/attendance/clock-out',
    {
      schema: {
        tags,
        summary: 'Clock out now (no body, or the location the person chose to share)',
        body: ClockOutSchema,
        response: { 200: AttendanceRecordSchema },
      },
      config: { permission: 'routines.attendance:create' },
    },
    (request) => run(request, (ctx) => service.clockOut(ctx, request.body)),
  );

  api.get(
    '/api/routines/attendance/day-sheet',
    {
      schema: {
        tags,
        summary: 'Everyone in the caller’s scope on one day: present, late, absent, on leave, on holiday, not scheduled',
        querystring: DaySheetQuerySchema,
        response: { 200: DaySheetSchema },
      },
      config: { permission: 'routines.attendance:read' },
    },
    (request) => run(request, (ctx) => service.daySheet(ctx, request.query)),
  );

  api.get(
    '/api/routines/attendance/day-sheet/export',
    {
      schema: {
        tags,
        summary: 'The filtered day sheet (every page) as CSV, XLSX or PDF (attachment)',
        querystring: DaySheetExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'routines.attendance:read' },
    },
    async (request, reply) => {
      const header = request.headers['accept-language'];
      const table = await run(request, (ctx) => daySheetTable(ctx, request.query, typeof header === 'string' ? header : undefined));
      const file = await exportTable(table, request.query.format);
      return sendDownload(reply, {
        body: file.body,
        contentType: file.contentType,
        fileName: `day-sheet-${table.fileDate}.${file.extension}`,
        size: file.body.length,
      });
    },
  );

  api.get(
    '/api/routines/attendance/summary/export',
    {
      schema: {
        tags,
        summary: 'The monthly summary per employee (every page) as CSV, XLSX or PDF (attachment)',
        querystring: MonthlySummaryExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'routines.attendance:read' },
    },
    async (request, reply) => {
      const header = request.headers['accept-language'];
      const table = await run(request, (ctx) => monthSummaryTable(ctx, request.query, typeof header === 'string' ? header : undefined));
      const file = await exportTable(table, request.query.format);
      return sendDownload(reply, {
        body: file.body,
        contentType: file.contentType,
        fileName: `attendance-${request.query.month}.${file.extension}`,
        size: file.body.length,
      });
    },
  );

  api.get(
    '/api/routines/attendance/settings',
    {
      schema: {
        tags,
        summary: 'What lateness is measured against: zone, office hours, working days, grace minutes',
        response: { 200: AttendanceSettingsSchema },
      },
      config: { permission: 'routines.attendance:read' },
    },
    (request) => run(request, (ctx) => service.attendanceSettings(ctx)),
  );

  api.put(
    '/api/routines/attendance/settings',
    {
      schema: {
        tags,
        summary: 'Set the grace minutes (with the version read); office hours are the company’s settings',
        body: UpdateAttendanceSettingsSchema,
        response: { 200: AttendanceSettingsSchema },
      },
      config: { permission: 'org.company:update' },
    },
    (request) => run(request, (ctx) => service.updateAttendanceSettings(ctx, request.body)),
  );

  api.get(
    '/api/routines/attendance/summary',
    {
      schema: {
        tags,
        summary: 'Monthly summary per employee in the caller’s scope: days present, late, absent, on leave, on holiday, minutes worked',
        querystring: MonthlySummaryQuerySchema,
        response: { 200: MonthlySummarySchema },
      },
      config: { permission: 'routines.attendance:read' },
    },
    (request) => run(request, (ctx) => summary.monthlySummary(ctx, request.query)),
  );

  api.get(
    '/api/routines/attendance/corrections',
    {
      schema: {
        tags,
        summary: 'Corrections: the caller’s own and those of the people in their scope, latest first',
        querystring: CorrectionListQuerySchema,
        response: { 200: CorrectionPageSchema },
      },
      config: { permission: 'routines.attendance:read' },
    },
    (request) => run(request, (ctx) => corrections.listCorrections(ctx, request.query)),
  );

  api.post(
    '/api/routines/attendance/corrections',
    {
      schema: {
        tags,
        summary: 'Ask for a correction of one of the caller’s records (or a missing one), with a reason',
        body: RequestCorrectionSchema,
        response: { 201: AttendanceCorrectionSchema },
      },
      config: { permission: 'routines.attendance:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => corrections.requestCorrection(ctx, request.body))),
  );

  api.post(
    '/api/routines/attendance/corrections/direct',
    {
      schema: {
        tags,
        summary: 'HR corrects an employee’s record directly, with a reason (applied at once)',
        body: DirectCorrectionSchema,
        response: { 201: AttendanceCorrectionSchema },
      },
      config: { permission: 'routines.attendance:update' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => corrections.correctDirectly(ctx, request.body))),
  );

  api.post(
    '/api/routines/attendance/corrections/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approve (applies it) or reject (with a reason) a pending correction',
        params: RoutinesIdParamsSchema,
        body: DecideCorrectionSchema,
        response: { 200: AttendanceCorrectionSchema },
      },
      config: { permission: 'routines.attendance:update' },
    },
    (request) => run(request, (ctx) => corrections.decideCorrection(ctx, request.params.id, request.body)),
  );

  api.post(
    '/api/routines/attendance/corrections/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Withdraw one’s own pending correction',
        params: RoutinesIdParamsSchema,
        body: CancelCorrectionSchema,
        response: { 200: AttendanceCorrectionSchema },
      },
      config: { permission: 'routines.attendance:create' },
    },
    (request) => run(request, (ctx) => corrections.cancelCorrection(ctx, request.params.id, request.body.version)),
  );
}
