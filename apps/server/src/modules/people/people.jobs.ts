import type { JobQueue } from '../../platform/jobs/index.js';
import { documentRemindersJob, sendAllDocumentReminders } from './documents/reminders.js';
import type { PeopleDeps } from './people.deps.js';
import { terminationJob, terminationSweepJob } from './terminations/termination.jobs.js';
import { companyById } from './terminations/termination.repository.js';
import { applyAllDueTerminations, applyDueTerminations } from './terminations/termination.service.js';

/**
 * The people module's background work (ADR 0005): sessions end at a termination's date (a job
 * sent for that instant, and a sweep every 15 minutes as a safety net), and document expiry
 * reminders go out daily. Called once the queue has started.
 */
export async function installPeopleJobs(queue: JobQueue, deps: PeopleDeps): Promise<void> {
  await queue.register(terminationJob, async (job) => {
    const company = await companyById(deps.database.db, job.data.companyId);
    if (company) await applyDueTerminations(deps, company);
  });
  await queue.register(terminationSweepJob, async () => {
    await applyAllDueTerminations(deps);
  });
  await queue.register(documentRemindersJob, async () => {
    await sendAllDocumentReminders(deps);
  });
  await queue.schedule(terminationSweepJob, '*/15 * * * *', {});
  // 04:00 UTC: early morning in the Gulf, before the working day in Europe.
  await queue.schedule(documentRemindersJob, '0 4 * * *', {});
}
