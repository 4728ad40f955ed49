import type { Scope } from '@hcims/contracts/access';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { addDays } from '../../../platform/dates/index.js';
import { roleGrants, roleMembers, roles } from '../../access/index.js';
import { memberships, users } from '../../identity/index.js';
import { companies } from '../../org/index.js';
import { currentSql, scopeCondition } from '../people.repository.js';
import { employeeDocumentReminders, employeeDocuments, employees } from '../people.table.js';

/** The SQL of employee documents and their expiry reminders. Every query names its company, on top of row-level security. */

export type DocumentRow = typeof employeeDocuments.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;

/** A document with its employee, when the scope reaches that employee. */
export async function findDocument(
  tx: Db,
  input: { companyId: string; id: string; scope: Scope; userId: string },
): Promise<{ doc: DocumentRow; employee: EmployeeRow } | undefined> {
  const [found] = await tx
    .select({ doc: employeeDocuments, employee: employees })
    .from(employeeDocuments)
    .innerJoin(employees, and(eq(employees.companyId, employeeDocuments.companyId), eq(employees.id, employeeDocuments.employeeId)))
    .where(
      and(
        eq(employeeDocuments.companyId, input.companyId),
        eq(employeeDocuments.id, input.id),
        scopeCondition(input.scope, input.companyId, input.userId),
      ),
    );
  return found;
}

/** An employee's documents, newest first; medical ones only with `withMedical`. */
export async function documentsOf(tx: Db, companyId: string, employeeId: string, withMedical: boolean): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.companyId, companyId),
        eq(employeeDocuments.employeeId, employeeId),
        withMedical ? undefined : sql`${employeeDocuments.category} <> 'medical'`,
      ),
    )
    .orderBy(desc(employeeDocuments.uploadedAt), asc(employeeDocuments.id));
}

export async function insertDocument(tx: Db, values: typeof employeeDocuments.$inferInsert): Promise<DocumentRow> {
  const [row] = await tx.insert(employeeDocuments).values(values).returning();
  return row!;
}

export async function updateDocument(tx: Db, companyId: string, id: string, patch: Partial<DocumentRow>): Promise<DocumentRow> {
  const [row] = await tx
    .update(employeeDocuments)
    .set(patch)
    .where(and(eq(employeeDocuments.companyId, companyId), eq(employeeDocuments.id, id)))
    .returning();
  return row!;
}

export async function deleteDocument(tx: Db, companyId: string, id: string): Promise<void> {
  await tx.delete(employeeDocuments).where(and(eq(employeeDocuments.companyId, companyId), eq(employeeDocuments.id, id)));
}

/**
 * Documents of current staff expiring by `until` (expired ones included), soonest first: those of
 * employees the scope reaches; medical ones only the caller's own or within `sensitiveScope`.
 */
export async function expiringDocuments(
  tx: Db,
  input: { companyId: string; userId: string; today: string; until: string; scope: Scope; sensitiveScope: Scope | null },
) {
  const { companyId, userId, sensitiveScope } = input;
  return tx
    .select({ doc: employeeDocuments, first: employees.firstName, last: employees.lastName, userId: employees.userId })
    .from(employeeDocuments)
    .innerJoin(employees, and(eq(employees.companyId, employeeDocuments.companyId), eq(employees.id, employeeDocuments.employeeId)))
    .where(
      and(
        eq(employeeDocuments.companyId, companyId),
        isNotNull(employeeDocuments.expiresOn),
        lte(employeeDocuments.expiresOn, input.until),
        currentSql(input.today),
        scopeCondition(input.scope, companyId, userId),
        or(
          sql`${employeeDocuments.category} <> 'medical'`,
          eq(employees.userId, userId),
          sensitiveScope ? (scopeCondition(sensitiveScope, companyId, userId) ?? sql`true`) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(employeeDocuments.expiresOn), asc(employees.lastName), asc(employeeDocuments.id))
    .limit(500);
}

// ---- Reminders (platform transactions bound to one company) ----

/** Who manages a company's documents: members holding people.documents:update company-wide, and owners. */
export async function hrRecipients(tx: Db, companyId: string): Promise<{ userId: string; email: string; name: string }[]> {
  return tx
    .selectDistinct({ userId: users.id, email: users.email, name: users.name })
    .from(roleMembers)
    .innerJoin(roles, and(eq(roles.companyId, roleMembers.companyId), eq(roles.id, roleMembers.roleId)))
    .innerJoin(memberships, and(eq(memberships.companyId, roleMembers.companyId), eq(memberships.id, roleMembers.membershipId)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      roleGrants,
      and(eq(roleGrants.companyId, roles.companyId), eq(roleGrants.roleId, roles.id), eq(roleGrants.resource, 'people.documents')),
    )
    .where(
      and(
        eq(roleMembers.companyId, companyId),
        eq(memberships.status, 'active'),
        eq(users.status, 'active'),
        or(eq(roles.builtIn, 'owner'), and(eq(roleGrants.canUpdate, true), inArray(roleGrants.scope, ['company', 'group']))),
      ),
    );
}

/** Documents of current staff expiring between today and `days` from now, with their employee. */
export async function expiringWithin(tx: Db, companyId: string, today: string, days: number) {
  return tx
    .select({
      doc: employeeDocuments,
      first: employees.firstName,
      last: employees.lastName,
      userId: employees.userId,
      workEmail: employees.workEmail,
    })
    .from(employeeDocuments)
    .innerJoin(employees, and(eq(employees.companyId, employeeDocuments.companyId), eq(employees.id, employeeDocuments.employeeId)))
    .where(
      and(
        eq(employeeDocuments.companyId, companyId),
        isNotNull(employeeDocuments.expiresOn),
        gte(employeeDocuments.expiresOn, today),
        lte(employeeDocuments.expiresOn, addDays(today, days)),
        currentSql(today),
      ),
    );
}

/** Claims one reminder (document and threshold); false when it was sent already. */
export async function claimReminder(tx: Db, values: typeof employeeDocumentReminders.$inferInsert): Promise<boolean> {
  const claimed = await tx
    .insert(employeeDocumentReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ documentId: employeeDocumentReminders.documentId });
  return claimed.length > 0;
}

/** Every company with its name and time zone (the daily job runs on the owner's connection). */
export async function allCompanies(db: Db): Promise<{ id: string; name: string; timeZone: string }[]> {
  return db.select({ id: companies.id, name: companies.name, timeZone: companies.timeZone }).from(companies);
}
