import type { CreateTodo, Todo, TodoList, TodoListQuery, UpdateTodo } from '@hcims/contracts/workspace';
import { CreateTodoSchema } from '@hcims/contracts/workspace';
import { AppError } from '../../platform/errors/app-error.js';
import { staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './todos.repository.js';
import { blankToNull, todoView } from './todos.rules.js';
import { companyToday } from './workspace.repository.js';

/**
 * The caller's own to-do list. Items are personal notes, not company records: they are not
 * audited, and nobody else (not even the owner of the company) reads them.
 */

const ownerOf = (ctx: RequestCtx) => ({ companyId: ctx.companyId, userId: ctx.userId });

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.TodoRow> {
  const row = await repo.findTodo(ctx.tx, ownerOf(ctx), id);
  if (!row) throw AppError.notFound('To-do item');
  return row;
}

export async function listTodos(ctx: RequestCtx, query: TodoListQuery): Promise<TodoList> {
  const today = await companyToday(ctx.tx, ctx.companyId, ctx.now);
  const rows = await repo.listTodos(ctx.tx, ownerOf(ctx), query);
  const { tags, ...counts } = await repo.todoCounts(ctx.tx, ownerOf(ctx), today);
  return { items: rows.map((r) => todoView(r, today)), counts, tags };
}

export async function createTodo(ctx: RequestCtx, input: CreateTodo): Promise<Todo> {
  const body = CreateTodoSchema.parse(input);
  const row = await repo.insertTodo(ctx.tx, {
    ...ownerOf(ctx),
    title: body.title,
    notes: blankToNull(body.notes) ?? null,
    dueDate: body.dueDate ?? null,
    priority: body.priority,
    tag: blankToNull(body.tag) ?? null,
  });
  return todoView(row, await companyToday(ctx.tx, ctx.companyId, ctx.now));
}

export async function updateTodo(ctx: RequestCtx, id: string, input: UpdateTodo): Promise<Todo> {
  const current = await mustFind(ctx, id);
  if (current.version !== input.version) throw staleVersion('WORKSPACE_TODO_STALE_VERSION', 'to-do item', current.version);
  const { version, trashed, notes, tag, ...fields } = input;
  const patch = {
    ...fields,
    ...(notes !== undefined ? { notes: blankToNull(notes) } : {}),
    ...(tag !== undefined ? { tag: blankToNull(tag) } : {}),
    ...(trashed !== undefined ? { trashedAt: trashed ? (current.trashedAt ?? ctx.now) : null } : {}),
  };
  const row = await repo.updateTodo(ctx.tx, ownerOf(ctx), id, version, patch, ctx.now);
  if (!row) throw staleVersion('WORKSPACE_TODO_STALE_VERSION', 'to-do item', (await mustFind(ctx, id)).version);
  return todoView(row, await companyToday(ctx.tx, ctx.companyId, ctx.now));
}

/** Deletes for good an item already in the trash (an open item goes to the trash first). */
export async function deleteTodo(ctx: RequestCtx, id: string): Promise<void> {
  const current = await mustFind(ctx, id);
  if (current.trashedAt === null)
    throw new AppError('WORKSPACE_TODO_NOT_IN_TRASH', 'Move the item to the trash before deleting it', { status: 422 });
  await repo.deleteTodo(ctx.tx, ownerOf(ctx), id);
}

/** Puts the caller's items in the order sent; an id that is not theirs answers 404, nothing moved. */
export async function reorderTodos(ctx: RequestCtx, ids: readonly string[]): Promise<void> {
  const found = await repo.reorder(ctx.tx, ownerOf(ctx), ids, ctx.now);
  if (found !== ids.length) throw AppError.notFound('To-do item');
}
