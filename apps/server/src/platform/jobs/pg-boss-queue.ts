import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { JobDefinition, JobHandler, JobInfo, JobQueue, JobSchedule, ScheduleOptions, SendOptions } from './job-queue.js';
import { pgBossDb } from './pg-boss-db.js';

export type JobQueueOptions = {
  database: Pick<Database, 'kind' | 'db'>;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /**
   * How often each registered queue looks for work. PGlite is one connection shared with every
   * request, so it polls less (5 s) than PostgreSQL (2 s); a job sent from this process starts
   * at once anyway (the local worker is nudged).
   */
  pollingIntervalSeconds?: number;
  /** Run cron schedules from this process (default true; pg-boss de-duplicates across processes). */
  schedule?: boolean;
  /** Run maintenance (expiry, archiving) from this process (default true). */
  maintenance?: boolean;
};

/**
 * pg-boss 10 on PostgreSQL and on PGlite (ADR 0005). pg-boss keeps its own schema (`pgboss`),
 * created or upgraded on start with an advisory lock, so several processes can start at once.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const pglite = options.database.kind === 'pglite';
  const polling = options.pollingIntervalSeconds ?? (pglite ? 5 : 2);
  const boss = new PgBoss({
    db: pgBossDb(options.database),
    migrate: true,
    schedule: options.schedule ?? true,
    supervise: options.maintenance ?? true,
    // Cron bookkeeping polls too; on the single PGlite connection it does so less often.
    ...(pglite ? { cronWorkerIntervalSeconds: 15, cronMonitorIntervalSeconds: 30 } : {}),
  });
  // Without a listener an 'error' event (a failed poll during a database restart) would crash
  // the process; pg-boss retries on its own.
  boss.on('error', (error) => options.log?.error({ err: error }, 'job queue error'));

  let started = false;
  const ensured = new Map<string, Promise<void>>();
  const workerIds = new Map<string, string[]>();

  const requireStarted = () => {
    if (!started) throw new Error('The job queue is not started; call start() first');
  };

  /** Creates the queue once per process and makes its retry policy the definition's. */
  function ensureQueue(definition: JobDefinition<unknown>): Promise<void> {
    let pending = ensured.get(definition.name);
    if (!pending) {
      // updateQueue would reset the policy to "standard" if it were left out.
      const settings = {
        policy: definition.policy,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        expireInSeconds: definition.expireInSeconds,
      };
      pending = (async () => {
        await boss.createQueue(definition.name, { name: definition.name, ...settings });
        await boss.updateQueue(definition.name, { name: definition.name, ...settings });
      })();
      pending.catch(() => ensured.delete(definition.name));
      ensured.set(definition.name, pending);
    }
    return pending;
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      if (!started) return;
      started = false;
      ensured.clear();
      workerIds.clear();
      // close: false: the connection belongs to the app, which closes it after us.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(1000, timeoutMs) });
    },

    async register<T>(definition: JobDefinition<T>, handler: JobHandler<T>) {
      requireStarted();
      await ensureQueue(definition);
      const id = await boss.work<unknown>(
        definition.name,
        { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            const data = definition.schema ? definition.schema.parse(job.data) : (job.data as T);
            await handler({ id: job.id, name: job.name, data, retryCount: job.retryCount });
          } catch (error) {
            options.log?.warn({ err: error, job: job.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
            throw error;
          }
        },
      );
      workerIds.set(definition.name, [...(workerIds.get(definition.name) ?? []), id]);
    },

    async send<T>(definition: JobDefinition<T>, data: T, sendOptions: SendOptions = {}) {
      requireStarted();
      if (definition.schema) definition.schema.parse(data);
      await ensureQueue(definition);
      const id = await boss.send(definition.name, data ?? {}, {
        ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
      // A worker in this process need not wait for its next poll.
      if (id && sendOptions.startAfter === undefined) for (const worker of workerIds.get(definition.name) ?? []) boss.notifyWorker(worker);
      return id;
    },

    async schedule<T>(definition: JobDefinition<T>, cron: string, data: T, scheduleOptions: ScheduleOptions = {}) {
      requireStarted();
      if (definition.schema) definition.schema.parse(data);
      await ensureQueue(definition);
      await boss.schedule(definition.name, cron, data ?? {}, { tz: scheduleOptions.tz ?? 'UTC' });
    },

    async unschedule(definition) {
      requireStarted();
      await boss.unschedule(definition.name);
    },

    async schedules(): Promise<JobSchedule[]> {
      requireStarted();
      const rows = (await boss.getSchedules()) as unknown as { name: string; cron: string; timezone: string; data: unknown }[];
      return rows.map(({ name, cron, timezone, data }) => ({ name, cron, timezone, data }));
    },

    async job(definition, id): Promise<JobInfo | null> {
      requireStarted();
      const job = await boss.getJobById<unknown>(definition.name, id, { includeArchive: true });
      if (!job) return null;
      return { id: job.id, name: job.name, state: job.state, retryCount: job.retryCount, data: job.data, output: job.output };
    },
  };
}
