import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { runtimeView, type Database } from './db/client.js';
import type { Env } from './env.js';
import { accessPort } from './modules/access/index.js';
import { createIdentity, type Identity } from './modules/identity/index.js';
import { identityPeoplePort } from './modules/people/index.js';
import { keepSystemCopies } from './modules/workspace/index.js';
import { appModules, type AppContext } from './modules.js';
import { serverPackageJson, webDistFolder } from './paths.js';
import { createAccessTokens, dummyPasswordHash, registerAccessGuard, systemClock, type Clock } from './platform/auth/index.js';
import { errorBody, registerErrorHandling, toAppError } from './platform/errors/error-handler.js';
import { logSafeError } from './platform/errors/log-safe-error.js';
import { registerApiDocs } from './platform/http/docs.js';
import { registerHealthRoutes } from './platform/http/health.routes.js';
import { requestForLog } from './platform/http/request-log.js';
import { registerSecurity } from './platform/http/security.js';
import { responseSerializer } from './platform/http/serializer.js';
import { inlineScriptHashes, registerSpa } from './platform/http/spa.js';
import { registerStorableTextCheck } from './platform/http/storable-text.js';
import { createJobQueue, type JobQueue } from './platform/jobs/index.js';
import { createMailer, type MailTransport } from './platform/mail/index.js';
import { configureNotifications } from './platform/notifications/index.js';
import { registerRealtime, type RealtimeHub } from './platform/realtime/index.js';
import { localDiskStorageFromEnv, type Storage } from './platform/storage/index.js';

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
    /** The websocket at /api/ws and its fan-out across processes (ADR 0102). */
    realtime: RealtimeHub;
    /** Background jobs (pg-boss); null when the app runs without a worker (tests, API document generation). */
    jobs: JobQueue | null;
    /** The people module's scheduled work, callable directly (tests; the job queue runs it on a schedule). */
    peopleJobs: { applyDueTerminations(): Promise<number>; sendDocumentReminders(): Promise<number> };
  }
}

export type AppDeps = {
  env: Env;
  /** Routes get its runtime view (every statement as the runtime role); the owner's connection serves jobs and mail delivery. */
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
  webDir = webDistFolder,
  logStream,
  clock = systemClock,
  mailTransport,
  storage = localDiskStorageFromEnv(env),
  jobs,
  database: owner,
}: AppDeps): Promise<FastifyInstance> {
  // Request paths see only the runtime connection (ADR 0065); the owner's serves background work.
  const database = runtimeView(owner);
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      // No personal data in the log: errors without bound values, URLs without query values (ADR 0042).
      // (Fastify's type insists on message and stack, which a database error's record leaves out.)
      serializers: { err: logSafeError as (error: Error) => { type: string; message: string; stack: string }, req: requestForLog },
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
    // A path Fastify cannot route (bad percent-encoding, a parameter over 100 characters) gets
    // the one error shape too, not Fastify's own, which echoes the whole path.
    frameworkErrors: (error, request, reply) => {
      const appError = toAppError(error);
      void (reply as FastifyReply)
        .code(appError.statusCode)
        .header('x-request-id', request.id)
        .type('application/json; charset=utf-8')
        .send(errorBody(appError, request.id));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerStorableTextCheck(app);

  const tokens = createAccessTokens(env.JWT_SECRET, clock);
  // A copy of each system email lands in the recipient's mailbox of the company it is sent for (ADR 0105).
  const mailer = createMailer({ database: owner, env, clock, log: app.log, transport: mailTransport, keepCopies: keepSystemCopies });
  // Each member's channel per notification kind decides what notify() delivers (ADR 0107).
  configureNotifications({ kinds: appModules.surfaces.notificationKinds, mailer, publicUrl: env.PUBLIC_URL ?? null });
  const identity = createIdentity({ database, env, clock, tokens, mailer, access: accessPort, people: identityPeoplePort, log: app.log });
  app.decorate('identity', identity);
  app.addHook('onClose', () => identity.settled());
  app.decorate('storage', storage);
  const queue = jobs === undefined ? (env.NODE_ENV === 'test' ? null : createJobQueue({ database: owner, log: app.log })) : jobs;
  app.decorate('jobs', queue);
  if (queue) {
    // Started once the app is ready (after migrations, at listen), so handlers find their tables.
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }));
  }
  // Default deny for /api: registered before any route so that every route is checked and inventoried.
  registerAccessGuard(app, { tokens, resolveSession: identity.sessions.resolve });
  // Events reach the members' websockets from every process through the owner's LISTEN (ADR 0102).
  app.decorate('realtime', registerRealtime(app, { database: owner, tokens, resolveSession: identity.sessions.resolve, log: app.log }));
  // The first unknown-email sign-in must not be slower than the others.
  void dummyPasswordHash();

  await registerSecurity(app, { rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE, inlineScriptHashes: inlineScriptHashes(webDir) });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerApiDocs(app, version);

  registerHealthRoutes(app, { database, version });
  const context: AppContext = { env, database, jobDatabase: owner, clock, storage, mailer, identity, jobs: queue, log: app.log };
  appModules.registerRoutes(app, context);
  if (queue) app.addHook('onReady', () => appModules.installJobs(queue, context));

  await registerSpa(app, webDir);
  return app;
}
