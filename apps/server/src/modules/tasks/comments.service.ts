import type { CreateTaskCommentSchema, TaskComment } from '@hcims/contracts/tasks';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, forbidden, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './tasks.repository.js';
import { peopleOf, type TasksDeps } from './tasks.service.js';

/** Comments on tasks: read by whoever sees the task, written by whoever may update it (its assignee, co-workers, managers). */

const view = (r: { id: string; body: string; authorName: string; createdAt: Date }): TaskComment => ({
  id: r.id,
  body: r.body,
  authorName: r.authorName,
  createdAt: r.createdAt.toISOString(),
});

async function mustSee(deps: TasksDeps, ctx: RequestCtx, id: string, code: 'tasks.tasks:read' | 'tasks.tasks:update') {
  const people = peopleOf(deps, ctx, code);
  if (people === undefined) throw forbidden(code);
  const task = await repo.findTask(ctx.tx, ctx.companyId, id, repo.visibleTo(people));
  if (!task) throw AppError.notFound('Task');
  return task;
}

export async function listComments(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<{ items: TaskComment[] }> {
  await mustSee(deps, ctx, id, 'tasks.tasks:read');
  return { items: (await repo.listComments(ctx.tx, ctx.companyId, id)).map(view) };
}

export async function addComment(
  deps: TasksDeps,
  ctx: RequestCtx,
  id: string,
  input: z.output<typeof CreateTaskCommentSchema>,
): Promise<TaskComment> {
  await mustSee(deps, ctx, id, 'tasks.tasks:update');
  const me = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  const row = await repo.insertComment(ctx.tx, {
    companyId: ctx.companyId,
    taskId: id,
    authorUserId: ctx.userId,
    authorName: me?.name ?? 'Administrator',
    body: input.body,
    createdAt: ctx.now,
  });
  await audit(ctx, 'tasks.comment-added', { type: 'task', id }, null, { commentId: row.id });
  return view(row);
}
