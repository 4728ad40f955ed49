import type { TaskPeriod, TaskStatus } from '@hcims/contracts/tasks';
import { addDays, parseCalendarDate } from '../../platform/dates/index.js';
import { richTextField } from '../../platform/rich-text/index.js';

/** The tasks module's rules: pure functions, no I/O, tested on their own. */

/** The stored (sanitised HTML) limit of instructions, the same as the contract's (ADR 0104). */
export const INSTRUCTIONS_MAX = 5000;

/** Instructions, when sent, sanitised to rich text; too long once stored answers 400 naming the field. */
export function withRichInstructions<T extends { instructions?: string | undefined }>(input: T): T {
  if (input.instructions === undefined) return input;
  return { ...input, instructions: richTextField(input.instructions, INSTRUCTIONS_MAX, 'instructions') };
}

const transitions: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Completed and cancelled tasks take no more changes. */
export function isFinal(status: TaskStatus): boolean {
  return transitions[status].length === 0;
}

/** Whether a task may move from one status to another (staying put is always allowed while open). */
export function canMove(from: TaskStatus, to: TaskStatus): boolean {
  if (from === to) return !isFinal(from);
  return transitions[from].includes(to);
}

/** Due before the company's today and still open; derived on every read, never stored. */
export function isOverdue(task: { dueDate: string; status: TaskStatus }, today: string): boolean {
  return task.dueDate < today && !isFinal(task.status);
}

/**
 * What a progress update stores: any progress on a pending task starts it; completing sets 100 %;
 * a task does not sit at 100 % while it is still in progress (the caller completes it instead).
 */
export function settleProgress(
  from: TaskStatus,
  wanted: { status: TaskStatus; progress: number },
): { status: TaskStatus; progress: number } {
  if (wanted.status === 'completed') return { status: 'completed', progress: 100 };
  if (wanted.status === 'cancelled') return wanted;
  if (from === 'pending' && wanted.status === 'pending' && wanted.progress > 0) return { status: 'in_progress', progress: wanted.progress };
  return { status: wanted.status, progress: Math.min(wanted.progress, wanted.status === 'in_progress' ? 99 : 100) };
}

/** The calendar days of a period around `today`: the day, its ISO week (Monday first), its month, its year. */
export function periodRange(period: TaskPeriod, today: string): { from: string; to: string } {
  const date = parseCalendarDate(today);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const from = addDays(today, 1 - date.dayOfWeek);
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: date.with({ day: 1 }).toString(), to: date.with({ day: date.daysInMonth }).toString() };
    case 'year':
      return { from: `${date.year}-01-01`, to: `${date.year}-12-31` };
  }
}

/** A share as a fraction, null when there is nothing to share out. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;
}

/** A display name from an employee's names (the preferred first name when there is one). */
export function personName(p: { firstName: string; lastName: string; preferredName?: string | null }): string {
  return `${p.preferredName?.trim() || p.firstName} ${p.lastName}`;
}
