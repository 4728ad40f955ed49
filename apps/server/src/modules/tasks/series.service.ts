import type { CreateTaskSeries, TaskSeries, TaskSeriesList, UpdateTaskSeries } from '@hcims/contracts/tasks';
import { CreateTaskSeriesSchema, UpdateTaskSeriesSchema } from '@hcims/contracts/tasks';
import type { Db } from '../../db/client.js';
import { addDays, calendarDateIn } from '../../platform/dates/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { notify } from '../../platform/notifications/index.js';
import { audit, changes, forbidden, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import {
  generationWindow,
  noEarlierThanToday,
  occurrenceDue,
  occurrencesBetween,
  recurrenceProblem,
  workingWeekdaysOf,
  type SeriesRule,
} from './recurrence.rules.js';
import * as repo from './series.repository.js';
import { usersOfEmployees } from './tasks.repository.js';
import { withRichInstructions } from './tasks.rules.js';
import { mustAssign, peopleOf, type TasksDeps } from './tasks.service.js';

/**
 * Recurring tasks (ADR 0115). A series is read and changed by whoever may assign its assignee
 * (`tasks.tasks:create` in scope); its occurrences are ordinary tasks, read and updated as such.
 * Occurrences are made in the series' write (up to the horizon) and then daily by the job.
 */

function ruleOf(s: repo.SeriesRow): SeriesRule {
  const base = { startsOn: s.startsOn, endsOn: s.endsOn, skipNonWorkingDays: s.skipNonWorkingDays };
  if (s.frequency === 'weekly') return { ...base, frequency: 'weekly', weekdays: s.weekdays };
  if (s.frequency === 'monthly') return { ...base, frequency: 'monthly', monthDay: s.monthDay ?? 1 };
  return { ...base, frequency: 'daily' };
}

function mustBeValid(s: repo.SeriesRow | repo.SeriesInsert): void {
  const problem = recurrenceProblem(ruleOf(s as repo.SeriesRow));
  if (problem) throw AppError.validation([{ path: problem.field, message: problem.message }]);
  if (s.frequency === 'monthly' && (s.monthDay === null || s.monthDay === undefined)) {
    throw AppError.validation([{ path: 'monthDay', message: 'a monthly series needs its day of the month' }]);
  }
}

/**
 * Makes the occurrences of one series that are due up to the horizon, never for days already
 * past; answers how many were made. Idempotent: a date the series has is not made again.
 */
export async function generateOccurrences(
  tx: Db,
  series: repo.SeriesRow,
  today: string,
  workingWeekdays: readonly number[],
): Promise<number> {
  if (!series.active) return 0;
  const window = generationWindow(series, noEarlierThanToday(series.generatedThrough, today), today);
  if (!window) return 0;
  const dates = occurrencesBetween(ruleOf(series), window.from, window.to, workingWeekdays);
  const made = await repo.insertOccurrences(
    tx,
    dates.map((date) => ({
      companyId: series.companyId,
      name: series.name,
      instructions: series.instructions,
      weight: series.weight,
      priority: series.priority,
      startDate: date,
      dueDate: occurrenceDue(date, series.durationDays),
      assigneeId: series.assigneeId,
      createdBy: series.createdBy,
      seriesId: series.id,
      occurrenceDate: date,
    })),
  );
  await repo.markGenerated(tx, series.companyId, series.id, window.to);
  return made;
}

/** Every active series of one company, on the company's today (the job; the caller has bound the company). */
export async function generateForCompany(tx: Db, companyId: string, now: Date): Promise<number> {
  const calendar = await repo.companyCalendar(tx, companyId);
  const today = calendarDateIn(now, calendar.timeZone);
  const working = workingWeekdaysOf(calendar.workingDays);
  let made = 0;
  for (const series of await repo.activeSeriesOf(tx, companyId)) made += await generateOccurrences(tx, series, today, working);
  return made;
}

async function calendarOf(ctx: RequestCtx): Promise<{ today: string; working: number[] }> {
  const calendar = await repo.companyCalendar(ctx.tx, ctx.companyId);
  return { today: calendarDateIn(ctx.now, calendar.timeZone), working: workingWeekdaysOf(calendar.workingDays) };
}

function view(row: repo.SeriesView, today: string, working: readonly number[]): TaskSeries {
  const next = row.active ? occurrencesBetween(ruleOf(row), today, addDays(today, 62), working).slice(0, 5) : [];
  return {
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    weight: row.weight,
    priority: row.priority as TaskSeries['priority'],
    assignee: { id: row.assigneeId, name: row.assigneeName },
    frequency: row.frequency as TaskSeries['frequency'],
    weekdays: row.weekdays,
    monthDay: row.monthDay,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    durationDays: row.durationDays,
    skipNonWorkingDays: row.skipNonWorkingDays,
    generatedThrough: row.generatedThrough,
    active: row.active,
    nextOccurrences: next,
    version: row.version,
  };
}

function assignable(deps: TasksDeps, ctx: RequestCtx) {
  const people = peopleOf(deps, ctx, 'tasks.tasks:create');
  if (people === undefined) throw forbidden('tasks.tasks:create');
  return people;
}

async function mustFind(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<repo.SeriesView> {
  const row = await repo.findSeries(ctx.tx, ctx.companyId, id, assignable(deps, ctx));
  if (!row) throw AppError.notFound('Task series');
  return row;
}

export async function listSeries(deps: TasksDeps, ctx: RequestCtx): Promise<TaskSeriesList> {
  const { today, working } = await calendarOf(ctx);
  const rows = await repo.listSeries(ctx.tx, ctx.companyId, assignable(deps, ctx));
  return { items: rows.map((r) => view(r, today, working)) };
}

export async function getSeries(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<TaskSeries> {
  const { today, working } = await calendarOf(ctx);
  return view(await mustFind(deps, ctx, id), today, working);
}

const weekdaysOf = (frequency: string, weekdays: readonly number[]) =>
  frequency === 'weekly' ? [...new Set(weekdays)].sort((a, b) => a - b) : [];

export async function createSeries(deps: TasksDeps, ctx: RequestCtx, body: CreateTaskSeries): Promise<TaskSeries> {
  const input = withRichInstructions(CreateTaskSeriesSchema.parse(body));
  const { today, working } = await calendarOf(ctx);
  await mustAssign(deps, ctx, [input.assigneeId], today, 'assigneeId');
  const values: repo.SeriesInsert = {
    companyId: ctx.companyId,
    ...input,
    weekdays: weekdaysOf(input.frequency, input.weekdays),
    monthDay: input.frequency === 'monthly' ? input.monthDay : null,
    createdBy: ctx.userId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  mustBeValid(values);
  const row = await repo.insertSeries(ctx.tx, values);
  const made = await generateOccurrences(ctx.tx, row, today, working);
  await audit(ctx, 'tasks.series-created', { type: 'task-series', id: row.id }, null, { ...input, occurrencesMade: made });
  await noticeAssigned(ctx, input.assigneeId, input.name);
  return getSeries(deps, ctx, row.id);
}

/** Tells the series' (new) assignee, in the write's transaction. */
async function noticeAssigned(ctx: RequestCtx, employeeId: string, name: string): Promise<void> {
  const userIds = (await usersOfEmployees(ctx.tx, ctx.companyId, [employeeId])).filter((u) => u !== ctx.userId);
  await notify(ctx.tx, ctx.companyId, userIds, {
    kind: 'tasks.assigned',
    textKey: 'tasks:notifications.assigned',
    textValues: { name },
    href: '/PersonalTasks',
  });
}

/**
 * Changes a series (ADR 0124): in the request's transaction, its occurrences from today that
 * nobody has started or edited on their own follow the change (kept and updated when the new rule
 * still falls on their date, removed otherwise; stopping the series removes them all), and dates
 * the new rule adds are made up to the horizon. Started, completed, edited and past ones stay.
 */
export async function updateSeries(deps: TasksDeps, ctx: RequestCtx, id: string, body: UpdateTaskSeries): Promise<TaskSeries> {
  const input = withRichInstructions(UpdateTaskSeriesSchema.parse(body));
  const current = await mustFind(deps, ctx, id);
  if (current.version !== input.version) throw staleVersion('TASKS_STALE_VERSION', 'task series', current.version);
  const { today, working } = await calendarOf(ctx);
  const { version, ...fields } = input;
  if (fields.assigneeId && fields.assigneeId !== current.assigneeId) await mustAssign(deps, ctx, [fields.assigneeId], today, 'assigneeId');
  const frequency = fields.frequency ?? current.frequency;
  const patch: Partial<repo.SeriesInsert> = {
    ...fields,
    weekdays: weekdaysOf(frequency, fields.weekdays ?? current.weekdays),
    monthDay: frequency === 'monthly' ? (fields.monthDay !== undefined ? fields.monthDay : current.monthDay) : null,
  };
  const { assigneeName: _n, ...was } = current;
  mustBeValid({ ...was, ...patch });
  // The generator starts over from today: dates the untouched occurrences keep are not made twice.
  const row = await repo.updateSeries(ctx.tx, ctx.companyId, id, version, { ...patch, generatedThrough: null }, ctx.now);
  if (!row) throw staleVersion('TASKS_STALE_VERSION', 'task series', current.version + 1);
  const dates = await repo.untouchedOccurrenceDates(ctx.tx, ctx.companyId, id, today);
  const last = dates.at(-1);
  const keep = row.active && last ? occurrencesBetween(ruleOf(row), today, last, working).filter((d) => dates.includes(d)) : [];
  const occurrences = await repo.refreshUntouchedOccurrences(ctx.tx, ctx.companyId, id, today, keep, row, ctx.now);
  const made = await generateOccurrences(ctx.tx, row, today, working);
  if (fields.assigneeId && fields.assigneeId !== current.assigneeId) await noticeAssigned(ctx, fields.assigneeId, row.name);
  const diff = changes(was, patch);
  await audit(ctx, 'tasks.series-updated', { type: 'task-series', id }, diff.before, {
    ...diff.after,
    occurrences: { ...occurrences, made },
  });
  return getSeries(deps, ctx, id);
}
