import type {
  AttendanceSettings,
  UpdateAttendanceSettings,
  AttendanceHistoryPage,
  AttendanceRecord,
  ClockInput,
  ClockOutInput,
  DaySheet,
  DaySheetQuery,
  DayStatus,
  MyAttendance,
} from '@hcims/contracts/routines';
import { DayStatuses } from '@hcims/contracts/routines';
import { calendarDateIn, parseCalendarDate } from '../../platform/dates/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './attendance.repository.js';
import { dayStatus, expectedArrival, lateMinutes, workedMinutes, workingDayStart } from './attendance.rules.js';
import { workingWeekdays } from './routines.rules.js';

/** Attendance: clocking in and out (one open record at a time), the caller's day and history, and the day sheet. */

function view(row: repo.AttendanceRow, now: Date): AttendanceRecord {
  return {
    id: row.id,
    workDate: row.workDate,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    lateMinutes: row.lateMinutes,
    workedMinutes: workedMinutes(row.clockIn, row.clockOut, now),
    note: row.note,
    autoClosed: row.autoClosed,
    clockInLocation: row.clockInLocation,
    clockInIp: row.clockInIp,
    clockOutLocation: row.clockOutLocation,
    clockOutIp: row.clockOutIp,
  };
}

/** The arrival expected of someone on a day: department, else the working day's start, else the office opening. */
export function expectedOn(
  hours: Pick<repo.CompanyHours, 'officeOpens' | 'workingDays'>,
  departmentArrival: string | null,
  date: string,
): string | null {
  return expectedArrival(departmentArrival, hours.officeOpens, workingDayStart(date, hours.workingDays));
}

export async function attendanceSettings(ctx: RequestCtx): Promise<AttendanceSettings> {
  const h = await repo.companyHours(ctx.tx, ctx.companyId);
  return {
    timeZone: h.timeZone,
    officeOpens: h.officeOpens?.slice(0, 5) ?? null,
    officeCloses: h.officeCloses?.slice(0, 5) ?? null,
    workingDays: h.workingDays,
    graceMinutes: h.graceMinutes,
    version: h.version,
  };
}

/** Sets the grace minutes (office hours and working days are the company's settings, in org). */
export async function updateAttendanceSettings(ctx: RequestCtx, input: UpdateAttendanceSettings): Promise<AttendanceSettings> {
  const before = await attendanceSettings(ctx);
  if (before.version !== input.version || !(await repo.saveGrace(ctx.tx, ctx.companyId, input.graceMinutes, input.version, ctx.now)))
    throw staleVersion('ROUTINES_ATTENDANCE_SETTINGS_STALE_VERSION', 'attendance settings', before.version);
  const after = await attendanceSettings(ctx);
  await audit(
    ctx,
    'routines.attendance-settings-updated',
    { type: 'routines-attendance-settings', id: ctx.companyId },
    { graceMinutes: before.graceMinutes },
    { graceMinutes: after.graceMinutes },
  );
  return after;
}

async function me(ctx: RequestCtx) {
  const employee = await repo.clockingEmployee(ctx.tx, ctx.companyId, ctx.userId);
  if (!employee) throw AppError.rule('ROUTINES_ATTENDANCE_NO_EMPLOYEE', 'Your account has no employee record in this company');
  const hours = await repo.companyHours(ctx.tx, ctx.companyId);
  const today = calendarDateIn(ctx.now, hours.timeZone);
  return {
    employee,
    hours,
    today,
    expected: expectedOn(hours, employee.expectedArrival, today),
  };
}

export async function myAttendance(ctx: RequestCtx): Promise<MyAttendance> {
  const { employee, hours, today, expected } = await me(ctx);
  const open = await repo.openRecord(ctx.tx, ctx.companyId, employee.id);
  const records = (await repo.recordsOfDay(ctx.tx, ctx.companyId, employee.id, today)).map((r) => view(r, ctx.now));
  return {
    today,
    expectedArrival: expected,
    timeZone: hours.timeZone,
    open: open ? view(open, ctx.now) : null,
    records,
    workedMinutes: records.reduce((sum, r) => sum + r.workedMinutes, 0),
  };
}

/** Opens a record now; lateness counts on the day's first record only (a split shift's second half is not late). */
export async function clockIn(ctx: RequestCtx, input: ClockInput): Promise<AttendanceRecord> {
  const { employee, hours, today, expected } = await me(ctx);
  if (await repo.openRecord(ctx.tx, ctx.companyId, employee.id))
    throw AppError.rule('ROUTINES_ATTENDANCE_OPEN', 'You are already clocked in; clock out first');
  const first = (await repo.recordsOfDay(ctx.tx, ctx.companyId, employee.id, today)).length === 0;
  let row: repo.AttendanceRow;
  try {
    row = await repo.insertRecord(ctx.tx, {
      companyId: ctx.companyId,
      employeeId: employee.id,
      workDate: today,
      clockIn: ctx.now,
      lateMinutes: first ? lateMinutes(ctx.now, today, expected, hours.timeZone, hours.graceMinutes) : 0,
      note: input.note?.trim() || null,
      clockInLocation: input.location ?? null,
      clockInIp: ctx.origin.ip,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw AppError.rule('ROUTINES_ATTENDANCE_OPEN', 'You are already clocked in; clock out first');
    throw error;
  }
  const created = view(row, ctx.now);
  await audit(ctx, 'routines.clocked-in', { type: 'routines-attendance', id: row.id }, null, created);
  return created;
}

export async function clockOut(ctx: RequestCtx, input: ClockOutInput): Promise<AttendanceRecord> {
  const { employee } = await me(ctx);
  const open = await repo.openRecord(ctx.tx, ctx.companyId, employee.id);
  const closed =
    open &&
    (await repo.closeRecord(ctx.tx, ctx.companyId, open.id, {
      clockOut: ctx.now,
      clockOutLocation: input?.location ?? null,
      clockOutIp: ctx.origin.ip,
    }));
  if (!closed) throw AppError.rule('ROUTINES_ATTENDANCE_NOT_OPEN', 'You are not clocked in');
  const after = view(closed, ctx.now);
  await audit(
    ctx,
    'routines.clocked-out',
    { type: 'routines-attendance', id: closed.id },
    { clockOut: null },
    { clockOut: after.clockOut, clockOutLocation: after.clockOutLocation, clockOutIp: after.clockOutIp },
  );
  return after;
}

export async function myHistory(ctx: RequestCtx, query: { page: number; pageSize: number }): Promise<AttendanceHistoryPage> {
  const { employee } = await me(ctx);
  const { rows, total } = await repo.history(ctx.tx, ctx.companyId, employee.id, query.page, query.pageSize);
  return { items: rows.map((r) => view(r, ctx.now)), total, page: query.page, pageSize: query.pageSize };
}

/** Everyone in the caller's attendance scope on one day with their status, the counts per status, one page. */
export async function daySheet(ctx: RequestCtx, query: DaySheetQuery): Promise<DaySheet> {
  const scope = scopeOf(ctx, 'routines.attendance:read')!;
  const hours = await repo.companyHours(ctx.tx, ctx.companyId);
  const date = query.date ?? calendarDateIn(ctx.now, hours.timeZone);
  const scheduled = workingWeekdays(hours.workingDays).has(parseCalendarDate(date).dayOfWeek);
  const rows = await repo.daySheetRows(
    ctx.tx,
    { companyId: ctx.companyId, userId: ctx.userId, scope },
    date,
    query.q,
    ctx.now,
    query.departmentId,
  );
  const all = rows.map((r) => ({
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    departmentName: r.departmentName,
    status: dayStatus({ scheduled, holiday: r.holiday, onLeave: r.onLeave, clockedIn: r.firstIn !== null, lateMinutes: r.lateMinutes }),
    firstIn: r.firstIn?.toISOString() ?? null,
    lastOut: r.lastOut?.toISOString() ?? null,
    lateMinutes: r.lateMinutes,
    workedMinutes: r.workedMinutes,
    autoClosed: r.autoClosed,
  }));
  const counts = Object.fromEntries(DayStatuses.map((s) => [s, all.filter((r) => r.status === s).length])) as Record<DayStatus, number>;
  const matching = query.status ? all.filter((r) => r.status === query.status) : all;
  const start = (query.page - 1) * query.pageSize;
  return {
    date,
    timeZone: hours.timeZone,
    counts,
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
