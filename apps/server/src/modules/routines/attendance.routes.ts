import {
  AttendanceHistoryPageSchema,
  AttendanceHistoryQuerySchema,
  AttendanceRecordSchema,
  ClockSchema,
  DaySheetQuerySchema,
  DaySheetSchema,
  MyAttendanceSchema,
} from '@hcims/contracts/routines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestRunner } from '../../platform/request/index.js';
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
      schema: { tags, summary: 'Clock out now (no body)', response: { 200: AttendanceRecordSchema } },
      config: { permission: 'routines.attendance:create' },
    },
    (request) => run(request, (ctx) => service.clockOut(ctx)),
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
}
