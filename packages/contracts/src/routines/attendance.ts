import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf, VersionSchema } from '../common/index.js';
import { WorkingDaySchema } from '../org/index.js';
import { ExportFormatSchema } from '../reports/index.js';

/** How a person's day looks on the day sheet. */
export const DayStatuses = ['present', 'late', 'absent', 'on_leave', 'holiday', 'not_scheduled'] as const;
export const DayStatusSchema = z
  .enum(DayStatuses)
  .describe('present, late, absent, on leave, on holiday, or not scheduled (a non-working day)');
export type DayStatus = z.infer<typeof DayStatusSchema>;

const NoteSchema = z.string().trim().max(200).nullable().optional().describe('A short note (where from, why late)');

/** Where the browser said it was when clocking, if the person chose to share it. */
export const ClockLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().min(0).max(100_000).describe('The radius the browser is sure of, in metres'),
});
export type ClockLocation = z.infer<typeof ClockLocationSchema>;
const SharedLocationSchema = ClockLocationSchema.nullable().optional().describe('Only when the person chose to share it');

export const AttendanceRecordSchema = z.object({
  id: IdSchema,
  workDate: IsoDateSchema.describe('The company calendar day of the clock-in'),
  clockIn: z.iso.datetime(),
  clockOut: z.iso.datetime().nullable().describe('Null while the record is open'),
  lateMinutes: z.number().int().describe('Minutes after the expected arrival (first record of the day only)'),
  workedMinutes: z.number().int().describe('Minutes between clock-in and clock-out (or now, while open)'),
  note: z.string().nullable(),
  autoClosed: z.boolean().describe('True when the end-of-day job closed a record left open (flagged for review)'),
  clockInLocation: ClockLocationSchema.nullable(),
  clockInIp: z.string().nullable().describe('The address the clock-in came from, as the server saw it'),
  clockOutLocation: ClockLocationSchema.nullable(),
  clockOutIp: z.string().nullable(),
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

export const ClockSchema = z.object({ note: NoteSchema, location: SharedLocationSchema });
export type ClockInput = z.infer<typeof ClockSchema>;
/** Clocking out takes no body (Fastify hands it over as null), or the location the person chose to share. */
export const ClockOutSchema = z.object({ location: SharedLocationSchema }).nullish();
export type ClockOutInput = z.infer<typeof ClockOutSchema>;

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
  departmentId: IdSchema.optional().describe('Only people of this department'),
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
  autoClosed: z.boolean().describe('A record of the day was closed by the end-of-day job'),
});
export type DaySheetRow = z.infer<typeof DaySheetRowSchema>;
export const DaySheetSchema = pageOf(DaySheetRowSchema).extend({
  date: IsoDateSchema,
  timeZone: z.string().describe('The company’s zone, for showing the times'),
  counts: z.record(DayStatusSchema, z.number().int()).describe('People per status on the day (all pages)'),
});
export type DaySheet = z.infer<typeof DaySheetSchema>;

/** The filtered day sheet (every page) as a file. */
export const DaySheetExportQuerySchema = DaySheetQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: ExportFormatSchema.default('csv'),
  lng: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional()
    .describe('Language of the headers and values (the app’s codes; ae is Arabic)'),
});
export type DaySheetExportQuery = z.infer<typeof DaySheetExportQuerySchema>;

/**
 * What lateness is measured against: the company's zone, office hours and working days (edited on
 * the company's settings) and the attendance grace minutes (edited here).
 */
export const AttendanceSettingsSchema = z.object({
  timeZone: z.string(),
  officeOpens: z.string().nullable().describe('HH:MM; the arrival expected when neither the department nor the working day sets one'),
  officeCloses: z.string().nullable().describe('HH:MM; open records are closed at this time by the end-of-day job'),
  workingDays: z.array(WorkingDaySchema),
  graceMinutes: z.number().int().min(0).max(240).describe('Minutes after the expected arrival that do not count as late'),
  version: VersionSchema,
});
export type AttendanceSettings = z.infer<typeof AttendanceSettingsSchema>;
export const UpdateAttendanceSettingsSchema = z.object({
  graceMinutes: z.number().int().min(0).max(240),
  version: VersionSchema,
});
export type UpdateAttendanceSettings = z.infer<typeof UpdateAttendanceSettingsSchema>;

/** A correction's life: pending until decided; approved applies it; only pending ones move. */
export const CorrectionStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const CorrectionStatusSchema = z.enum(CorrectionStatuses);
export type CorrectionStatus = z.infer<typeof CorrectionStatusSchema>;

const CorrectionReasonSchema = z.string().trim().min(1).max(500).describe('Why the record is corrected');

export const AttendanceCorrectionSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string(),
  attendanceId: IdSchema.nullable().describe('The record corrected; null adds a missing one'),
  workDate: IsoDateSchema,
  clockIn: z.iso.datetime(),
  clockOut: z.iso.datetime().nullable(),
  reason: z.string(),
  status: CorrectionStatusSchema,
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
  canDecide: z.boolean().describe('The caller may approve or reject it now'),
  canCancel: z.boolean().describe('The caller may withdraw it now (their own, pending)'),
  version: VersionSchema,
});
export type AttendanceCorrection = z.infer<typeof AttendanceCorrectionSchema>;

const correctionTimes = {
  attendanceId: IdSchema.nullable().optional().describe('The record to correct; omit to add a missing record'),
  clockIn: z.iso.datetime(),
  clockOut: z.iso.datetime().nullable(),
  reason: CorrectionReasonSchema,
};
const ordered = (v: { clockIn: string; clockOut: string | null }) => v.clockOut === null || v.clockOut >= v.clockIn;
/** The employee asks for a correction of their own record. */
export const RequestCorrectionSchema = z
  .object(correctionTimes)
  .refine(ordered, { path: ['clockOut'], message: 'clock-out must come after clock-in' });
export type RequestCorrection = z.infer<typeof RequestCorrectionSchema>;
/** HR corrects a record directly (applied at once, kept in the audit log). */
export const DirectCorrectionSchema = z
  .object({ ...correctionTimes, employeeId: IdSchema })
  .refine(ordered, { path: ['clockOut'], message: 'clock-out must come after clock-in' });
export type DirectCorrection = z.infer<typeof DirectCorrectionSchema>;
export const DecideCorrectionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(500).nullable().optional().describe('Required when rejecting'),
  version: VersionSchema,
});
export type DecideCorrection = z.infer<typeof DecideCorrectionSchema>;
export const CancelCorrectionSchema = z.object({ version: VersionSchema });
export const CorrectionListQuerySchema = z.object({
  status: CorrectionStatusSchema.optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('Only the caller’s own requests'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type CorrectionListQuery = z.infer<typeof CorrectionListQuerySchema>;
export const CorrectionPageSchema = pageOf(AttendanceCorrectionSchema);
export type CorrectionPage = z.infer<typeof CorrectionPageSchema>;

/** One employee's month: for payroll (also served through the module's port). */
export const MonthlySummaryRowSchema = z.object({
  employeeId: IdSchema,
  employeeName: z.string(),
  departmentName: z.string(),
  daysPresent: z.number().int().describe('Days with a clock-in, late ones included'),
  daysLate: z.number().int(),
  daysAbsent: z.number().int().describe('Scheduled days without a clock-in, leave or holiday'),
  daysLeave: z.number().int().describe('Scheduled days on approved leave'),
  daysHoliday: z.number().int(),
  workedMinutes: z.number().int(),
});
export type MonthlySummaryRow = z.infer<typeof MonthlySummaryRowSchema>;
export const MonthlySummaryQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM')
    .describe('The month, YYYY-MM'),
  departmentId: IdSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type MonthlySummaryQuery = z.infer<typeof MonthlySummaryQuerySchema>;
export const MonthlySummarySchema = pageOf(MonthlySummaryRowSchema).extend({ month: z.string() });
export type MonthlySummary = z.infer<typeof MonthlySummarySchema>;

/** The monthly summary as filtered (every page) as a file; `lng` names the language of its headers (else Accept-Language). */
export const MonthlySummaryExportQuerySchema = MonthlySummaryQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: ExportFormatSchema.default('csv'),
  lng: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional()
    .describe('Language of the headers (the app’s codes; ae is Arabic)'),
});
export type MonthlySummaryExportQuery = z.infer<typeof MonthlySummaryExportQuerySchema>;
