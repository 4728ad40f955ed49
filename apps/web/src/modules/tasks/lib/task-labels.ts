import type { TaskPriority, TaskStatus } from '@hcims/contracts/tasks';
import type { BadgeTone } from '../../../shared/ui/table';

/** Colours of statuses and priorities (always with their word: never colour alone). */
export const statusTone: Record<TaskStatus, BadgeTone> = {
  pending: 'neutral',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'neutral',
};

export const priorityTone: Record<TaskPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'primary',
  high: 'warning',
  urgent: 'danger',
};

/** Where an open task may go next, as the server allows it (pending -> in progress -> completed). */
export function nextStatuses(status: TaskStatus, canCancel: boolean): TaskStatus[] {
  const forward: Record<TaskStatus, TaskStatus[]> = {
    pending: ['pending', 'in_progress'],
    in_progress: ['in_progress', 'completed'],
    completed: [],
    cancelled: [],
  };
  const next = forward[status];
  return canCancel && next.length > 0 ? [...next, 'cancelled'] : next;
}
