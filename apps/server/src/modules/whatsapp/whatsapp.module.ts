import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Clock } from '../../platform/auth/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { createWhatsAppClient, whatsAppConfigFromEnv, type WhatsAppClient } from '../../platform/whatsapp/index.js';
import { createWhatsAppDelivery, type WhatsAppDelivery, type WhatsAppDeliveryDeps } from './whatsapp.delivery.js';
import { requestDelivery, startWhatsAppWorker } from './whatsapp.jobs.js';
import type { WhatsAppPeoplePort } from './whatsapp.people-port.js';
import { registerWhatsAppRoutes } from './whatsapp.routes.js';

export type WhatsAppDeps = {
  database: Database;
  clock: Clock;
  env: Env;
  log: WhatsAppDeliveryDeps['log'];
  /** The job queue when this process runs one: a send asks it to deliver at once. */
  jobs: JobQueue | null;
  people: WhatsAppPeoplePort;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The outbox's delivery on the request connection (tests run `whatsapp.deliver()` as a worker would). */
    whatsapp: WhatsAppDelivery;
  }
}

/** The Cloud API client from the settings, null when WhatsApp is not configured (messages then stay queued). */
function clientOf(env: Env): WhatsAppClient | null {
  const config = whatsAppConfigFromEnv(env);
  return config ? createWhatsAppClient(config) : null;
}

/** WhatsApp messaging's routes (the /whatsapp screen's API and the Cloud API's webhook). */
export function registerWhatsApp(app: FastifyInstance, deps: WhatsAppDeps): void {
  const client = clientOf(deps.env);
  registerWhatsAppRoutes(app, {
    database: deps.database,
    clock: deps.clock,
    env: deps.env,
    people: deps.people,
    requestDelivery: client && deps.jobs ? requestDelivery(deps.jobs) : null,
  });
  app.decorate('whatsapp', createWhatsAppDelivery({ database: deps.database, clock: deps.clock, client, log: deps.log }));
}

/** The delivery worker and its sweep; `database` is the owner's connection, which sweeps every company. */
export function installWhatsAppJobs(queue: JobQueue, deps: Pick<WhatsAppDeps, 'database' | 'clock' | 'env' | 'log'>): Promise<void> {
  const delivery = createWhatsAppDelivery({ database: deps.database, clock: deps.clock, client: clientOf(deps.env), log: deps.log });
  return startWhatsAppWorker(queue, delivery, deps.log);
}
