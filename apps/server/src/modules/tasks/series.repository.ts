import { and, asc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenantCompany } from '../../platform/tenancy/index.js';
import { employees } from '../people/index.js';
import { tasks, taskSeries } from './tasks.table.js';

/** The SQL of recurring task series and the occurrences they make. Every query names its company. */

export type SeriesRow = typeof taskSeries.$inferSelect;
export type SeriesInsert = typeof taskSeries.$inferInsert;
export type SeriesView = SeriesRow & { assigneeName: string };

const nameSql = sql<string>`coalesce(nullif(trim(${employees.preferredName}), ''), ${employees.firstName}) || ' ' || ${employees.lastName}`;

function seriesQuery(tx: Db, where: SQL | undefined) {
  return tx
    .select({ series: taskSeries, assigneeName: nameSql })
    .from(taskSeries)
    .innerJoin(employees, eq(employees.id, taskSeries.assigneeId))
    .where(where)
    .orderBy(asc(taskSeries.name), asc(taskSeries.id));
}

/** Series whose assignee is among `people` (a subquery of employee ids); all of them when null. */
const within = (people: SQL | null) => (people ? sql`${taskSeries.assigneeId} in (${people})` : undefined);

export async function listSeries(tx: Db, companyId: string, people: SQL | null): Promise<SeriesView[]> {
  const rows = await seriesQuery(tx, and(eq(taskSeries.companyId, companyId), within(people))).limit(500);
  return rows.map((r) => ({ ...r.series, assigneeName: r.assigneeName }));
}

export async function findSeries(tx: Db, companyId: string, id: string, people: SQL | null): Promise<SeriesView | undefined> {
  const [row] = await seriesQuery(tx, and(eq(taskSeries.companyId, companyId), eq(taskSeries.id, id), within(people)));
  return row ? { ...row.series, assigneeName: row.assigneeName } : undefined;
}

export async function insertSeries(tx: Db, values: SeriesInsert): Promise<SeriesRow> {
  const [row] = await tx.insert(taskSeries).values(values).returning();
  return row!;
}

/** Applies a change when the version still matches; undefined when someone else changed it first. */
export async function updateSeries(tx: Db, companyId: string, id: string, version: number, patch: Partial<SeriesInsert>, now: Date) {
  const [row] = await tx
    .update(taskSeries)
    .set({ ...patch, version: sql`${taskSeries.version} + 1`, updatedAt: now })
    .where(and(eq(taskSeries.companyId, companyId), eq(taskSeries.id, id), eq(taskSeries.version, version)))
    .returning();
  return row;
}

export async function markGenerated(tx: Db, companyId: string, id: string, through: string): Promise<void> {
  await tx
    .update(taskSeries)
    .set({ generatedThrough: through })
    .where(and(eq(taskSeries.companyId, companyId), eq(taskSeries.id, id)));
}

/** Makes occurrences as tasks; a date the series already has is left alone (the job may run twice). */
export async function insertOccurrences(tx: Db, values: (typeof tasks.$inferInsert)[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(tasks)
    .values(values)
    .onConflictDoNothing({ target: [tasks.seriesId, tasks.occurrenceDate] })
    .returning({ id: tasks.id });
  return rows.length;
}

/** The series' occurrences from `from` on that nobody has started or edited on their own. */
const untouched = (companyId: string, seriesId: string, from: string) =>
  and(
    eq(tasks.companyId, companyId),
    eq(tasks.seriesId, seriesId),
    gte(tasks.occurrenceDate, from),
    eq(tasks.status, 'pending'),
    eq(tasks.progress, 0),
    eq(tasks.occurrenceEdited, false),
  );

/** The dates of the untouched occurrences from `from` on, in order. */
export async function untouchedOccurrenceDates(tx: Db, companyId: string, seriesId: string, from: string): Promise<string[]> {
  const rows = await tx
    .select({ date: tasks.occurrenceDate })
    .from(tasks)
    .where(untouched(companyId, seriesId, from))
    .orderBy(asc(tasks.occurrenceDate));
  return rows.flatMap((r) => (r.date ? [r.date] : []));
}

export type OccurrenceFields = Pick<SeriesRow, 'name' | 'instructions' | 'weight' | 'priority' | 'assigneeId' | 'durationDays'>;

/**
 * Brings the untouched occurrences from `from` on in line with a changed series: those on a date
 * in `keep` take its fields (the same tasks, ids and comments kept, each version moved on so an
 * edit form open on one answers 409); the others are removed. Answers how many of each.
 */
export async function refreshUntouchedOccurrences(
  tx: Db,
  companyId: string,
  seriesId: string,
  from: string,
  keep: readonly string[],
  fields: OccurrenceFields,
  now: Date,
): Promise<{ updated: number; removed: number }> {
  const removed = await tx
    .delete(tasks)
    .where(and(untouched(companyId, seriesId, from), keep.length > 0 ? notInArray(tasks.occurrenceDate, [...keep]) : undefined))
    .returning({ id: tasks.id });
  if (keep.length === 0) return { updated: 0, removed: removed.length };
  const updated = await tx
    .update(tasks)
    .set({
      name: fields.name,
      instructions: fields.instructions,
      weight: fields.weight,
      priority: fields.priority,
      assigneeId: fields.assigneeId,
      startDate: sql`${tasks.occurrenceDate}`,
      dueDate: sql`${tasks.occurrenceDate} + ${fields.durationDays}::integer`,
      version: sql`${tasks.version} + 1`,
      updatedAt: now,
    })
    .where(and(untouched(companyId, seriesId, from), inArray(tasks.occurrenceDate, [...keep])))
    .returning({ id: tasks.id });
  return { updated: updated.length, removed: removed.length };
}

/** The company's time zone and weekly working days (the calendar occurrences follow). */
export async function companyCalendar(tx: Db, companyId: string): Promise<{ timeZone: string; workingDays: { day: string }[] }> {
  // A request's transaction read its company when it opened (platform/tenancy).
  const { timeZone, workingDays } = await tenantCompany(tx, companyId);
  return { timeZone, workingDays };
}

export function activeSeriesOf(tx: Db, companyId: string): Promise<SeriesRow[]> {
  return tx
    .select()
    .from(taskSeries)
    .where(and(eq(taskSeries.companyId, companyId), eq(taskSeries.active, true)))
    .orderBy(asc(taskSeries.id));
}

/** Companies with at least one active series (the job's sweep; the owner's connection). */
export async function companiesWithActiveSeries(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ companyId: taskSeries.companyId }).from(taskSeries).where(eq(taskSeries.active, true));
  return rows.map((r) => r.companyId);
}
