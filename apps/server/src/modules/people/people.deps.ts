import type { PermissionCode, PermissionSet, Scope } from '@hcims/contracts/access';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { Storage } from '../../platform/storage/index.js';
import type { Identity } from '../identity/index.js';

/** What people needs from identity: accounts made in the caller's transaction, access ends, sessions. */
export type PeopleIdentity = {
  accounts: Pick<Identity['accounts'], 'provisionMember' | 'provisionMembers' | 'setAccessEnd'>;
  sessions: Pick<Identity['sessions'], 'revokeInCompany' | 'evict'>;
};

export type PeopleDeps = {
  database: Database;
  clock: Clock;
  storage: Storage;
  mailer: Mailer;
  identity: PeopleIdentity;
  /** The job queue when this process runs one (not in tests): termination jobs are sent to it. */
  jobs: JobQueue | null;
  log: FastifyBaseLogger;
};

/** One request's view: its tenant transaction, company, actor, permissions and origin. */
export type PeopleCtx = {
  tx: Db;
  companyId: string;
  groupId: string;
  userId: string;
  permissions: PermissionSet;
  origin: { requestId: string; ip: string | null };
  now: Date;
};

/** The scope the caller holds for a permission code, or null without it. */
export function scopeOf(ctx: Pick<PeopleCtx, 'permissions'>, code: PermissionCode): Scope | null {
  return ctx.permissions[code] ?? null;
}

/** Runs one request's work in its tenant transaction with its context (people.routes.ts builds it). */
export type PeopleRun = <T>(request: FastifyRequest, work: (ctx: PeopleCtx) => Promise<T>) => Promise<T>;
export type PeopleSession = (request: FastifyRequest) => Omit<PeopleCtx, 'tx' | 'now'>;
