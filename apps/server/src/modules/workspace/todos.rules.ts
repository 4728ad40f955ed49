import type { Todo } from '@hcims/contracts/workspace';
import type { TodoRow } from './todos.repository.js';

/** The to-do list's rules: pure functions, tested on their own. */

/** Blank text is stored as null, the rest trimmed. */
export const blankToNull = (text: string | null | undefined): string | null | undefined =>
  text === undefined ? undefined : text === null || text.trim() === '' ? null : text.trim();

/** Overdue is derived: open, due, and the due day is before the company's today. */
export const isOverdue = (row: Pick<TodoRow, 'done' | 'dueDate' | 'trashedAt'>, today: string): boolean =>
  !row.done && row.trashedAt === null && row.dueDate !== null && row.dueDate < today;

export function todoView(row: TodoRow, today: string): Todo {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    dueDate: row.dueDate,
    priority: row.priority,
    tag: row.tag,
    done: row.done,
    trashed: row.trashedAt !== null,
    overdue: isOverdue(row, today),
    version: row.version,
  };
}
