import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
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
