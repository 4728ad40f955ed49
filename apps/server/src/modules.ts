import type { FastifyInstance } from 'fastify';
import { accessPort, accessSeed, registerAccessRoutes } from './modules/access/index.js';
import { identitySeed, registerAuthRoutes, registerPeopleRoutes, type Identity } from './modules/identity/index.js';
import { orgSeed, registerOrgRoutes } from './modules/org/index.js';
import { registerReportRoutes, reportsSeed } from './modules/reports/index.js';
import { routinesModule } from './modules/routines/index.js';
import {
  applyAllDueTerminations,
  createOrgPeoplePort,
  employeeReport,
  installPeopleJobs,
  messagingPeoplePort,
  peopleCalendarSources,
  peopleDashboardCards,
  peopleNotificationKinds,
  peopleSeed,
  registerPeopleModule,
  registerPeopleReporting,
  sendAllDocumentReminders,
} from './modules/people/index.js';
import { workspaceModule } from './modules/workspace/index.js';
import { tasksModule } from './modules/tasks/index.js';
import { installWhatsAppJobs, registerWhatsApp, whatsappSeed, type WhatsAppPeoplePort } from './modules/whatsapp/index.js';
import { authRateLimit } from './platform/auth/index.js';
import { composeModules, type ModuleContext, type ServerModule } from './platform/modules/index.js';
import { bindCompany } from './platform/tenancy/index.js';

/** WhatsApp reads employees (recipients, the caller's scope) from people through its port. */
const whatsappPeople: WhatsAppPeoplePort = messagingPeoplePort;

/** The platform services plus the ports the app wires between modules (identity is also the access guard's). */
export type AppContext = ModuleContext & { identity: Identity };

/**
 * The server's module registry, in dependency order: each entry is one module's routes, demo
 * data and jobs, with the ports it needs from other modules wired here, in the composition
 * root, so that no module imports another to plug in. A new module adds one entry.
 */
export const appModules = composeModules<AppContext>([
  { name: 'org', seeds: [orgSeed], routes: registerOrg },
  {
    name: 'identity',
    seeds: [identitySeed],
    routes: (app, { identity, env, database }) => {
      registerAuthRoutes(app, identity, { rateLimit: authRateLimit(env), publicUrl: env.PUBLIC_URL });
      registerPeopleRoutes(app, identity, database);
    },
  },
  { name: 'access', seeds: [accessSeed], routes: (app, { database, clock }) => registerAccessRoutes(app, { database, clock }) },
  {
    name: 'people',
    seeds: [peopleSeed],
    routes: (app, context) => {
      registerPeopleModule(app, context);
      const jobContext = { ...context, database: context.jobDatabase };
      app.decorate('peopleJobs', {
        applyDueTerminations: () => applyAllDueTerminations(jobContext),
        sendDocumentReminders: () => sendAllDocumentReminders(jobContext),
      });
    },
    // Scheduled work sweeps every company: it runs on the owner's connection, entering each company in turn.
    jobs: (queue, context) => installPeopleJobs(queue, { ...context, database: context.jobDatabase }),
    reports: [employeeReport],
    dashboardCards: peopleDashboardCards,
    calendarSources: peopleCalendarSources,
    notificationKinds: peopleNotificationKinds,
  },
  {
    name: 'people-reporting',
    routes: (app, context) =>
      registerPeopleReporting(app, {
        people: context,
        clock: context.clock,
        mailer: context.mailer,
      }),
  },
  {
    name: 'whatsapp',
    seeds: [whatsappSeed(whatsappPeople)],
    routes: (app, context) => registerWhatsApp(app, { ...context, people: whatsappPeople }),
    // The worker's sweep visits every company: it runs on the owner's connection.
    jobs: (queue, context) => installWhatsAppJobs(queue, { ...context, database: context.jobDatabase }),
  },
  // Tasks read the caller's scope (the reporting line for a team) through people's port.
  tasksModule({ employeesInScope: messagingPeoplePort.employeesInScope }),
  routinesModule,
  // The report engine's hub, builder and saved reports, over every module's report definitions (ADR 0080).
  {
    name: 'reports',
    seeds: [reportsSeed],
    routes: (app, { database, clock }, { reports }) => registerReportRoutes(app, { database, clock, reports }),
  },
  // The dashboard and calendar, composed from every module's cards and sources (ADR 0083).
  workspaceModule,
] satisfies ServerModule<AppContext>[]);

/** Every module's demo data, in module order. */
export const demoSeeds = appModules.seeds;

function registerOrg(app: FastifyInstance, context: AppContext): void {
  const { database, identity, clock } = context;
  registerOrgRoutes(app, {
    database,
    clock,
    storage: context.storage,
    log: context.log,
    people: createOrgPeoplePort(clock),
    // A new company of the group: its built-in roles, and its creator as owner.
    setUpCompany: async (tx, { companyId, ownerUserId }) => {
      await bindCompany(tx, { companyId, userId: ownerUserId });
      await accessPort.setUpCompany(tx, companyId);
      await identity.accounts.joinCompany(tx, { companyId, userId: ownerUserId, role: 'owner' });
    },
    switchableCompanies: async (userId) =>
      (await database.db.transaction((tx) => identity.sessions.companiesOf(tx, userId))).map((c) => c.id),
  });
}
