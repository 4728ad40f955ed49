import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ModuleSeed } from '../../db/seed.js';
import type { Env } from '../../env.js';
import type { Clock } from '../auth/index.js';
import type { JobQueue } from '../jobs/index.js';
import type { Mailer } from '../mail/index.js';
import { reportCatalogue, type ReportCatalogue, type ReportDefinition } from '../reports/index.js';
import type { Storage } from '../storage/index.js';
import {
  composeSurfaces,
  type CalendarSourceDefinition,
  type DashboardCardDefinition,
  type NotificationKindDefinition,
  type Surfaces,
} from './surfaces.js';

/** The platform services every module's routes and jobs receive from the app. */
export type ModuleContext = {
  env: Env;
  /** The runtime connection: request paths run as the runtime role under row-level security. */
  database: Database;
  /** The owner's connection, for scheduled work that sweeps every company; never for request paths. */
  jobDatabase: Database;
  clock: Clock;
  storage: Storage;
  mailer: Mailer;
  /** Null when the app runs without a worker (tests, API document generation). */
  jobs: JobQueue | null;
  log: FastifyBaseLogger;
};

/** What the composition knows of every module, handed to each module's routes. */
export type Composition = {
  /** Every module's report definitions (ADR 0080). */
  reports: ReportCatalogue;
  /** Every module's dashboard cards, calendar sources and notification kinds (ADR 0083). */
  surfaces: Surfaces;
};

/**
 * What a server module declares, in one place (`apps/server/src/modules.ts` lists them in
 * dependency order): its routes, its demo data, its scheduled work, its report definitions and
 * what it shows on the shared screens (dashboard cards, calendar sources, notification kinds). Tables are listed in
 * `db/schema.ts` for drizzle-kit; permissions, menu entries and voice phrases live in contracts
 * and the web module. The app composes the list; no module edits another to plug in.
 */
export type ServerModule<C extends ModuleContext = ModuleContext> = {
  /** Unique, kebab-case. */
  name: string;
  /** Registers the module's /api routes; each declares its access (public, signedIn or a permission). */
  routes?: (app: FastifyInstance, context: C, composition: Composition) => void;
  /** Demo data, applied once per database in module order (`db/seed.ts`). */
  seeds?: readonly ModuleSeed[];
  /** Installs the module's scheduled jobs once the app is ready (pg-boss). */
  jobs?: (queue: JobQueue, context: C) => Promise<void>;
  /** What the module offers the report builder; the reports module runs them (ids unique across modules). */
  reports?: readonly ReportDefinition[];
  /** Cards on the dashboard (`/`), each gated by its permission; ids `<module>.<card>`. */
  dashboardCards?: readonly DashboardCardDefinition[];
  /** Event sources of the calendar (`/calendar`), each gated by its permission. */
  calendarSources?: readonly CalendarSourceDefinition[];
  /** The notifications the module emits; users choose a channel per kind. */
  notificationKinds?: readonly NotificationKindDefinition[];
};

/** Checks the list once (unique names, seed names, report and surface ids) and answers what the app and the seeder need. */
export function composeModules<C extends ModuleContext>(modules: readonly ServerModule<C>[]) {
  const names = new Set<string>();
  for (const module of modules) {
    if (!/^[a-z][a-z0-9-]*$/.test(module.name)) throw new Error(`Module name "${module.name}" is not kebab-case`);
    if (names.has(module.name)) throw new Error(`Two modules are named "${module.name}"`);
    names.add(module.name);
  }
  const seeds = modules.flatMap((m) => m.seeds ?? []);
  const seedNames = new Set<string>();
  for (const seed of seeds) {
    if (seedNames.has(seed.module)) throw new Error(`Two demo seeds are named "${seed.module}"`);
    seedNames.add(seed.module);
  }
  const composition: Composition = {
    reports: reportCatalogue(modules.flatMap((m) => m.reports ?? [])),
    surfaces: composeSurfaces(modules),
  };
  return {
    seeds,
    reports: composition.reports,
    surfaces: composition.surfaces,
    registerRoutes(app: FastifyInstance, context: C): void {
      for (const module of modules) module.routes?.(app, context, composition);
    },
    async installJobs(queue: JobQueue, context: C): Promise<void> {
      for (const module of modules) await module.jobs?.(queue, context);
    },
  };
}
