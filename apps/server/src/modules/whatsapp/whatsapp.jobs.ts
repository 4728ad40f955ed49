import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type JobQueue } from '../../platform/jobs/index.js';
import type { WhatsAppDelivery } from './whatsapp.delivery.js';

/**
 * The WhatsApp outbox worker: one job per company with queued recipients (a burst of sends
 * keeps one waiting job per company, and at most one delayed retry besides), and a sweep every
 * minute for retries that are due and for messages queued while the channel was not configured
 * or no worker ran.
 */
export const whatsappDeliverJob = defineJob<{ companyId: string }>('people.whatsapp-deliver', {
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
  schema: z.object({ companyId: z.uuid() }),
});

export const whatsappSweepJob = defineJob<Record<string, never>>('people.whatsapp-sweep', {
  policy: 'short',
  retryLimit: 0,
  expireInSeconds: 10 * 60,
});

export function requestDelivery(jobs: JobQueue) {
  return async (companyId: string, afterSeconds?: number): Promise<void> => {
    // A waiting retry (delayed) must not hold back a message sent now: they wait under different keys.
    if (afterSeconds) await jobs.send(whatsappDeliverJob, { companyId }, { singletonKey: `${companyId}:retry`, startAfter: afterSeconds });
    else await jobs.send(whatsappDeliverJob, { companyId }, { singletonKey: companyId });
  };
}

export async function startWhatsAppWorker(
  jobs: JobQueue,
  whatsapp: WhatsAppDelivery,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const later = requestDelivery(jobs);
  await jobs.register(whatsappDeliverJob, async (job) => {
    const { retryInSeconds } = await whatsapp.deliver(job.data.companyId);
    if (retryInSeconds !== null) await later(job.data.companyId, retryInSeconds);
  });
  await jobs.register(whatsappSweepJob, async () => {
    for (const companyId of await whatsapp.companiesWithQueue()) await later(companyId);
  });
  await jobs.schedule(whatsappSweepJob, '* * * * *', {});
  log.info('WhatsApp delivery worker started');
}
