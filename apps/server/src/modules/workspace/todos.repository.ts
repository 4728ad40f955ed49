import type { TodoListQuery } from '@hcims/contracts/workspace';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, lt, max, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { todoItems } from './todos.table.js';
import { likePattern } from '../../db/list.js';

/** The SQL of the to-do list. Every query names the company and the owner, on top of row-level security. */

export type TodoRow = typeof todoItems.$inferSelect;
type Owner = { companyId: string; userId: string };

const ownedBy = (o: Owner) => and(eq(todoItems.companyId, o.companyId), eq(todoItems.userId, o.userId));

function inView(view: TodoListQuery['view']): SQL {
  if (view === 'trash') return isNotNull(todoItems.trashedAt);
  return and(isNull(todoItems.trashedAt), view === 'done' ? eq(todoItems.done, true) : eq(todoItems.done, false))!;
}

export async function listTodos(tx: Db, owner: Owner, query: TodoListQuery): Promise<TodoRow[]> {
  const search = query.q
    ? or(
        ilike(todoItems.title, likePattern(query.q)),
        ilike(todoItems.notes, likePattern(query.q)),
        ilike(todoItems.tag, likePattern(query.q)),
      )
    : undefined;
  return tx
    .select()
    .from(todoItems)
    .where(and(ownedBy(owner), inView(query.view), search, query.tag ? eq(todoItems.tag, query.tag) : undefined))
    .orderBy(asc(todoItems.position), asc(todoItems.createdAt))
    .limit(500);
}

/** How many items each view holds, the overdue ones, and the tags in use, in one statement. */
export async function todoCounts(tx: Db, owner: Owner, today: string) {
  const live = isNull(todoItems.trashedAt);
  const [row] = await tx
    .select({
      open: count(sql`case when ${live} and not ${todoItems.done} then 1 end`),
      done: count(sql`case when ${live} and ${todoItems.done} then 1 end`),
      trash: count(todoItems.trashedAt),
      overdue: count(sql`case when ${live} and not ${todoItems.done} and ${todoItems.dueDate} < ${today} then 1 end`),
      tags: sql<string[] | null>`array_agg(distinct ${todoItems.tag}) filter (where ${todoItems.tag} is not null and ${live})`,
    })
    .from(todoItems)
    .where(ownedBy(owner));
  return { open: row!.open, done: row!.done, trash: row!.trash, overdue: row!.overdue, tags: (row!.tags ?? []).sort() };
}

/** Open items due on or before a day (the dashboard card and its overdue figure), soonest first. */
export async function dueBy(tx: Db, owner: Owner, day: string, limit: number): Promise<TodoRow[]> {
  return tx
    .select()
    .from(todoItems)
    .where(and(ownedBy(owner), isNull(todoItems.trashedAt), not(todoItems.done), isNotNull(todoItems.dueDate), lt(todoItems.dueDate, day)))
    .orderBy(asc(todoItems.dueDate), asc(todoItems.position))
    .limit(limit);
}

/** Open items due within a range (the calendar source). */
export async function dueBetween(tx: Db, owner: Owner, from: string, to: string): Promise<TodoRow[]> {
  return tx
    .select()
    .from(todoItems)
    .where(and(ownedBy(owner), isNull(todoItems.trashedAt), not(todoItems.done), sql`${todoItems.dueDate} between ${from} and ${to}`))
    .orderBy(asc(todoItems.dueDate), asc(todoItems.position));
}

export async function findTodo(tx: Db, owner: Owner, id: string): Promise<TodoRow | undefined> {
  const [row] = await tx
    .select()
    .from(todoItems)
    .where(and(ownedBy(owner), eq(todoItems.id, id)));
  return row;
}

export async function insertTodo(tx: Db, values: Omit<typeof todoItems.$inferInsert, 'position'>): Promise<TodoRow> {
  const owner = { companyId: values.companyId, userId: values.userId };
  const [last] = await tx
    .select({ position: max(todoItems.position) })
    .from(todoItems)
    .where(ownedBy(owner));
  const [row] = await tx
    .insert(todoItems)
    .values({ ...values, position: (last?.position ?? 0) + 1 })
    .returning();
  return row!;
}

/** Applies a change when the version still matches; undefined when another change came first. */
export async function updateTodo(
  tx: Db,
  owner: Owner,
  id: string,
  version: number,
  patch: Partial<typeof todoItems.$inferInsert>,
  now: Date,
): Promise<TodoRow | undefined> {
  const [row] = await tx
    .update(todoItems)
    .set({ ...patch, version: sql`${todoItems.version} + 1`, updatedAt: now })
    .where(and(ownedBy(owner), eq(todoItems.id, id), eq(todoItems.version, version)))
    .returning();
  return row;
}

export async function deleteTodo(tx: Db, owner: Owner, id: string): Promise<void> {
  await tx.delete(todoItems).where(and(ownedBy(owner), eq(todoItems.id, id)));
}

/** Numbers the given items 1..n in the order sent; answers how many of them are the owner's. */
export async function reorder(tx: Db, owner: Owner, ids: readonly string[], now: Date): Promise<number> {
  const rows = await tx
    .select({ id: todoItems.id })
    .from(todoItems)
    .where(and(ownedBy(owner), inArray(todoItems.id, [...ids])));
  if (rows.length !== ids.length) return rows.length;
  const positions = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await tx
    .update(todoItems)
    .set({ position: sql`case ${todoItems.id} ${positions} end`, updatedAt: now })
    .where(and(ownedBy(owner), inArray(todoItems.id, [...ids])));
  return rows.length;
}
