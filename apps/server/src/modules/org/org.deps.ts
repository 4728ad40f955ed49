import type { OrgPerson } from '@hcims/contracts/org';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import type { Storage } from '../../platform/storage/index.js';

/**
 * What org needs from the people module (employees reference departments, designations and
 * branches, so people depends on org; org reaches employees only through this port, injected
 * by app.ts). Every function runs in the caller's tenant transaction.
 */
export type OrgPeoplePort = {
  /** Current (not terminated) employees per department, designation or branch id. */
  headcount(tx: Db, companyId: string, by: 'department' | 'designation' | 'branch'): Promise<Map<string, number>>;
  /** Every employee record (former staff included) that points at this department, designation or branch. */
  references(tx: Db, companyId: string, by: 'department' | 'designation' | 'branch', id: string): Promise<number>;
  /** Name, designation and photo of employees of the company; unknown ids are left out. */
  summaries(tx: Db, companyId: string, ids: readonly string[]): Promise<Map<string, OrgPerson>>;
  /** Up to `limit` current holders of each designation, by name. */
  holders(tx: Db, companyId: string, limit: number): Promise<Map<string, OrgPerson[]>>;
  /** Current employees of the company. */
  total(tx: Db, companyId: string): Promise<number>;
};

/**
 * Makes a new company of the group usable: its built-in roles, and its creator as owner.
 * Runs as the platform in the transaction that inserted the company (app.ts composes it from
 * the access and identity modules).
 */
export type CompanySetUp = (tx: Db, input: { companyId: string; ownerUserId: string }) => Promise<void>;

/**
 * What org's routes are built from: the database and clock (the request runner's, and the group
 * pages' platform transactions), the file store and the ports to other modules.
 */
export type OrgDeps = {
  database: Database;
  clock: Clock;
  storage: Storage;
  people: OrgPeoplePort;
  setUpCompany: CompanySetUp;
  /** Ids of the companies a person can switch to (active membership, access not ended). */
  switchableCompanies(userId: string): Promise<string[]>;
  log: FastifyBaseLogger;
};
