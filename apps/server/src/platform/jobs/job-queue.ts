import type { z } from 'zod';

/**
 * Background jobs, as the rest of the app sees them. Senders and workers share one
 * `JobDefinition` (name, retry policy, payload schema), so a queue cannot be sent to under one
 * name and worked under another, and its retry policy lives in one place.
 */
export type JobDefinition<T> = {
  /** Letters, digits, dots, dashes and underscores, e.g. `people.document-expiry-reminders`. */
  name: string;
  /** Attempts after the first failure (default 3). */
  retryLimit: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds: number;
  /** Double the delay after each failure (default true). */
  retryBackoff: boolean;
  /** A run taking longer than this is considered failed and retried (default 15 minutes). */
  expireInSeconds: number;
  /**
   * pg-boss queue policy, fixed when the queue is first created: `standard` (default) queues
   * every send; `short` keeps at most one waiting job per singleton key (a reminder digest);
   * `singleton` runs at most one job per key at a time; `stately` both.
   */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  /**
   * Validates the stored payload before the handler sees it: a job written by an older
   * version of the code must fail loudly, not run with the wrong shape.
   */
  schema?: z.ZodType<T>;
};

export function defineJob<T extends object>(name: string, options: Partial<Omit<JobDefinition<T>, 'name'>> = {}): JobDefinition<T> {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) throw new Error(`Invalid job name "${name}": use letters, digits, . _ and -`);
  return { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 15 * 60, policy: 'standard', ...options, name };
}

export type Job<T> = {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry... */
  retryCount: number;
};

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export type SendOptions = {
  /** Run no earlier than this (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * With a `short` (or `stately`) queue, a second send with the same key while one job waits
   * does nothing and returns null.
   */
  singletonKey?: string;
};

export type ScheduleOptions = {
  /** IANA zone the cron expression is read in (default UTC), e.g. Asia/Dubai for "07:00 local". */
  tz?: string;
};

export type JobSchedule = { name: string; cron: string; timezone: string; data: unknown };

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobInfo = { id: string; name: string; state: JobState; retryCount: number; data: unknown; output: unknown };

export type JobQueue = {
  start(): Promise<void>;
  /** Stops polling, waits for running handlers up to `timeoutMs` (default 10 s), then returns. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Starts working a queue in this process. */
  register<T>(definition: JobDefinition<T>, handler: JobHandler<T>): Promise<void>;
  /** Queues a job; returns its id, or null when a singleton key suppressed it. */
  send<T>(definition: JobDefinition<T>, data: T, options?: SendOptions): Promise<string | null>;
  /** Creates or replaces the queue's cron schedule (one per queue), e.g. `0 7 * * *` daily. */
  schedule<T>(definition: JobDefinition<T>, cron: string, data: T, options?: ScheduleOptions): Promise<void>;
  unschedule(definition: JobDefinition<unknown>): Promise<void>;
  schedules(): Promise<JobSchedule[]>;
  /** One job's state, for diagnostics and tests. */
  job(definition: JobDefinition<unknown>, id: string): Promise<JobInfo | null>;
};
