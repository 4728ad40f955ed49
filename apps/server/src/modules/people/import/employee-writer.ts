import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Mailer } from '../../../platform/mail/index.js';
import type { PeopleDeps } from '../people.deps.js';
import { createEmployee } from '../people.service.js';
import type { EmployeeWriter } from './import.service.js';

/**
 * The import's writer: the people core's own createEmployee (account, Employee role, invitation,
 * record, job history, audit), run inside the import's open transaction. createEmployee opens
 * "a transaction" on the database it is given; here that database is the import's transaction,
 * so each employee becomes a savepoint of it (ADR 0020). The invitation mail it dispatches is
 * held back until the whole import has committed: a mail for a row that is then rolled back
 * must never leave.
 */
export function employeeWriter(deps: PeopleDeps, mailer: Pick<Mailer, 'dispatch'>): EmployeeWriter {
  return {
    async create(tx, actor, input, origin) {
      const held: string[] = [];
      const inside: PeopleDeps = {
        ...deps,
        database: { ...deps.database, db: { transaction: (work: (t: Db) => Promise<unknown>) => tx.transaction(work) } as unknown as Db },
        mailer: { ...deps.mailer, dispatch: (id: string) => void held.push(id) },
      };
      const employee = await createEmployee(
        inside,
        { companyId: actor.companyId, groupId: actor.groupId, userId: actor.userId, permissions: actor.permissions, origin },
        input,
      );
      // createEmployee entered the tenant role with SET LOCAL, which outlives its savepoint: the next row's account is a platform write.
      await tx.execute(sql`reset role`);
      return { id: employee.id, mailId: held[0] ?? null };
    },
    dispatch(mailIds) {
      for (const id of mailIds) mailer.dispatch(id);
    },
  };
}
