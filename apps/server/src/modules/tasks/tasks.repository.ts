import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { tenantCompany } from '../../platform/tenancy/index.js';
import { departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { taskComments, taskCoworkers, taskReassignments, tasks, taskUpdates } from './tasks.table.js';

/** The SQL of tasks, their co-workers and progress history. Every query names its company, on top of row-level security. */

export type TaskRow = typeof tasks.$inferSelect;
export type TaskInsert = typeof tasks.$inferInsert;

const nameSql = (e: typeof employees) =>
  sql<string>`coalesce(nullif(trim(${e.preferredName}), ''), ${e.firstName}) || ' ' || ${e.lastName}`;
export const openSql = sql`${tasks.status} in ('pending', 'in_progress')`;

/** Tasks whose assignee or a co-worker is among `people` (a subquery of employee ids); everything when null. */
export function visibleTo(people: SQL | null): SQL | undefined {
  if (!people) return undefined;
  // A union of ids rather than "assignee in … or exists (co-worker …)": the "or" keeps PostgreSQL
  // from using the assignee index, so a department's scope read every task of the company.
  return sql`${tasks.id} in (select t.id from ${tasks} t where t.assignee_id in (${people}) union select c.task_id from ${taskCoworkers} c where c.employee_id in (${people}))`;
}

const coworkersSql = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', e.id, 'name', coalesce(nullif(trim(e.preferred_name), ''), e.first_name) || ' ' || e.last_name) order by e.last_name, e.first_name)
  from ${taskCoworkers} c join ${employees} e on e.id = c.employee_id where c.task_id = ${tasks.id}), '[]'::json)`;

/** A task with the names it shows: the assignee, their department and the co-workers. */
export const viewColumns = {
  id: tasks.id,
  name: tasks.name,
  instructions: tasks.instructions,
  weight: tasks.weight,
  priority: tasks.priority,
  startDate: tasks.startDate,
  dueDate: tasks.dueDate,
  status: tasks.status,
  progress: tasks.progress,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  version: tasks.version,
  seriesId: tasks.seriesId,
  occurrenceDate: tasks.occurrenceDate,
  assigneeId: tasks.assigneeId,
  assigneeName: nameSql(employees),
  departmentName: departments.name,
  coworkers: coworkersSql,
};
export type TaskView = {
  [K in keyof typeof viewColumns]: K extends 'assigneeName' | 'departmentName'
    ? string
    : K extends 'coworkers'
      ? { id: string; name: string }[]
      : TaskRow[K & keyof TaskRow];
};

/** Tasks with their view's names: the assignee and their department joined. */
export const viewOf = (db: Db) =>
  db
    .select(viewColumns)
    .from(tasks)
    .innerJoin(employees, eq(employees.id, tasks.assigneeId))
    .innerJoin(departments, eq(departments.id, employees.departmentId));

export async function findTask(tx: Db, companyId: string, id: string, scope: SQL | undefined): Promise<TaskView | undefined> {
  const [row] = await viewOf(tx).where(and(eq(tasks.companyId, companyId), eq(tasks.id, id), scope));
  return row;
}

export async function insertTask(tx: Db, values: TaskInsert): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(values).returning();
  return row!;
}

/** Applies a change when the version still matches; undefined when someone else changed it first. */
export async function updateTask(tx: Db, companyId: string, id: string, version: number, patch: Partial<TaskInsert>, now: Date) {
  const [row] = await tx
    .update(tasks)
    .set({ ...patch, version: sql`${tasks.version} + 1`, updatedAt: now })
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id), eq(tasks.version, version)))
    .returning();
  return row;
}

export async function deleteTask(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(tasks).where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)));
}

export async function replaceCoworkers(tx: Db, companyId: string, taskId: string, employeeIds: readonly string[]): Promise<void> {
  await tx.delete(taskCoworkers).where(and(eq(taskCoworkers.companyId, companyId), eq(taskCoworkers.taskId, taskId)));
  if (employeeIds.length > 0) await tx.insert(taskCoworkers).values(employeeIds.map((employeeId) => ({ companyId, taskId, employeeId })));
}

export async function insertUpdate(tx: Db, values: typeof taskUpdates.$inferInsert): Promise<string> {
  const [row] = await tx.insert(taskUpdates).values(values).returning({ id: taskUpdates.id });
  return row!.id;
}

export function listUpdates(tx: Db, companyId: string, taskId: string) {
  return tx
    .select()
    .from(taskUpdates)
    .where(and(eq(taskUpdates.companyId, companyId), eq(taskUpdates.taskId, taskId)))
    .orderBy(desc(taskUpdates.createdAt), desc(taskUpdates.id));
}

/** How many of `ids` are current employees of the company within `people` (all of the company when null). */
export async function countEmployees(
  tx: Db,
  companyId: string,
  ids: readonly string[],
  people: SQL | null,
  today: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        inArray(employees.id, [...ids]),
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today}::date)`,
        people ? sql`${employees.id} in (${people})` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Current employees within `people`, by name: the people a caller may assign tasks to. */
export function assignableEmployees(tx: Db, companyId: string, people: SQL | null, today: string) {
  return tx
    .select({ id: employees.id, name: nameSql(employees), departmentId: employees.departmentId })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today}::date)`,
        people ? sql`${employees.id} in (${people})` : undefined,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .limit(1000);
}

export function companyDepartments(tx: Db, companyId: string) {
  return tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name));
}

/** The caller's own employee record in the company, with the name progress history shows. */
export async function employeeOfUser(tx: Db, companyId: string, userId: string) {
  const [row] = await tx
    .select({ id: employees.id, name: nameSql(employees), departmentId: employees.departmentId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.userId, userId)));
  return row;
}

export async function companyTimeZone(tx: Db, companyId: string): Promise<string> {
  return (await tenantCompany(tx, companyId)).timeZone;
}

export async function insertComment(tx: Db, values: typeof taskComments.$inferInsert) {
  const [row] = await tx.insert(taskComments).values(values).returning();
  return row!;
}

const mentionsSql = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', e.id, 'name', coalesce(nullif(trim(e.preferred_name), ''), e.first_name) || ' ' || e.last_name) order by e.last_name, e.first_name)
  from ${employees} e where e.company_id = ${taskComments.companyId} and e.id = any(${taskComments.mentionedIds})), '[]'::json)`;

/** A task's comments, oldest first (a conversation reads downwards), with the names of those they mention. */
export function listComments(tx: Db, companyId: string, taskId: string) {
  return tx
    .select({
      id: taskComments.id,
      body: taskComments.body,
      authorName: taskComments.authorName,
      createdAt: taskComments.createdAt,
      mentions: mentionsSql,
    })
    .from(taskComments)
    .where(and(eq(taskComments.companyId, companyId), eq(taskComments.taskId, taskId)))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
    .limit(500);
}

/** The sign-in accounts of employees (those without one are left out): whom a notice reaches. */
export async function usersOfEmployees(tx: Db, companyId: string, employeeIds: readonly string[]): Promise<string[]> {
  if (employeeIds.length === 0) return [];
  const rows = await tx
    .select({ userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
  return rows.map((r) => r.userId).filter((u): u is string => u !== null);
}

/** An employee's open tasks (assignee), soonest due first, and how many are open and overdue. */
export async function openTasksOf(tx: Db, companyId: string, employeeId: string, today: string, limit: number) {
  const mine = and(eq(tasks.companyId, companyId), eq(tasks.assigneeId, employeeId), openSql);
  const [counts] = await tx
    .select({ open: count(), overdue: count(sql`case when ${tasks.dueDate} < ${today} then 1 end`) })
    .from(tasks)
    .where(mine);
  const soonest = await tx
    .select({ id: tasks.id, name: tasks.name, dueDate: tasks.dueDate })
    .from(tasks)
    .where(mine)
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(limit);
  return { open: counts!.open, overdue: counts!.overdue, soonest };
}

/** An employee's open tasks (assignee) due within a range: the calendar source. */
export async function openTasksDueBetween(tx: Db, companyId: string, employeeId: string, from: string, to: string) {
  return tx
    .select({ id: tasks.id, name: tasks.name, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.assigneeId, employeeId), openSql, gte(tasks.dueDate, from), lte(tasks.dueDate, to)))
    .orderBy(asc(tasks.dueDate));
}

/** Current members of a department within `people` (all of the company when null), at most `limit`. */
export function departmentMembers(tx: Db, companyId: string, departmentId: string, people: SQL | null, today: string, limit: number) {
  return tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.departmentId, departmentId),
        sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today}::date)`,
        people ? sql`${employees.id} in (${people})` : undefined,
      ),
    )
    .orderBy(asc(employees.id))
    .limit(limit);
}

export async function departmentExists(tx: Db, companyId: string, departmentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)));
  return row !== undefined;
}

export async function insertTasks(tx: Db, values: TaskInsert[]): Promise<string[]> {
  if (values.length === 0) return [];
  return (await tx.insert(tasks).values(values).returning({ id: tasks.id })).map((r) => r.id);
}

export async function insertReassignment(tx: Db, values: typeof taskReassignments.$inferInsert): Promise<void> {
  await tx.insert(taskReassignments).values(values);
}

/** A task's changes of assignee, newest first. */
export function listReassignments(tx: Db, companyId: string, taskId: string) {
  return tx
    .select()
    .from(taskReassignments)
    .where(and(eq(taskReassignments.companyId, companyId), eq(taskReassignments.taskId, taskId)))
    .orderBy(desc(taskReassignments.createdAt), desc(taskReassignments.id))
    .limit(200);
}

/**
 * Whom a comment on a task may mention: its current assignee and co-workers, the employee who
 * assigned it, and everyone above the assignee and co-workers in the reporting line (they see the
 * task through their team). Current employees only, by name.
 */
export function mentionableOf(tx: Db, companyId: string, taskId: string, today: string): Promise<{ id: string; name: string }[]> {
  return selectRows<{ id: string; name: string }>(
    tx,
    sql`
    with recursive part(id) as (
      select t.assignee_id from ${tasks} t where t.company_id = ${companyId} and t.id = ${taskId}
      union select c.employee_id from ${taskCoworkers} c where c.company_id = ${companyId} and c.task_id = ${taskId}
    ), up(id, depth) as (
      select e.manager_id, 1 from ${employees} e where e.company_id = ${companyId} and e.id in (select id from part) and e.manager_id is not null
      union
      select e.manager_id, up.depth + 1 from ${employees} e join up on e.id = up.id
      where e.company_id = ${companyId} and e.manager_id is not null and up.depth < 20
    ), everyone(id) as (
      select id from part
      union select id from up
      union select e.id from ${employees} e join ${tasks} t on t.created_by = e.user_id
      where t.company_id = ${companyId} and t.id = ${taskId} and e.company_id = ${companyId}
    )
    select e.id, coalesce(nullif(trim(e.preferred_name), ''), e.first_name) || ' ' || e.last_name as name
    from ${employees} e
    where e.company_id = ${companyId} and e.id in (select id from everyone)
      and (e.termination_date is null or e.termination_date >= ${today}::date)
    order by e.last_name, e.first_name, e.id`,
  );
}
