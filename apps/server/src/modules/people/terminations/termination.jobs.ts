import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/index.js';

/** Revokes the sessions of a company's terminations whose date has passed (sent for the access-end instant). */
export const terminationJob = defineJob<{ companyId: string }>('people.termination-access', {
  schema: z.object({ companyId: z.uuid() }),
  retryLimit: 5,
});

/** Every 15 minutes: the same for every company, in case a job was lost or a date was moved. */
export const terminationSweepJob = defineJob<Record<string, never>>('people.terminations-sweep', { policy: 'singleton' });
