import type { Scope } from '@hcims/contracts/access';
import type { TaskListFilters } from '@hcims/contracts/tasks';
import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listStatement, likePattern, type Bound } from '../../db/list.js';
import { departments } from '../org/index.js';
import { employees } from '../people/index.js';
import { openSql, viewColumns, viewOf, visibleTo, type TaskView } from './tasks.repository.js';
import { taskCoworkers, tasks } from './tasks.table.js';

/**
 * The task list and its export: the caller's scope and the filters, one statement per shape for the
 * list's page and total (db/list.ts, ADR 0141), the same conditions with values for the export.
 */

/** Tasks the caller is assigned to or helps with. */
function mineSql(companyId: Bound, userId: Bound): SQL {
  const me = sql`select e.id from ${employees} e where e.company_id = ${companyId} and e.user_id = ${userId}`;
  return sql`(${tasks.assigneeId} in (${me}) or exists (select 1 from ${taskCoworkers} c where c.task_id = ${tasks.id} and c.employee_id in (${me})))`;
}

const p = sql.placeholder;

/** The employees a scope covers, as the people port answers (a subquery; null for the whole company). */
export type PeopleInScope = (caller: { companyId: Bound; userId: Bound; scope: Scope }) => SQL | null;

/** Which filters a list has, its scope and its sort: what decides the statement's text, never a value. */
type TaskFilterShape = {
  scope: Scope;
  q: boolean;
  assigneeId: boolean;
  departmentId: boolean;
  status: boolean;
  priority: boolean;
  overdue: 'yes' | 'no' | 'any';
  dueFrom: boolean;
  dueTo: boolean;
  mine: boolean;
};
type TaskFilterValues = Record<
  'companyId' | 'userId' | 'today' | 'pattern' | 'assigneeId' | 'departmentId' | 'status' | 'priority' | 'dueFrom' | 'dueTo',
  Bound
>;
export type TaskFilters = Omit<TaskListFilters, 'page' | 'pageSize' | 'sort'>;

function taskFilters(ctx: { companyId: string; userId: string; scope: Scope }, f: TaskFilters, today: string) {
  const shape: TaskFilterShape = {
    scope: ctx.scope,
    q: Boolean(f.q),
    assigneeId: Boolean(f.assigneeId),
    departmentId: Boolean(f.departmentId),
    status: Boolean(f.status),
    priority: Boolean(f.priority),
    overdue: f.overdue === true ? 'yes' : f.overdue === false ? 'no' : 'any',
    dueFrom: Boolean(f.dueFrom),
    dueTo: Boolean(f.dueTo),
    mine: Boolean(f.mine),
  };
  const values: TaskFilterValues = {
    companyId: ctx.companyId,
    userId: ctx.userId,
    today,
    pattern: f.q ? likePattern(f.q) : '',
    assigneeId: f.assigneeId ?? '',
    departmentId: f.departmentId ?? '',
    status: f.status ?? '',
    priority: f.priority ?? '',
    dueFrom: f.dueFrom ?? '',
    dueTo: f.dueTo ?? '',
  };
  return { shape, values };
}

/** The values of a list's statement: every one a placeholder. */
const placeholders: TaskFilterValues = {
  companyId: p('companyId'),
  userId: p('userId'),
  today: p('today'),
  pattern: p('pattern'),
  assigneeId: p('assigneeId'),
  departmentId: p('departmentId'),
  status: p('status'),
  priority: p('priority'),
  dueFrom: p('dueFrom'),
  dueTo: p('dueTo'),
};

/** The list's conditions: the caller's scope and the filters, with values or placeholders. */
function taskConditions(people: PeopleInScope, shape: TaskFilterShape, v: TaskFilterValues): SQL | undefined {
  const overdue = sql`(${openSql} and ${tasks.dueDate} < ${v.today}::date)`;
  return and(
    eq(tasks.companyId, v.companyId),
    visibleTo(people({ companyId: v.companyId, userId: v.userId, scope: shape.scope })),
    shape.q ? ilike(tasks.name, v.pattern) : undefined,
    shape.assigneeId ? eq(tasks.assigneeId, v.assigneeId) : undefined,
    shape.departmentId
      ? sql`${tasks.assigneeId} in (select e.id from ${employees} e where e.company_id = ${v.companyId} and e.department_id = ${v.departmentId})`
      : undefined,
    shape.status ? eq(tasks.status, v.status as string) : undefined,
    shape.priority ? eq(tasks.priority, v.priority as string) : undefined,
    shape.overdue === 'yes' ? overdue : shape.overdue === 'no' ? sql`not ${overdue}` : undefined,
    shape.dueFrom ? gte(tasks.dueDate, v.dueFrom as string) : undefined,
    shape.dueTo ? lte(tasks.dueDate, v.dueTo as string) : undefined,
    shape.mine ? mineSql(v.companyId, v.userId) : undefined,
  );
}

const priorityRank = sql`case ${tasks.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

function orderOf(sort: TaskListFilters['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const field = (sort ?? 'dueDate').replace(/^-/, '');
  const column: SQL | typeof tasks.name =
    field === 'name'
      ? tasks.name
      : field === 'priority'
        ? priorityRank
        : field === 'progress'
          ? sql`${tasks.progress}`
          : field === 'startDate'
            ? sql`${tasks.startDate}`
            : field === 'createdAt'
              ? sql`${tasks.createdAt}`
              : sql`${tasks.dueDate}`;
  return [descending ? desc(column) : asc(column), asc(tasks.id)];
}

type TaskPageShape = TaskFilterShape & { sort: string };

/**
 * The list for one people port (the composition root wires one): the scope's subquery comes from
 * the port, so its statements are built once per port and shape (ADR 0141).
 */
function taskList(people: PeopleInScope) {
  const taskCount = (db: Db, shape: TaskPageShape) =>
    db
      .select({ n: count() })
      .from(tasks)
      .where(taskConditions(people, shape, placeholders));
  return listStatement(taskCount, (db, shape, total) =>
    db
      .select({ ...viewColumns, total })
      .from(tasks)
      .innerJoin(employees, eq(employees.id, tasks.assigneeId))
      .innerJoin(departments, eq(departments.id, employees.departmentId))
      .where(taskConditions(people, shape, placeholders))
      .orderBy(...orderOf(shape.sort as TaskListFilters['sort'])),
  );
}
const listsByPort = new WeakMap<PeopleInScope, ReturnType<typeof taskList>>();

/** One page of the tasks a caller's scope reaches, with the list's filters and its total in one statement (ADR 0055, 0141). */
export async function listTasks(
  tx: Db,
  people: PeopleInScope,
  ctx: { companyId: string; userId: string; scope: Scope },
  query: TaskListFilters,
  today: string,
): Promise<{ rows: TaskView[]; total: number }> {
  let list = listsByPort.get(people);
  if (!list) listsByPort.set(people, (list = taskList(people)));
  const { shape, values } = taskFilters(ctx, query, today);
  return list(tx, { ...shape, sort: query.sort ?? 'dueDate' }, values, query);
}

/** Every task of a filtered list, for an export (at most `limit`). */
export async function allTasks(
  tx: Db,
  people: PeopleInScope,
  ctx: { companyId: string; userId: string; scope: Scope },
  query: Omit<TaskListFilters, 'page' | 'pageSize'>,
  today: string,
  limit: number,
): Promise<TaskView[]> {
  const { shape, values } = taskFilters(ctx, query, today);
  return await viewOf(tx)
    .where(taskConditions(people, shape, values))
    .orderBy(...orderOf(query.sort))
    .limit(limit);
}
