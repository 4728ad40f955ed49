import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf } from '../common/index.js';

/** How a person's day looks on the day sheet. */
export const DayStatuses = ['present', 'late', 'absent', 'on_leave', 'holiday', 'not_scheduled'] as const;
export const DayStatusSchema = z
  .enum(DayStatuses)
  .describe('present, late, absent, on leave, on holiday, or not scheduled (a non-working day)');
export type DayStatus = z.infer<typeof DayStatusSchema>;

const NoteSchema = z.string().trim().max(200).nullable().optional().describe('A short note (where from, why late)');

export const AttendanceRecordSchema = z.object({
  id: IdSchema,
  workDate: IsoDateSchema.describe('The company calendar day of the clock-in'),
  clockIn: z.iso.datetime(),
  clockOut: z.iso.datetime().nullable().describe('Null while the record is open'),
  lateMinutes: z.number().int().describe('Minutes after the expected arrival (first record of the day only)'),
  workedMinutes: z.number().int().describe('Minutes between clock-in and clock-out (or now, while open)'),
  note: z.string().nullable(),
});
export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

/** The caller's day: whether a record is open, today's records and worked time, and the arrival expected. */
export const MyAttendanceSchema = z.object({
  today: IsoDateSchema,
  expectedArrival: z.string().nullable().describe('HH:MM in the company’s time zone; null when none is set'),
  timeZone: z.string(),
  open: AttendanceRecordSchema.nullable(),
  records: z.array(AttendanceRecordSchema),
  workedMinutes: z.number().int(),
});
export type MyAttendance = z.infer<typeof MyAttendanceSchema>;

export const ClockSchema = z.object({ note: NoteSchema });
export type ClockInput = z.infer<typeof ClockSchema>;

export const AttendanceHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export const AttendanceHistoryPageSchema = pageOf(AttendanceRecordSchema);
export type AttendanceHistoryPage = z.infer<typeof AttendanceHistoryPageSchema>;

/** The day sheet: everyone in the caller's scope on one day, with their status. */
export const DaySheetQuerySchema = z.object({
  date: IsoDateSchema.optional().describe('The day; the company’s today by default'),
  status: DayStatusSchema.optional(),
  q: z.string().trim().max(100).optional().describe('Search by name'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type DaySheetQuery = z.infer<typeof DaySheetQuerySchema>;

export const DaySheetRowSchema = z.object({
  employeeId: IdSchema,
  employeeName: z.string(),
  departmentName: z.string(),
  status: DayStatusSchema,
  firstIn: z.iso.datetime().nullable(),
  lastOut: z.iso.datetime().nullable(),
  lateMinutes: z.number().int(),
  workedMinutes: z.number().int(),
});
export type DaySheetRow = z.infer<typeof DaySheetRowSchema>;
export const DaySheetSchema = pageOf(DaySheetRowSchema).extend({
  date: IsoDateSchema,
  timeZone: z.string().describe('The company’s zone, for showing the times'),
  counts: z.record(DayStatusSchema, z.number().int()).describe('People per status on the day (all pages)'),
});
export type DaySheet = z.infer<typeof DaySheetSchema>;
