import { reportField as field, fieldKeys } from '../reports/index.js';
import { TaskPriorities, TaskStatuses } from './task.js';

/**
 * The tasks module's report definition (ADR 0108): one row per task the caller may report on.
 * Nothing of a task is hidden from those who see it, so no field is sensitive.
 */

/** Whether an open task is past its due date (derived on the company's today). */
export const TASK_OVERDUE_VALUES = ['yes', 'no'] as const;

export const TASK_REPORT_FIELDS = [
  field('taskName', 'text'),
  field('assigneeName', 'text', { groupable: true }),
  field('departmentName', 'text', { groupable: true }),
  field('priority', 'enum', { groupable: true, values: TaskPriorities }),
  field('status', 'enum', { groupable: true, values: TaskStatuses }),
  field('weight', 'number'),
  field('progress', 'number'),
  field('startDate', 'date'),
  field('dueDate', 'date'),
  field('dueMonth', 'text', { groupable: true }),
  field('completedOn', 'date'),
  field('overdue', 'enum', { groupable: true, values: TASK_OVERDUE_VALUES }),
  field('assigneeId', 'id'),
  field('departmentId', 'id'),
] as const;
export type TaskReportFieldKey = (typeof TASK_REPORT_FIELDS)[number]['key'];
export const TASK_REPORT_FIELD_KEYS = fieldKeys(TASK_REPORT_FIELDS);
