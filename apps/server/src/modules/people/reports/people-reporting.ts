import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/auth/index.js';
import type { Mailer } from '../../../platform/mail/index.js';
import { registerDashboardRoutes } from '../dashboard/index.js';
import { createImportService, employeeWriter, registerImportRoutes, type ImportService } from '../import/index.js';
import type { PeopleDeps } from '../people.deps.js';
import { registerEmployeeDetailsRoutes } from './employee-details.routes.js';

export type PeopleReportingDeps = {
  /** The people core's dependencies: the import creates employees with its own service. */
  people: PeopleDeps;
  clock: Clock;
  /** The app's mailer: invitations of an import go out once it has committed. */
  mailer: Pick<Mailer, 'dispatch'>;
  /** Imports: a run whose heartbeat is older than this is reported as interrupted (tests shorten it). */
  importStaleAfterMs?: number;
};

export type PeopleReporting = { imports: ImportService };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Imports (tests wait on `imports.settled()`). */
    peopleReporting: PeopleReporting;
  }
}

/**
 * The HR dashboard, the employee details report and bulk import of employees: services and
 * routes.
 */
export function registerPeopleReporting(app: FastifyInstance, deps: PeopleReportingDeps): PeopleReporting {
  const { database, log } = deps.people;
  const clock = deps.clock;

  registerDashboardRoutes(app, { database, clock });

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

  const reporting = { imports };
  app.decorate('peopleReporting', reporting);
  return reporting;
}
