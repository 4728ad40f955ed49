import { and, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { defineJob } from '../../../platform/jobs/index.js';
import { bindCompany } from '../../../platform/tenancy/index.js';
import { roleGrants, roleMembers, roles } from '../../access/index.js';
import { memberships, users } from '../../identity/index.js';
import { companies } from '../../org/index.js';
import type { PeopleDeps } from '../people.deps.js';
import { addDays, calendarDateIn, daysBetween } from '../../../platform/dates/index.js';
import { currentSql, fullName } from '../people.repository.js';
import { employeeDocumentReminders, employeeDocuments, employees } from '../people.table.js';

/** Reminders go out this many days before a document expires (the nearest threshold not yet sent). */
export const REMINDER_DAYS = [30, 7] as const;

/** Daily: reminders to HR and the employee about documents about to expire. */
export const documentRemindersJob = defineJob<Record<string, never>>('people.document-expiry-reminders', { policy: 'singleton' });

/** Which threshold a document is due for: 7 inside a week, 30 inside a month, none otherwise. */
export function reminderThreshold(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  for (const days of [...REMINDER_DAYS].sort((a, b) => a - b)) if (daysLeft <= days) return days;
  return null;
}

/** Who manages a company's documents: members holding people.documents:update company-wide, and owners. */
async function hrRecipients(tx: Db, companyId: string): Promise<{ userId: string; email: string; name: string }[]> {
  const rows = await tx
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
  return rows;
}

/**
 * Sends the reminders due in one company. Mail is a platform table, so this runs as the
 * platform bound to the company (FORCEd row-level security still limits it to that company).
 * Claiming the reminder row and queueing the mails commit together: a retry or a second
 * process never mails twice.
 */
export async function sendDocumentReminders(deps: PeopleDeps, company: { id: string; name: string; timeZone: string }): Promise<number> {
  const now = deps.clock();
  const today = calendarDateIn(now, company.timeZone);
  const mailIds = await deps.database.db.transaction(async (tx) => {
    await bindCompany(tx, { companyId: company.id, userId: null });
    const due = await tx
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
          eq(employeeDocuments.companyId, company.id),
          isNotNull(employeeDocuments.expiresOn),
          gte(employeeDocuments.expiresOn, today),
          lte(employeeDocuments.expiresOn, addDays(today, Math.max(...REMINDER_DAYS))),
          currentSql(today),
        ),
      );
    if (due.length === 0) return [];
    const hr = await hrRecipients(tx, company.id);
    const ids: string[] = [];
    for (const item of due) {
      const daysLeft = daysBetween(today, item.doc.expiresOn!);
      const threshold = reminderThreshold(daysLeft);
      if (threshold === null) continue;
      const claimed = await tx
        .insert(employeeDocumentReminders)
        .values({ companyId: company.id, documentId: item.doc.id, daysBefore: threshold, expiresOn: item.doc.expiresOn!, sentAt: now })
        .onConflictDoNothing()
        .returning({ documentId: employeeDocumentReminders.documentId });
      if (claimed.length === 0) continue;
      const employeeName = fullName(item.first, item.last);
      const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
      const subject = `${item.doc.title} of ${employeeName} expires ${when}`;
      const body = (greeting: string, whose: string) =>
        [
          greeting,
          '',
          `${whose} “${item.doc.title}” (${item.doc.category}) expires on ${item.doc.expiresOn} (${when}).`,
          'Upload the renewed document on the employee’s Documents tab in HCIMS.',
          '',
          `${company.name}`,
        ].join('\n');
      const recipients = new Map<string, { userId: string | null; text: string }>();
      for (const person of hr)
        recipients.set(person.email.toLowerCase(), {
          userId: person.userId,
          text: body(`Hello ${person.name},`, `${employeeName}’s document`),
        });
      // The employee too, if they sign in (an account exists): their own copy, in their words.
      if (item.userId)
        recipients.set(item.workEmail.toLowerCase(), { userId: item.userId, text: body(`Hello ${item.first},`, 'Your document') });
      for (const [to, mail] of recipients) {
        ids.push(await deps.mailer.enqueue(tx, { to, userId: mail.userId, purpose: 'document-expiry', subject, text: mail.text }));
      }
    }
    return ids;
  });
  for (const id of mailIds) deps.mailer.dispatch(id);
  return mailIds.length;
}

/** The daily job: every company, in its own time zone. */
export async function sendAllDocumentReminders(deps: PeopleDeps): Promise<number> {
  const all = await deps.database.db.select({ id: companies.id, name: companies.name, timeZone: companies.timeZone }).from(companies);
  let sent = 0;
  for (const company of all) {
    try {
      sent += await sendDocumentReminders(deps, company);
    } catch (error) {
      deps.log.error({ err: error, companyId: company.id }, 'document reminders failed for a company');
    }
  }
  return sent;
}
