import type { Scope } from '@hcims/contracts/access';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * What tasks need from the people module: which employees a caller's scope covers (the
 * reporting line for `team`). Declared here and wired in the composition root (`modules.ts`),
 * so tasks follow the one definition of scopes that people keep.
 */

/** The company and user are values, or placeholders in a statement built once per shape (db/list.ts). */
export type CallerScope = { companyId: string | SQLWrapper; userId: string | SQLWrapper; scope: Scope };

export type TasksPeoplePort = {
  /** A subquery of the ids of the company's employees within the caller's scope; null for the whole company. */
  employeesInScope: (caller: CallerScope) => SQL | null;
};
