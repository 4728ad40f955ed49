import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { accessPort, registerAccessRoutes } from './modules/access/index.js';
import { createIdentity, registerAuthRoutes, registerPeopleRoutes, type Identity } from './modules/identity/index.js';
import { registerOrgRoutes } from './modules/org/index.js';
import {
  applyAllDueTerminations,
  createOrgPeoplePort,
  identityPeoplePort,
  installPeopleJobs,
  registerPeopleModule,
  registerPeopleReporting,
  sendAllDocumentReminders,
  type PeopleDeps,
} from './modules/people/index.js';
import { serverPackageJson, webDistFolder } from './paths.js';
import {
  authRateLimit,
  createAccessTokens,
  dummyPasswordHash,
  registerAccessGuard,
  systemClock,
  type Clock,
} from './platform/auth/index.js';
import { registerErrorHandling } from './platform/errors/error-handler.js';
import { registerApiDocs } from './platform/http/docs.js';
import { registerHealthRoutes } from './platform/http/health.routes.js';
import { registerSecurity } from './platform/http/security.js';
import { registerSpa } from './platform/http/spa.js';
import { createJobQueue, type JobQueue } from './platform/jobs/index.js';
import { createMailer, type MailTransport } from './platform/mail/index.js';
import { localDiskStorageFromEnv, type Storage } from './platform/storage/index.js';
import { bindCompany } from './platform/tenancy/index.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** A route anyone may call without signing in; every other route needs a session. */
    public?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Sign-in, sessions and accounts (tests wait on `identity.settled()` for background mail). */
    identity: Identity;
    /** Uploaded files (documents, photos, logos). */
    storage: Storage;
    /** Background jobs (pg-boss); null when the app runs without a worker (tests, API document generation). */
    jobs: JobQueue | null;
    /** The people module's scheduled work, callable directly (tests; the job queue runs it on a schedule). */
    peopleJobs: { applyDueTerminations(): Promise<number>; sendDocumentReminders(): Promise<number> };
  }
}

export type AppDeps = {
  env: Env;
  database: Database;
  /** The built web app; null serves the API only. Defaults to apps/web/dist. */
  webDir?: string | null;
  /** Where log lines go; standard output when absent. */
  logStream?: { write(line: string): void };
  /** The time source of sessions and tokens; tests pass a controllable one. */
  clock?: Clock;
  /** Replaces SMTP (tests); null keeps mail in the in-app mailbox. Defaults to SMTP when SMTP_HOST is set. */
  mailTransport?: MailTransport | null;
  /** Where uploads live; defaults to DATA_DIR/files. Tests pass a temporary folder. */
  storage?: Storage;
  /**
   * The background job queue. Defaults to pg-boss on the app's database, started when the app
   * is ready and stopped on close, except under NODE_ENV=test; null runs without jobs (the
   * scheduled work then runs only when called, as tests do).
   */
  jobs?: JobQueue | null;
};

const REQUEST_ID = /^[\w.-]{1,64}$/;
const version = (JSON.parse(readFileSync(serverPackageJson, 'utf8')) as { version: string }).version;

export async function buildApp({
  env,
  database,
  webDir = webDistFolder,
  logStream,
  clock = systemClock,
  mailTransport,
  storage = localDiskStorageFromEnv(env),
  jobs,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Spec paths end with a slash, the others do not: both spellings reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A caller-supplied id (a load balancer's) is kept when it is harmless, so logs correlate.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  const tokens = createAccessTokens(env.JWT_SECRET, clock);
  const mailer = createMailer({ database, env, clock, log: app.log, transport: mailTransport });
  const identity = createIdentity({ database, env, clock, tokens, mailer, access: accessPort, people: identityPeoplePort, log: app.log });
  app.decorate('identity', identity);
  app.addHook('onClose', () => identity.settled());
  app.decorate('storage', storage);
  const queue = jobs === undefined ? (env.NODE_ENV === 'test' ? null : createJobQueue({ database, log: app.log })) : jobs;
  app.decorate('jobs', queue);
  if (queue) {
    // Started once the app is ready (after migrations, at listen), so handlers find their tables.
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }));
  }
  // Default deny for /api: registered before any route so that every route is checked and inventoried.
  registerAccessGuard(app, { tokens, resolveSession: identity.sessions.resolve });
  // The first unknown-email sign-in must not be slower than the others.
  void dummyPasswordHash();

  await registerSecurity(app, { rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerApiDocs(app, version);

  registerHealthRoutes(app, { database, version });
  registerAuthRoutes(app, identity, { rateLimit: authRateLimit(env), publicUrl: env.PUBLIC_URL });
  registerPeopleRoutes(app, identity, database);
  registerAccessRoutes(app, database);
  const peopleDeps: PeopleDeps = { database, clock, storage, mailer, identity, jobs: queue, log: app.log };
  registerPeopleModule(app, peopleDeps);
  app.decorate('peopleJobs', {
    applyDueTerminations: () => applyAllDueTerminations(peopleDeps),
    sendDocumentReminders: () => sendAllDocumentReminders(peopleDeps),
  });
  registerPeopleReporting(app, { people: peopleDeps, env, clock, mailer });
  registerOrgRoutes(app, {
    database,
    clock,
    storage,
    log: app.log,
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
  if (queue) app.addHook('onReady', () => installPeopleJobs(queue, peopleDeps));

  await registerSpa(app, webDir);
  return app;
}
