import type { TaskAttachment, TaskAttachmentList, TaskFile, TaskStatus } from '@hcims/contracts/tasks';
import { TASK_ATTACHMENT_LIMIT } from '@hcims/contracts/tasks';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, forbidden, type RequestCtx } from '../../platform/request/index.js';
import * as files from './attachments.repository.js';
import { fileView } from './attachments.repository.js';
import * as repo from './tasks.repository.js';
import { isFinal } from './tasks.rules.js';
import { companyToday, mustFind, peopleOf, type TasksDeps } from './tasks.service.js';

/**
 * Files on tasks and on progress updates (ADR 0124). Whoever sees a task downloads its files;
 * whoever may change it (as `updateTask` checks: in their update scope and its assignee in their
 * assigning scope, and the task still open) adds them; the uploader or such an editor removes one.
 * The author of a progress update adds its one file, whatever the task's status since.
 */

export type UploadedFile = { key: string; fileName: string; mime: string; size: number };

/** Whether the caller may change this task (what `updateTask` would let them do). */
async function mayEdit(deps: TasksDeps, ctx: RequestCtx, task: repo.TaskView): Promise<boolean> {
  if (isFinal(task.status as TaskStatus)) return false;
  const updatable = peopleOf(deps, ctx, 'tasks.tasks:update');
  const assignable = peopleOf(deps, ctx, 'tasks.tasks:create');
  if (updatable === undefined || assignable === undefined) return false;
  if (updatable !== null && !(await repo.findTask(ctx.tx, ctx.companyId, task.id, repo.visibleTo(updatable)))) return false;
  return (await repo.countEmployees(ctx.tx, ctx.companyId, [task.assigneeId], assignable, await companyToday(ctx))) === 1;
}

async function mustEdit(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<repo.TaskView> {
  const task = await mustFind(deps, ctx, id, 'tasks.tasks:update');
  if (!(await mayEdit(deps, ctx, task))) {
    if (isFinal(task.status as TaskStatus)) throw AppError.rule('TASKS_TASK_CLOSED', 'A completed or cancelled task cannot change');
    throw forbidden('tasks.tasks:create', 'Only whoever may change the task adds or removes its files');
  }
  return task;
}

async function mustHaveRoom(ctx: RequestCtx, taskId: string): Promise<void> {
  if ((await files.countTaskFiles(ctx.tx, ctx.companyId, taskId)) >= TASK_ATTACHMENT_LIMIT) {
    throw AppError.rule('TASKS_ATTACHMENT_LIMIT', `A task carries at most ${TASK_ATTACHMENT_LIMIT} files`, {
      field: 'file',
      limit: TASK_ATTACHMENT_LIMIT,
    });
  }
}

async function uploaderName(ctx: RequestCtx): Promise<string> {
  return (await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId))?.name ?? 'Administrator';
}

export async function listTaskFiles(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<TaskAttachmentList> {
  const task = await mustFind(deps, ctx, id, 'tasks.tasks:read');
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const rows = await files.taskFiles(ctx.tx, ctx.companyId, id);
  const editor = await mayEdit(deps, ctx, task);
  const items: TaskAttachment[] = rows.map((r) => ({
    ...fileView(r),
    uploadedByName: r.uploadedByName,
    canRemove: editor || (r.uploadedBy === ctx.userId && !isFinal(task.status as TaskStatus)),
  }));
  return { items, canAdd: editor && items.length < TASK_ATTACHMENT_LIMIT, limit: TASK_ATTACHMENT_LIMIT };
}

/** Checks before an upload is stored: a task the caller may change, with room for one more file. */
export async function taskForFile(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<void> {
  await mustEdit(deps, ctx, id);
  await mustHaveRoom(ctx, id);
}

export async function addTaskFile(deps: TasksDeps, ctx: RequestCtx, id: string, file: UploadedFile): Promise<TaskAttachment> {
  await taskForFile(deps, ctx, id);
  const row = await files.insertTaskFile(ctx.tx, {
    companyId: ctx.companyId,
    taskId: id,
    storageKey: file.key,
    fileName: file.fileName,
    contentType: file.mime,
    sizeBytes: file.size,
    uploadedBy: ctx.userId,
    uploadedByName: await uploaderName(ctx),
    createdAt: ctx.now,
  });
  // A file added to one occurrence of a series is an edit of that occurrence: the series' later edits leave it.
  await files.markOccurrenceEdited(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'tasks.task-attachment-added', { type: 'task', id }, null, { id: row.id, fileName: row.fileName });
  return { ...fileView(row), uploadedByName: row.uploadedByName, canRemove: true };
}

/** Checks before an upload is stored: an update of a visible task, written by the caller, without a file yet. */
export async function updateForFile(deps: TasksDeps, ctx: RequestCtx, id: string, updateId: string): Promise<void> {
  await mustFind(deps, ctx, id, 'tasks.tasks:update');
  const update = await files.findUpdate(ctx.tx, ctx.companyId, id, updateId);
  if (!update) throw AppError.notFound('Progress update');
  if (update.authorUserId !== ctx.userId) {
    throw AppError.rule('TASKS_NOT_UPDATE_AUTHOR', 'Only who wrote a progress update adds its file', { field: 'updateId' });
  }
  if ((await files.updateFiles(ctx.tx, ctx.companyId, id)).has(updateId)) {
    throw AppError.rule('TASKS_UPDATE_HAS_FILE', 'A progress update carries one file', { field: 'file' });
  }
}

export async function addUpdateFile(deps: TasksDeps, ctx: RequestCtx, id: string, updateId: string, file: UploadedFile): Promise<TaskFile> {
  await updateForFile(deps, ctx, id, updateId);
  const row = await files.insertTaskFile(ctx.tx, {
    companyId: ctx.companyId,
    taskId: id,
    updateId,
    storageKey: file.key,
    fileName: file.fileName,
    contentType: file.mime,
    sizeBytes: file.size,
    uploadedBy: ctx.userId,
    uploadedByName: await uploaderName(ctx),
    createdAt: ctx.now,
  });
  await audit(ctx, 'tasks.task-attachment-added', { type: 'task', id }, null, { id: row.id, updateId, fileName: row.fileName });
  return fileView(row);
}

/** A file of a task the caller sees (its own or a progress update's). */
export async function taskFileFor(deps: TasksDeps, ctx: RequestCtx, id: string, fileId: string): Promise<files.TaskAttachmentRow> {
  await mustFind(deps, ctx, id, 'tasks.tasks:read');
  const row = await files.findTaskFile(ctx.tx, ctx.companyId, id, fileId);
  if (!row) throw AppError.notFound('Attachment');
  return row;
}

/** Removes a file (its uploader, or whoever may change the task); answers its storage key, to delete after commit. */
export async function removeTaskFile(deps: TasksDeps, ctx: RequestCtx, id: string, fileId: string): Promise<string> {
  const task = await mustFind(deps, ctx, id, 'tasks.tasks:update');
  const row = await files.findTaskFile(ctx.tx, ctx.companyId, id, fileId);
  if (!row) throw AppError.notFound('Attachment');
  if (!(await mayEdit(deps, ctx, task))) {
    if (isFinal(task.status as TaskStatus)) throw AppError.rule('TASKS_TASK_CLOSED', 'A completed or cancelled task cannot change');
    if (row.uploadedBy !== ctx.userId)
      throw forbidden('tasks.tasks:create', 'Only the uploader or whoever may change the task removes a file');
  }
  await files.deleteTaskFile(ctx.tx, ctx.companyId, fileId);
  await audit(ctx, 'tasks.task-attachment-removed', { type: 'task', id }, { id: row.id, fileName: row.fileName }, null);
  return row.storageKey;
}
