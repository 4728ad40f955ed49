import type { Scope } from '@hcims/contracts/access';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * What WhatsApp messaging needs from the people module: who may be messaged, with the facts
 * the template variables use, and which employees a caller's scope covers. Declared here, wired
 * in the composition root (`modules.ts`): WhatsApp never imports people's internals, and people
 * does not know WhatsApp exists.
 */

/** Whose records a caller reaches: the company, the caller's user and the scope they hold. */
export type CallerScope = { companyId: string; userId: string; scope: Scope };

/** Everyone, one employee, or a department (and, if asked, the departments below it). */
export type RecipientAudience =
  | { type: 'everyone' }
  | { type: 'employee'; employeeId: string }
  | { type: 'department'; departmentId: string; includeSubDepartments: boolean };

/** One employee as a recipient: names, numbers and what the template variables need. */
export type RecipientRecord = {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  employeeNumber: string | null;
  departmentId: string;
  departmentName: string;
  designationName: string;
  managerName: string | null;
  hireDate: string;
  mobilePhone: string | null;
  workPhone: string | null;
};

export type WhatsAppPeoplePort = {
  /**
   * Current staff on `today` (no termination, or a last day not yet passed) of the caller's
   * company within their scope and the audience, by last name, first name and id.
   */
  recipients(tx: Db, caller: CallerScope, audience: RecipientAudience, today: string): Promise<RecipientRecord[]>;
  /**
   * A subquery of the ids of the company's employees within the caller's scope, for
   * `employee_id in (...)`; null when the scope is the whole company.
   */
  employeesInScope(caller: CallerScope): SQL | null;
};
