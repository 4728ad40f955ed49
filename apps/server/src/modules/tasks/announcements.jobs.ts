import type { JobQueue } from '../../platform/jobs/index.js';
import { defineJob } from '../../platform/jobs/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { companiesWithDueScheduled } from './announcements.repository.js';
import { publishDue } from './announcements.publication.js';
import type { TasksJobDeps } from './tasks.jobs.js';

/** Every minute: scheduled announcements whose publish time has come are published and their audience told. */
export const scheduledAnnouncementsJob = defineJob<Record<string, never>>('tasks.scheduled-announcements', { policy: 'singleton' });

/**
 * Publishes the due scheduled announcements of every company, each company in its own transaction
 * bound to it (row-level security still holds); one company's failure is logged and the others go
 * on. Answers how many were published.
 */
export async function publishAllDue(deps: TasksJobDeps): Promise<number> {
  const now = deps.clock();
  let published = 0;
  for (const companyId of await companiesWithDueScheduled(deps.database.db, now)) {
    try {
      published += await deps.database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId, userId: null });
        return publishDue(tx, companyId, now);
      });
    } catch (error) {
      deps.log.error({ err: error, companyId }, 'publishing scheduled announcements failed for a company');
    }
  }
  return published;
}

export async function installAnnouncementJobs(queue: JobQueue, deps: TasksJobDeps): Promise<void> {
  await queue.register(scheduledAnnouncementsJob, async () => {
    await publishAllDue(deps);
  });
  await queue.schedule(scheduledAnnouncementsJob, '* * * * *', {});
}
