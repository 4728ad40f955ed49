export * from './task.js';
export * from './announcement.js';
export * from './dashboard.js';
export * from './reports.js';
export * from './report-fields.js';
export * from './series.js';
export * from './attachments.js';

/** Every error code of the tasks module (joined into `ErrorCode` in `@hcims/contracts/errors`). */
export const TasksErrorCodes = [
  'TASKS_STALE_VERSION',
  'TASKS_BAD_TRANSITION',
  'TASKS_TASK_CLOSED',
  'TASKS_ASSIGNEE_OUT_OF_SCOPE',
  'TASKS_DATES_OUT_OF_ORDER',
  'TASKS_NOT_ASSIGNEE',
  'TASKS_ANNOUNCEMENT_PUBLISHED',
  'TASKS_ANNOUNCEMENT_DEPARTMENT',
  'TASKS_BULK_TOO_MANY',
  'TASKS_BULK_EMPTY',
  'TASKS_MENTION_NOT_ALLOWED',
  'TASKS_ANNOUNCEMENT_BRANCH',
  'TASKS_ANNOUNCEMENT_TRANSITION',
  'TASKS_ANNOUNCEMENT_ARCHIVED',
  'TASKS_ANNOUNCEMENT_DATES',
  'TASKS_ANNOUNCEMENT_NOT_PUBLISHED',
  'TASKS_ANNOUNCEMENT_REMIND_TOO_SOON',
  'TASKS_ATTACHMENT_LIMIT',
  'TASKS_UPDATE_HAS_FILE',
  'TASKS_NOT_UPDATE_AUTHOR',
] as const;
export type TasksErrorCode = (typeof TasksErrorCodes)[number];
