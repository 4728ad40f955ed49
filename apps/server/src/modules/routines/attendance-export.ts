import type { DaySheetExportQuery, DayStatus, MonthlySummaryExportQuery } from '@hcims/contracts/routines';
import { AppError } from '../../platform/errors/app-error.js';
import { exportLanguage, type ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { EXPORT_LIMITS } from '../../platform/reports/index.js';
import { daySheet } from './attendance.service.js';
import { monthlySummary } from './attendance-summary.service.js';

/** How the day-sheet export reads the web app's `exports` catalogue (ADR 0022): `routines.daySheet`. */
type Labels = {
  routines: {
    daySheet: {
      title: string;
      fields: Record<'employee' | 'department' | 'status' | 'firstIn' | 'lastOut' | 'late' | 'worked' | 'autoClosed', string>;
      statuses: Record<DayStatus, string>;
      yes: string;
    };
  };
  chrome: { generated: string; page: string };
};

/** The day sheet as the screen filters it (every page) as a table for CSV, XLSX or PDF, in the export's language. */
export async function daySheetTable(
  ctx: RequestCtx,
  { format, lng, ...filters }: DaySheetExportQuery,
  acceptLanguage: string | undefined,
): Promise<ExportTable & { fileDate: string }> {
  const limit = EXPORT_LIMITS[format];
  const sheet = await daySheet(ctx, { ...filters, page: 1, pageSize: limit + 1 });
  if (sheet.total > limit)
    throw AppError.rule('ROUTINES_EXPORT_TOO_LARGE', `A ${format.toUpperCase()} export holds at most ${limit} rows; add filters`, {
      maxRows: limit,
      format,
    });
  const { code, labels, direction } = exportLanguage<Labels>(lng, acceptLanguage, format);
  const l = labels.routines.daySheet;
  const time = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat('en-GB', { timeZone: sheet.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
          new Date(iso),
        )
      : '';
  return {
    title: `${l.title} ${sheet.date}`,
    fileDate: sheet.date,
    columns: [
      { key: 'employee', label: l.fields.employee },
      { key: 'department', label: l.fields.department },
      { key: 'status', label: l.fields.status },
      { key: 'firstIn', label: l.fields.firstIn },
      { key: 'lastOut', label: l.fields.lastOut },
      { key: 'late', label: l.fields.late, type: 'number' },
      { key: 'worked', label: l.fields.worked, type: 'number' },
      { key: 'autoClosed', label: l.fields.autoClosed },
    ],
    rows: sheet.items.map((r) => ({
      employee: r.employeeName,
      department: r.departmentName,
      status: l.statuses[r.status] ?? r.status,
      firstIn: time(r.firstIn),
      lastOut: time(r.lastOut),
      late: r.lateMinutes,
      worked: r.workedMinutes,
      autoClosed: r.autoClosed ? l.yes : '',
    })),
    direction,
    locale: code,
    timeZone: sheet.timeZone,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}

/** How the monthly summary export reads the `exports` catalogue: `routines.monthSummary`. */
type SummaryLabels = {
  routines: {
    monthSummary: {
      title: string;
      fields: Record<'employee' | 'department' | 'present' | 'late' | 'absent' | 'leave' | 'holiday' | 'hours', string>;
    };
  };
  chrome: { generated: string; page: string };
};

/** The monthly summary as the screen filters it (every person) as a table, hours with two decimals. */
export async function monthSummaryTable(
  ctx: RequestCtx,
  { format, lng, ...filters }: MonthlySummaryExportQuery,
  acceptLanguage: string | undefined,
): Promise<ExportTable> {
  const limit = EXPORT_LIMITS[format];
  const summary = await monthlySummary(ctx, { ...filters, page: 1, pageSize: limit + 1 });
  if (summary.total > limit)
    throw AppError.rule('ROUTINES_EXPORT_TOO_LARGE', `A ${format.toUpperCase()} export holds at most ${limit} rows; add filters`, {
      maxRows: limit,
      format,
    });
  const { code, labels, direction } = exportLanguage<SummaryLabels>(lng, acceptLanguage, format);
  const l = labels.routines.monthSummary;
  return {
    title: `${l.title} ${summary.month}`,
    columns: [
      { key: 'employee', label: l.fields.employee },
      { key: 'department', label: l.fields.department },
      { key: 'present', label: l.fields.present, type: 'number' },
      { key: 'late', label: l.fields.late, type: 'number' },
      { key: 'absent', label: l.fields.absent, type: 'number' },
      { key: 'leave', label: l.fields.leave, type: 'number' },
      { key: 'holiday', label: l.fields.holiday, type: 'number' },
      { key: 'hours', label: l.fields.hours, type: 'number' },
    ],
    rows: summary.items.map((r) => ({
      employee: r.employeeName,
      department: r.departmentName,
      present: r.daysPresent,
      late: r.daysLate,
      absent: r.daysAbsent,
      leave: r.daysLeave,
      holiday: r.daysHoliday,
      hours: Math.round((r.workedMinutes / 60) * 100) / 100,
    })),
    direction,
    locale: code,
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
