import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { recordAudits } from '../../platform/audit/index.js';
import { defineJob, type JobQueue } from '../../platform/jobs/index.js';
import { withTenant } from '../../platform/tenancy/index.js';
import { companies } from '../org/index.js';
import { companyHours } from './attendance.repository.js';
import { closingInstant, dayIsOver } from './attendance.rules.js';
import { routinesAttendance as attendance } from './routines.table.js';

/**
 * The end-of-day job (ADR 0112): every 15 minutes, in every company, records still open after
 * their work day has ended in the company's zone are closed at the office's closing time (or the
 * day's last minute) and flagged `auto_closed` for the manager and HR to review or correct.
 */
export const closeForgottenJob = defineJob<Record<string, never>>('routines.attendance-close-forgotten', { policy: 'singleton' });

type Deps = { database: Pick<Database, 'db'>; clock: Clock };

/** One company's forgotten records closed; answers how many. */
export async function closeForgottenRecords(deps: Deps, company: { companyId: string; groupId: string }): Promise<number> {
  const now = deps.clock();
  return withTenant(deps.database, { ...company, userId: null }, async (tx) => {
    const hours = await companyHours(tx, company.companyId);
    const open = await tx
      .select()
      .from(attendance)
      .where(and(eq(attendance.companyId, company.companyId), isNull(attendance.clockOut)));
    const due = open.filter((r) => dayIsOver(r.workDate, now, hours.timeZone));
    const entries = [];
    for (const record of due) {
      const clockOut = closingInstant(record.workDate, record.clockIn, hours.officeCloses, hours.timeZone);
      const [closed] = await tx
        .update(attendance)
        .set({ clockOut, autoClosed: true })
        .where(and(eq(attendance.companyId, company.companyId), eq(attendance.id, record.id), isNull(attendance.clockOut)))
        .returning({ id: attendance.id });
      if (!closed) continue;
      entries.push({
        companyId: company.companyId,
        actorUserId: null,
        action: 'routines.attendance-auto-closed',
        targetType: 'routines-attendance',
        targetId: record.id,
        before: { clockOut: null },
        after: { clockOut: clockOut.toISOString(), autoClosed: true },
        at: now,
      });
    }
    await recordAudits(tx, entries);
    return entries.length;
  });
}

/** Every company's forgotten records (the owner's connection lists the companies; each runs under its tenant). */
export async function closeAllForgottenRecords(deps: Deps): Promise<number> {
  const all: { companyId: string; groupId: string }[] = await deps.database.db
    .select({ companyId: companies.id, groupId: companies.groupId })
    .from(companies);
  let closed = 0;
  for (const company of all) closed += await closeForgottenRecords(deps, company);
  return closed;
}

export async function installAttendanceJobs(queue: JobQueue, deps: Deps): Promise<void> {
  await queue.register(closeForgottenJob, async () => {
    await closeAllForgottenRecords(deps);
  });
  await queue.schedule(closeForgottenJob, '*/15 * * * *', {});
}
