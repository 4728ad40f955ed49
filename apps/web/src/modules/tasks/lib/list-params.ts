import { TaskSorts } from '@hcims/contracts/tasks';
import type { SortState } from '../../../shared/ui/table';
import type { TaskQuery } from '../api/tasks-queries';

type Sort = NonNullable<TaskQuery['sort']>;
const isSortField = (key: string): key is (typeof TaskSorts)[number] => (TaskSorts as readonly string[]).includes(key);

/** The table's sort state from the address (due date, soonest first, by default). */
export function sortOf(value: string | null): SortState {
  const key = (value ?? 'dueDate').replace(/^-/, '');
  return { key: isSortField(key) ? key : 'dueDate', direction: value?.startsWith('-') ? 'desc' : 'asc' };
}

export function sortParam(sort: SortState): Sort {
  const key = isSortField(sort.key) ? sort.key : 'dueDate';
  return sort.direction === 'desc' ? `-${key}` : key;
}

export const pageOf = (value: string | null): number => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
