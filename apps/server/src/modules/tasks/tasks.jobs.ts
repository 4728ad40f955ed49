import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { defineJob, type JobQueue } from '../../platform/jobs/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { companiesWithActiveSeries } from './series.repository.js';
import { generateForCompany } from './series.service.js';

/** The owner's connection (the sweep visits every company), the clock and a log. */
export type TasksJobDeps = { database: Pick<Database, 'db'>; clock: Clock; log: Pick<FastifyBaseLogger, 'error'> };

/** Hourly: every company's recurring series make their occurrences up to the horizon, on the company's today. */
export const seriesOccurrencesJob = defineJob<Record<string, never>>('tasks.series-occurrences', { policy: 'singleton' });

/**
 * Makes the due occurrences of every company's active series, each company in its own
 * transaction bound to it (row-level security still holds); one company's failure is logged
 * and the others go on. Answers how many occurrences were made.
 */
export async function generateAllSeries(deps: TasksJobDeps): Promise<number> {
  let made = 0;
  for (const companyId of await companiesWithActiveSeries(deps.database.db)) {
    try {
      made += await deps.database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId, userId: null });
        return generateForCompany(tx, companyId, deps.clock());
      });
    } catch (error) {
      deps.log.error({ err: error, companyId }, 'recurring task occurrences failed for a company');
    }
  }
  return made;
}

/** The tasks module's background work, declared through the module registry (called once the queue has started). */
export async function installTasksJobs(queue: JobQueue, deps: TasksJobDeps): Promise<void> {
  await queue.register(seriesOccurrencesJob, async () => {
    await generateAllSeries(deps);
  });
  // Hourly, so that each company's new day is covered soon after its midnight, whatever its time zone.
  await queue.schedule(seriesOccurrencesJob, '7 * * * *', {});
}
