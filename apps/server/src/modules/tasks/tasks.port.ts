import type { TaskPriority, TaskStatus } from '@hcims/contracts/tasks';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { notify } from '../../platform/notifications/index.js';
import { plainToRichText, richTextToPlain, sanitizeRichText } from '../../platform/rich-text/index.js';
import * as repo from './tasks.repository.js';
import { INSTRUCTIONS_MAX, isOverdue } from './tasks.rules.js';
import { companyToday } from './tasks.service.js';
import { tasks } from './tasks.table.js';

/**
 * What other modules may do with tasks (through index.ts): create one task for one assignee in
 * the caller's transaction (meetings turn an action item into a task), and read back the status
 * of tasks they created. The calling module decides who may create it; this port checks only
 * that the assignee is a current employee of the company.
 */

export type TaskForInput = {
  name: string;
  instructions?: string;
  /** 1-10; 3 when left out. */
  weight?: number;
  /** medium when left out. */
  priority?: TaskPriority;
  /** The company's today when left out. */
  startDate?: string;
  dueDate: string;
  assigneeId: string;
};

export type TaskStatusOf = { id: string; status: TaskStatus; progress: number; dueDate: string; overdue: boolean };

/** Sanitised; too long once formatted, it is cut as plain text (the caller's words, never a broken tag). */
function instructionsOf(value: string): string {
  const html = sanitizeRichText(value);
  return html.length <= INSTRUCTIONS_MAX ? html : sanitizeRichText(plainToRichText(richTextToPlain(html).slice(0, INSTRUCTIONS_MAX / 2)));
}

/** Creates one task in `ctx.tx` (audit row and the assignee's notice in the same transaction); answers its id. */
export async function createTaskFor(ctx: RequestCtx, input: TaskForInput): Promise<{ id: string }> {
  const today = await companyToday(ctx);
  const startDate = input.startDate ?? (input.dueDate < today ? input.dueDate : today);
  if (input.dueDate < startDate)
    throw AppError.rule('TASKS_DATES_OUT_OF_ORDER', 'The due date is before the start date', { field: 'dueDate' });
  const name = input.name.trim().slice(0, 160);
  if (!name) throw AppError.validation([{ path: 'name', message: 'must not be empty' }]);
  if ((await repo.countEmployees(ctx.tx, ctx.companyId, [input.assigneeId], null, today)) !== 1) {
    throw AppError.rule('TASKS_ASSIGNEE_OUT_OF_SCOPE', 'You cannot assign tasks to this employee', { field: 'assigneeId' });
  }
  const fields = {
    name,
    instructions: instructionsOf(input.instructions ?? ''),
    weight: Math.min(10, Math.max(1, Math.round(input.weight ?? 3))),
    priority: input.priority ?? 'medium',
    startDate,
    dueDate: input.dueDate,
    assigneeId: input.assigneeId,
  };
  const row = await repo.insertTask(ctx.tx, {
    companyId: ctx.companyId,
    ...fields,
    createdBy: ctx.userId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await audit(ctx, 'tasks.task-created', { type: 'task', id: row.id }, null, fields);
  const userIds = (await repo.usersOfEmployees(ctx.tx, ctx.companyId, [input.assigneeId])).filter((u) => u !== ctx.userId);
  await notify(ctx.tx, ctx.companyId, userIds, {
    kind: 'tasks.assigned',
    textKey: 'tasks:notifications.assigned',
    textValues: { name },
    href: '/PersonalTasks',
  });
  return { id: row.id };
}

/** The status of each task named that still exists in the company (a deleted one is left out). */
export async function taskStatusesOf(tx: Db, companyId: string, ids: readonly string[], today?: string): Promise<TaskStatusOf[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const when = today ?? new Date().toISOString().slice(0, 10);
  const rows = await tx
    .select({ id: tasks.id, status: tasks.status, progress: tasks.progress, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), inArray(tasks.id, unique)));
  return rows.map((r) => {
    const status = r.status as TaskStatus;
    return { id: r.id, status, progress: r.progress, dueDate: r.dueDate, overdue: isOverdue({ dueDate: r.dueDate, status }, when) };
  });
}
