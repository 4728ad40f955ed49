import { notify } from '../../platform/notifications/index.js';
import type { PermissionCode, Scope } from '@hcims/contracts/access';
import type {
  BulkAssignResult,
  BulkAssignTask,
  CreateTask,
  CreateTaskUpdate,
  Task,
  TaskListFilters,
  TaskOptions,
  TaskPage,
  TaskProgress,
  TaskReassignment,
  TaskStatus,
  TaskUpdate,
  UpdateTask,
} from '@hcims/contracts/tasks';
import {
  BULK_ASSIGN_LIMIT,
  BulkAssignTaskSchema,
  CreateTaskSchema,
  CreateTaskUpdateSchema,
  UpdateTaskSchema,
} from '@hcims/contracts/tasks';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors/app-error.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { audit, changes, forbidden, scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as files from './attachments.repository.js';
import type { TasksPeoplePort } from './tasks.people-port.js';
import { listTasks as listTaskPage } from './task-list.repository.js';
import * as repo from './tasks.repository.js';
import { canMove, isFinal, isOverdue, settleProgress, withRichInstructions } from './tasks.rules.js';

/**
 * Task use cases. Reading follows the caller's `tasks.tasks:read` scope; assigning, editing and
 * cancelling follow `tasks.tasks:create` (HR and owners the company, a manager the team);
 * progress updates follow `tasks.tasks:update` (an employee's own tasks).
 */

export type TasksDeps = { people: TasksPeoplePort };

export async function companyToday(ctx: RequestCtx): Promise<string> {
  return calendarDateIn(ctx.now, await repo.companyTimeZone(ctx.tx, ctx.companyId));
}

/** The employees a permission's scope covers (a subquery), null for the whole company; undefined without the permission. */
export function peopleOf(deps: TasksDeps, ctx: RequestCtx, code: PermissionCode): SQL | null | undefined {
  const scope = scopeOf(ctx, code);
  if (!scope) return undefined;
  return deps.people.employeesInScope({ companyId: ctx.companyId, userId: ctx.userId, scope });
}

/** The caller and the scope of a permission they hold (403 without it). */
export function callerScope(ctx: RequestCtx, code: PermissionCode): { companyId: string; userId: string; scope: Scope } {
  const scope = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  return { companyId: ctx.companyId, userId: ctx.userId, scope };
}

/** Tasks visible under a permission's scope; a task outside it answers 404 like one that does not exist. */
function visible(deps: TasksDeps, ctx: RequestCtx, code: PermissionCode): SQL | undefined {
  return repo.visibleTo(deps.people.employeesInScope(callerScope(ctx, code)));
}

function view(row: repo.TaskView, today: string): Task {
  const status = row.status as TaskStatus;
  return {
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    weight: row.weight,
    priority: row.priority as Task['priority'],
    startDate: row.startDate,
    dueDate: row.dueDate,
    status,
    progress: row.progress,
    overdue: isOverdue({ dueDate: row.dueDate, status }, today),
    assignee: { id: row.assigneeId, name: row.assigneeName, departmentName: row.departmentName },
    coworkers: row.coworkers,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    seriesId: row.seriesId,
    occurrenceDate: row.occurrenceDate,
    version: row.version,
  };
}

export async function mustFind(deps: TasksDeps, ctx: RequestCtx, id: string, code: PermissionCode): Promise<repo.TaskView> {
  const row = await repo.findTask(ctx.tx, ctx.companyId, id, visible(deps, ctx, code));
  if (!row) throw AppError.notFound('Task');
  return row;
}

/** 422 unless every employee named is a current employee the caller may assign to. */
export async function mustAssign(deps: TasksDeps, ctx: RequestCtx, ids: readonly string[], today: string, field: string): Promise<void> {
  const people = peopleOf(deps, ctx, 'tasks.tasks:create');
  if (people === undefined) throw forbidden('tasks.tasks:create');
  const unique = [...new Set(ids)];
  if ((await repo.countEmployees(ctx.tx, ctx.companyId, unique, people, today)) !== unique.length) {
    throw AppError.rule('TASKS_ASSIGNEE_OUT_OF_SCOPE', 'You cannot assign tasks to this employee', { field });
  }
}

export async function listTasks(deps: TasksDeps, ctx: RequestCtx, query: TaskListFilters): Promise<TaskPage> {
  const today = await companyToday(ctx);
  const caller = callerScope(ctx, 'tasks.tasks:read');
  const { rows, total } = await listTaskPage(ctx.tx, deps.people.employeesInScope, caller, query, today);
  return { items: rows.map((r) => view(r, today)), total, page: query.page, pageSize: query.pageSize };
}

export async function getTask(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<Task> {
  return view(await mustFind(deps, ctx, id, 'tasks.tasks:read'), await companyToday(ctx));
}

export async function taskOptions(deps: TasksDeps, ctx: RequestCtx): Promise<TaskOptions> {
  const today = await companyToday(ctx);
  const people = peopleOf(deps, ctx, 'tasks.tasks:create');
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const assignees = people === undefined ? [] : await repo.assignableEmployees(ctx.tx, ctx.companyId, people, today);
  const departments = await repo.companyDepartments(ctx.tx, ctx.companyId);
  const self = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  return { assignees, departments, self: self?.id ?? null };
}

export async function createTask(deps: TasksDeps, ctx: RequestCtx, body: CreateTask): Promise<Task> {
  const input = withRichInstructions(CreateTaskSchema.parse(body));
  const today = await companyToday(ctx);
  const coworkerIds = [...new Set(input.coworkerIds)].filter((id) => id !== input.assigneeId);
  await mustAssign(deps, ctx, [input.assigneeId], today, 'assigneeId');
  await mustAssign(deps, ctx, coworkerIds, today, 'coworkerIds');
  const { coworkerIds: _ignored, ...fields } = input;
  const row = await repo.insertTask(ctx.tx, {
    companyId: ctx.companyId,
    ...fields,
    createdBy: ctx.userId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await repo.replaceCoworkers(ctx.tx, ctx.companyId, row.id, coworkerIds);
  const task = view((await repo.findTask(ctx.tx, ctx.companyId, row.id, undefined))!, today);
  await audit(ctx, 'tasks.task-created', { type: 'task', id: row.id }, null, { ...fields, coworkerIds });
  await noticeAssigned(ctx, [input.assigneeId], task.name);
  return task;
}

export async function updateTask(deps: TasksDeps, ctx: RequestCtx, id: string, body: UpdateTask): Promise<Task> {
  const input = withRichInstructions(UpdateTaskSchema.parse(body));
  const current = await mustFind(deps, ctx, id, 'tasks.tasks:update');
  const today = await companyToday(ctx);
  // Editing what a task asks is the assigner's: the caller must be able to assign its assignee.
  await mustAssign(deps, ctx, [current.assigneeId], today, 'assigneeId');
  if (current.version !== input.version) throw staleVersion('TASKS_STALE_VERSION', 'task', current.version);
  if (isFinal(current.status as TaskStatus)) throw AppError.rule('TASKS_TASK_CLOSED', 'A completed or cancelled task cannot change');
  const { version, coworkerIds, reason, ...fields } = input;
  const startDate = fields.startDate ?? current.startDate;
  const dueDate = fields.dueDate ?? current.dueDate;
  if (dueDate < startDate) throw AppError.rule('TASKS_DATES_OUT_OF_ORDER', 'The due date is before the start date', { field: 'dueDate' });
  const assigneeId = fields.assigneeId ?? current.assigneeId;
  if (fields.assigneeId) await mustAssign(deps, ctx, [fields.assigneeId], today, 'assigneeId');
  // An occurrence of a series edited on its own keeps its edit when the series changes later.
  const row = await repo.updateTask(
    ctx.tx,
    ctx.companyId,
    id,
    version,
    { ...fields, ...(current.seriesId ? { occurrenceEdited: true } : {}) },
    ctx.now,
  );
  if (!row) throw staleVersion('TASKS_STALE_VERSION', 'task', current.version + 1);
  const before = current.coworkers.map((c) => c.id).sort();
  let after = before;
  if (coworkerIds !== undefined || fields.assigneeId) {
    after = [...new Set(coworkerIds ?? before)].filter((c) => c !== assigneeId).sort();
    const added = after.filter((c) => !before.includes(c));
    await mustAssign(deps, ctx, added, today, 'coworkerIds');
    await repo.replaceCoworkers(ctx.tx, ctx.companyId, id, after);
  }
  const { coworkers: _c, assigneeName: _n, departmentName: _d, ...was } = current;
  const diff = changes({ ...was, coworkerIds: before }, { ...fields, coworkerIds: after });
  await audit(ctx, 'tasks.task-updated', { type: 'task', id }, diff.before, diff.after);
  const updated = view((await repo.findTask(ctx.tx, ctx.companyId, id, undefined))!, today);
  if (fields.assigneeId && fields.assigneeId !== current.assigneeId) {
    // Reassigning keeps its history: who had it, who has it, who moved it, when and why.
    const me = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
    await repo.insertReassignment(ctx.tx, {
      companyId: ctx.companyId,
      taskId: id,
      fromEmployeeId: current.assigneeId,
      fromName: current.assigneeName,
      toEmployeeId: updated.assignee.id,
      toName: updated.assignee.name,
      byUserId: ctx.userId,
      byName: me?.name ?? 'Administrator',
      reason: reason?.trim() || null,
      createdAt: ctx.now,
    });
    await noticeAssigned(ctx, [fields.assigneeId], updated.name);
  }
  return updated;
}

export async function addProgress(deps: TasksDeps, ctx: RequestCtx, id: string, body: CreateTaskUpdate): Promise<TaskProgress> {
  const input = CreateTaskUpdateSchema.parse(body);
  const current = await mustFind(deps, ctx, id, 'tasks.tasks:update');
  const today = await companyToday(ctx);
  const me = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  // With the own scope only the assignee reports progress; co-workers see the task but do not report on it.
  if (scopeOf(ctx, 'tasks.tasks:update') === 'own' && me?.id !== current.assigneeId) {
    throw AppError.rule('TASKS_NOT_ASSIGNEE', 'Only the assignee reports progress on this task');
  }
  if (current.version !== input.version) throw staleVersion('TASKS_STALE_VERSION', 'task', current.version);
  const from = current.status as TaskStatus;
  if (isFinal(from)) throw AppError.rule('TASKS_TASK_CLOSED', 'A completed or cancelled task cannot change');
  const settled = settleProgress(from, { status: input.status, progress: input.progress });
  if (!canMove(from, settled.status)) {
    throw AppError.rule('TASKS_BAD_TRANSITION', `A ${from} task cannot become ${settled.status}`, { from, to: settled.status });
  }
  if (settled.status === 'cancelled') await mustAssign(deps, ctx, [current.assigneeId], today, 'status');
  const row = await repo.updateTask(
    ctx.tx,
    ctx.companyId,
    id,
    input.version,
    { status: settled.status, progress: settled.progress, completedAt: settled.status === 'completed' ? ctx.now : null },
    ctx.now,
  );
  if (!row) throw staleVersion('TASKS_STALE_VERSION', 'task', current.version + 1);
  const note = input.note?.trim() || null;
  const authorName = me?.name ?? 'Administrator';
  const updateId = await repo.insertUpdate(ctx.tx, {
    companyId: ctx.companyId,
    taskId: id,
    authorUserId: ctx.userId,
    authorName,
    progress: settled.progress,
    fromStatus: from,
    status: settled.status,
    note,
    createdAt: ctx.now,
  });
  await audit(
    ctx,
    'tasks.progress-reported',
    { type: 'task', id },
    { status: from, progress: current.progress },
    { status: settled.status, progress: settled.progress, note },
  );
  return { ...view((await repo.findTask(ctx.tx, ctx.companyId, id, undefined))!, today), updateId };
}

export async function listProgress(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<{ items: TaskUpdate[] }> {
  await mustFind(deps, ctx, id, 'tasks.tasks:read');
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const rows = await repo.listUpdates(ctx.tx, ctx.companyId, id);
  const updateFiles = await files.updateFiles(ctx.tx, ctx.companyId, id);
  return {
    items: rows.map((r) => ({
      id: r.id,
      progress: r.progress,
      fromStatus: r.fromStatus as TaskStatus,
      status: r.status as TaskStatus,
      note: r.note,
      authorName: r.authorName,
      createdAt: r.createdAt.toISOString(),
      attachment: updateFiles.has(r.id) ? files.fileView(updateFiles.get(r.id)!) : null,
      canAttach: r.authorUserId === ctx.userId && !updateFiles.has(r.id),
    })),
  };
}

export async function listReassignments(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<{ items: TaskReassignment[] }> {
  await mustFind(deps, ctx, id, 'tasks.tasks:read');
  const rows = await repo.listReassignments(ctx.tx, ctx.companyId, id);
  return {
    items: rows.map((r) => ({
      id: r.id,
      fromName: r.fromName,
      toName: r.toName,
      byName: r.byName,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * One task copied to every current member of a department the caller may assign to (a manager:
 * the members in their team), in the request's transaction with one audit entry and a notice to
 * each member. More than `BULK_ASSIGN_LIMIT` members answers 422 before anything is written.
 */
export async function bulkAssign(deps: TasksDeps, ctx: RequestCtx, body: BulkAssignTask): Promise<BulkAssignResult> {
  const input = withRichInstructions(BulkAssignTaskSchema.parse(body));
  const people = peopleOf(deps, ctx, 'tasks.tasks:create');
  if (people === undefined) throw forbidden('tasks.tasks:create');
  const { departmentId, ...fields } = input;
  if (!(await repo.departmentExists(ctx.tx, ctx.companyId, departmentId))) throw AppError.notFound('Department');
  const today = await companyToday(ctx);
  const members = await repo.departmentMembers(ctx.tx, ctx.companyId, departmentId, people, today, BULK_ASSIGN_LIMIT + 1);
  if (members.length === 0) {
    throw AppError.rule('TASKS_BULK_EMPTY', 'Nobody in this department can be assigned tasks by you', { field: 'departmentId' });
  }
  if (members.length > BULK_ASSIGN_LIMIT) {
    throw AppError.rule('TASKS_BULK_TOO_MANY', `One bulk assignment makes at most ${BULK_ASSIGN_LIMIT} tasks`, {
      field: 'departmentId',
      limit: BULK_ASSIGN_LIMIT,
    });
  }
  const taskIds = await repo.insertTasks(
    ctx.tx,
    members.map((m) => ({
      companyId: ctx.companyId,
      ...fields,
      assigneeId: m.id,
      createdBy: ctx.userId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })),
  );
  await audit(ctx, 'tasks.tasks-bulk-assigned', { type: 'department', id: departmentId }, null, {
    ...fields,
    assigneeIds: members.map((m) => m.id),
    taskIds,
  });
  await noticeAssigned(
    ctx,
    members.map((m) => m.id),
    fields.name,
  );
  return { created: taskIds.length, taskIds };
}

/** Deletes a task with its history; answers its files' storage keys, to delete after commit. */
export async function deleteTask(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<string[]> {
  const current = await mustFind(deps, ctx, id, 'tasks.tasks:delete');
  const keys = await files.taskStorageKeys(ctx.tx, ctx.companyId, [id]);
  await repo.deleteTask(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'tasks.task-deleted', { type: 'task', id }, { name: current.name, assigneeId: current.assigneeId }, null);
  return keys;
}

/** Tells the new assignee, in the write's transaction (their bell; ADR 0083). */
async function noticeAssigned(ctx: RequestCtx, employeeIds: readonly string[], name: string): Promise<void> {
  const userIds = (await repo.usersOfEmployees(ctx.tx, ctx.companyId, employeeIds)).filter((u) => u !== ctx.userId);
  await notify(ctx.tx, ctx.companyId, userIds, {
    kind: 'tasks.assigned',
    textKey: 'tasks:notifications.assigned',
    textValues: { name },
    href: '/PersonalTasks',
  });
}
