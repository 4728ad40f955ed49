import type { CreateTaskCommentSchema, TaskComment, TaskMentionable } from '@hcims/contracts/tasks';
import { notify } from '../../platform/notifications/index.js';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, forbidden, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './tasks.repository.js';
import { companyToday, peopleOf, type TasksDeps } from './tasks.service.js';

/** Comments on tasks: read by whoever sees the task, written by whoever may update it (its assignee, co-workers, managers). */

type CommentRow = { id: string; body: string; authorName: string; createdAt: Date; mentions: { id: string; name: string }[] };
const view = (r: CommentRow): TaskComment => ({
  id: r.id,
  body: r.body,
  authorName: r.authorName,
  mentions: r.mentions,
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
  const task = await mustSee(deps, ctx, id, 'tasks.tasks:update');
  const me = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
  const wanted = [...new Set(input.mentionIds ?? [])];
  const allowed = wanted.length > 0 ? await repo.mentionableOf(ctx.tx, ctx.companyId, id, await companyToday(ctx)) : [];
  const mentions = allowed.filter((p) => wanted.includes(p.id));
  if (mentions.length !== wanted.length) {
    throw AppError.rule('TASKS_MENTION_NOT_ALLOWED', 'Only people who take part in the task or see it can be mentioned', {
      field: 'mentionIds',
    });
  }
  const row = await repo.insertComment(ctx.tx, {
    companyId: ctx.companyId,
    taskId: id,
    authorUserId: ctx.userId,
    authorName: me?.name ?? 'Administrator',
    body: input.body,
    mentionedIds: wanted,
    createdAt: ctx.now,
  });
  await audit(ctx, 'tasks.comment-added', { type: 'task', id }, null, { commentId: row.id, mentionIds: wanted });
  // Each person mentioned is told once, in the comment's transaction (the author is not told of themself).
  const userIds = (await repo.usersOfEmployees(ctx.tx, ctx.companyId, wanted)).filter((u) => u !== ctx.userId);
  await notify(ctx.tx, ctx.companyId, userIds, {
    kind: 'tasks.mentioned',
    textKey: 'tasks:notifications.mentioned',
    textValues: { name: task.name, author: me?.name ?? 'Administrator' },
    href: `/view_tasks?task=${id}`,
  });
  return view({ ...row, mentions });
}

/** The people a comment on the task may mention (who takes part in it or sees it up the reporting line). */
export async function mentionable(deps: TasksDeps, ctx: RequestCtx, id: string): Promise<TaskMentionable> {
  await mustSee(deps, ctx, id, 'tasks.tasks:read');
  return { items: await repo.mentionableOf(ctx.tx, ctx.companyId, id, await companyToday(ctx)) };
}
