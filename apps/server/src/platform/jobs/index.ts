export {
  defineJob,
  type Job,
  type JobDefinition,
  type JobHandler,
  type JobInfo,
  type JobQueue,
  type JobSchedule,
  type JobState,
  type ScheduleOptions,
  type SendOptions,
} from './job-queue.js';
export { createJobQueue, type JobQueueOptions } from './pg-boss-queue.js';
export { pgBossDb, pgliteDb } from './pg-boss-db.js';
