import { notify } from '../../../platform/notifications/index.js';
import { calendarDateIn, daysBetween } from '../../../platform/dates/index.js';
import { defineJob } from '../../../platform/jobs/index.js';
import { bindCompany } from '../../../platform/tenancy/index.js';
import type { PeopleDeps } from '../people.deps.js';
import { fullName } from '../people.repository.js';
import { allCompanies, claimReminder, expiringWithin, hrRecipients } from './documents.repository.js';

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
    const due = await expiringWithin(tx, company.id, today, Math.max(...REMINDER_DAYS));
    if (due.length === 0) return [];
    const hr = await hrRecipients(tx, company.id);
    const ids: string[] = [];
    for (const item of due) {
      const daysLeft = daysBetween(today, item.doc.expiresOn!);
      const threshold = reminderThreshold(daysLeft);
      if (threshold === null) continue;
      const claimed = await claimReminder(tx, {
        companyId: company.id,
        documentId: item.doc.id,
        daysBefore: threshold,
        expiresOn: item.doc.expiresOn!,
        sentAt: now,
      });
      if (!claimed) continue;
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
      // The same news in the bell of everyone mailed who signs in (ADR 0083).
      await notify(
        tx,
        company.id,
        [...recipients.values()].map((r) => r.userId),
        {
          kind: 'people.document-expiring',
          textKey: 'people:notifications.documentExpiringText',
          textValues: { employee: employeeName, title: item.doc.title, date: item.doc.expiresOn! },
          href: `/employee-details?id=${item.doc.employeeId}`,
        },
      );
    }
    return ids;
  });
  for (const id of mailIds) deps.mailer.dispatch(id);
  return mailIds.length;
}

/** The daily job: every company, in its own time zone. */
export async function sendAllDocumentReminders(deps: PeopleDeps): Promise<number> {
  const all = await allCompanies(deps.database.db);
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
