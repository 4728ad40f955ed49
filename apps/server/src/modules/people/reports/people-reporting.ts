import type { FastifyInstance } from 'fastify';
import type { Env } from '../../../env.js';
import type { Clock } from '../../../platform/auth/index.js';
import type { Mailer } from '../../../platform/mail/index.js';
import { createWhatsAppClient, whatsAppConfigFromEnv, type WhatsAppClient } from '../../../platform/whatsapp/index.js';
import { createDashboardService, registerDashboardRoutes } from '../dashboard/index.js';
import { createImportService, employeeWriter, registerImportRoutes, type ImportService } from '../import/index.js';
import type { PeopleDeps } from '../people.deps.js';
import {
  createWhatsAppService,
  registerWhatsAppRoutes,
  requestDelivery,
  startWhatsAppWorker,
  type WhatsAppService,
} from '../whatsapp/index.js';
import { registerEmployeeDetailsRoutes } from './employee-details.routes.js';

export type PeopleReportingDeps = {
  /** The people core's dependencies: the import creates employees with its own service. */
  people: PeopleDeps;
  env: Env;
  clock: Clock;
  /** The app's mailer: invitations of an import go out once it has committed. */
  mailer: Pick<Mailer, 'dispatch'>;
  /** The owner's connection, for the WhatsApp worker's sweep over every company; defaults to people.database. */
  jobDatabase?: PeopleDeps['database'];
  /** Replaces the Cloud API client built from WHATSAPP_* (tests). */
  whatsappClient?: WhatsAppClient | null;
  /** Imports: a run whose heartbeat is older than this is reported as interrupted (tests shorten it). */
  importStaleAfterMs?: number;
};

export type PeopleReporting = { imports: ImportService; whatsapp: WhatsAppService };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Imports (tests wait on `imports.settled()`) and WhatsApp (tests run `whatsapp.deliver()`). */
    peopleReporting: PeopleReporting;
  }
}

/**
 * The HR dashboard, the employee details report, bulk import of employees and WhatsApp
 * messaging: services, routes and the WhatsApp worker (when the app runs a job queue).
 */
export function registerPeopleReporting(app: FastifyInstance, deps: PeopleReportingDeps): PeopleReporting {
  const { database, jobs, log } = deps.people;
  const clock = deps.clock;

  registerDashboardRoutes(app, createDashboardService({ database, clock }));

  // The hub, the builder and saved reports are the reports module's; it runs the employees definition (ADR 0080).
  registerEmployeeDetailsRoutes(app, { database, clock });

  const imports = createImportService({
    database,
    clock,
    log,
    writer: employeeWriter(deps.people, deps.mailer),
    ...(deps.importStaleAfterMs !== undefined ? { staleAfterMs: deps.importStaleAfterMs } : {}),
  });
  registerImportRoutes(app, imports);
  app.addHook('onClose', () => imports.settled());

  const config = whatsAppConfigFromEnv(deps.env);
  const client = deps.whatsappClient !== undefined ? deps.whatsappClient : config ? createWhatsAppClient(config) : null;
  const whatsappDeps = { clock, env: deps.env, client, log, ...(jobs ? { requestDelivery: requestDelivery(jobs) } : {}) };
  const whatsapp = createWhatsAppService({ ...whatsappDeps, database });
  registerWhatsAppRoutes(app, whatsapp, deps.env);
  // The queue is started by an earlier onReady hook (app.ts); workers are registered after it.
  const worker = deps.jobDatabase ? createWhatsAppService({ ...whatsappDeps, database: deps.jobDatabase }) : whatsapp;
  if (jobs) app.addHook('onReady', () => startWhatsAppWorker(jobs, worker, log));

  const reporting = { imports, whatsapp };
  app.decorate('peopleReporting', reporting);
  return reporting;
}
