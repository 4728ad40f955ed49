import type { PermissionSet } from '@hcims/contracts/access';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { AccessTokens, Clock } from '../../platform/auth/index.js';
import type { Mailer } from '../../platform/mail/index.js';

/**
 * What identity needs from the access module (roles and grants). Injected by app.ts so that
 * access may depend on identity (members are identity's memberships) without a cycle.
 * Every function runs in the caller's transaction, bound to the company it names.
 */
export type AccessPort = {
  /** The effective permissions of a member: the union of their roles' grants. */
  permissionsFor(tx: Db, companyId: string, membershipId: string): Promise<PermissionSet>;
  /** Creates the built-in roles (Owner, HR admin, Manager, Employee) of a new company. */
  setUpCompany(tx: Db, companyId: string): Promise<void>;
  /** Gives one member (or several, in one statement) the built-in role with this key. */
  assignBuiltIn(
    tx: Db,
    companyId: string,
    membershipIds: string | readonly string[],
    key: 'owner' | 'hr-admin' | 'manager' | 'employee',
  ): Promise<void>;
  /**
   * Gives a member roles chosen by someone: roles of another company answer 404, roles granting
   * more than the actor holds answer 403.
   */
  assignRoles(tx: Db, input: { companyId: string; membershipId: string; roleIds: string[]; actor: PermissionSet }): Promise<void>;
};

/** What identity reads from the people module (injected by app.ts: people depends on identity, not the reverse). */
export type PeoplePort = {
  /** The user's own employee record in the company, in the caller's transaction bound to that company. */
  employeeIdOf(tx: Db, companyId: string, userId: string): Promise<string | null>;
};

export type IdentityDeps = {
  database: Database;
  env: Env;
  clock: Clock;
  tokens: AccessTokens;
  mailer: Mailer;
  access: AccessPort;
  people: PeoplePort;
  log: FastifyBaseLogger;
};

/** Where a request came from: kept on sessions and audit events; `device` is the device token the client sent, if any. */
export type Origin = { requestId: string; ip: string | null; userAgent: string | null; device?: string | null };
