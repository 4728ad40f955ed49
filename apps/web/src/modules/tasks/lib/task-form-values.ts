import type { Task } from '@hcims/contracts/tasks';

/** The task form's values (strings as the inputs hold them) and how they become a request. */

export type TaskFormValues = {
  name: string;
  instructions: string;
  weight: string;
  priority: string;
  startDate: string;
  dueDate: string;
  assigneeId: string;
  coworkerIds: string[];
  /** once, or a series' frequency (a new task only). */
  frequency: string;
  weekdays: string[];
  monthDay: string;
  endsOn: string;
  skipNonWorkingDays: boolean;
  /** A new task goes to one person or is copied to every member of a department. */
  target: 'person' | 'department';
  departmentId: string;
  /** Why the assignee changes (an edit that reassigns). */
  reason: string;
};

export const FIELDS = [
  'name',
  'instructions',
  'weight',
  'priority',
  'startDate',
  'dueDate',
  'assigneeId',
  'coworkerIds',
  'weekdays',
  'monthDay',
  'endsOn',
  'departmentId',
  'reason',
] as const;

/** Whole days from one calendar date to another. */
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The form's starting values: the task being changed, or a new task's defaults. */
export function defaultsOf(task: Task | null): TaskFormValues {
  return {
    name: task?.name ?? '',
    instructions: task?.instructions ?? '',
    weight: String(task?.weight ?? 5),
    priority: task?.priority ?? 'medium',
    startDate: task?.startDate ?? '',
    dueDate: task?.dueDate ?? '',
    assigneeId: task?.assignee.id ?? '',
    coworkerIds: task?.coworkers.map((c) => c.id) ?? [],
    frequency: 'once',
    weekdays: [],
    monthDay: '',
    endsOn: '',
    skipNonWorkingDays: false,
    target: 'person',
    departmentId: '',
    reason: '',
  };
}

/** The body of a create or update (the contract's schema checks it). */
export const toBody = (v: TaskFormValues) => ({
  name: v.name,
  instructions: v.instructions,
  weight: v.weight === '' ? undefined : Number(v.weight),
  priority: v.priority,
  startDate: v.startDate,
  dueDate: v.dueDate,
  assigneeId: v.assigneeId || undefined,
  coworkerIds: v.coworkerIds.filter((c) => c !== v.assigneeId),
});

/** The body of a bulk assignment to a department. */
export const toBulk = (v: TaskFormValues) => {
  const { assigneeId: _a, coworkerIds: _c, ...rest } = toBody(v);
  return { ...rest, departmentId: v.departmentId || undefined };
};
