import type { Db } from '../../../db/client.js';
import type { Mailer } from '../../../platform/mail/index.js';
import type { PeopleDeps } from '../people.deps.js';
import { createEmployees } from '../people.service.js';
import type { EmployeeWriter } from './import-run.js';
import { leaveTenantRole } from './import.repository.js';

/**
 * The import's writer: the people core's own createEmployees (accounts, Employee role,
 * invitations, records, job history, audit: the rules of createEmployee, for a chunk of rows in
 * a few statements), run inside the import's open transaction. createEmployees opens "a
 * transaction" on the database it is given; here that database is the import's transaction, so
 * each chunk becomes a savepoint of it (ADR 0020). The invitation mails are not dispatched by
 * createEmployees: the import sends them once the whole import has committed, since a mail for a
 * row that is then rolled back must never leave.
 */
export function employeeWriter(deps: PeopleDeps, mailer: Pick<Mailer, 'dispatch'>): EmployeeWriter {
  return {
    async create(tx, session, inputs) {
      const inside: PeopleDeps = {
        ...deps,
        database: { ...deps.database, db: { transaction: (work: (t: Db) => Promise<unknown>) => tx.transaction(work) } as unknown as Db },
      };
      const created = await createEmployees(inside, session, inputs);
      // createEmployees entered the tenant role with SET LOCAL, which outlives its savepoint: the next chunk's accounts are platform writes.
      await leaveTenantRole(tx);
      return created.map(({ row, mailId }) => ({ id: row.id, mailId }));
    },
    dispatch(mailIds) {
      for (const id of mailIds) mailer.dispatch(id);
    },
  };
}
