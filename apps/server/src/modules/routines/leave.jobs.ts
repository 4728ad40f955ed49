import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { defineJob, type JobQueue } from '../../platform/jobs/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { companies } from '../org/index.js';
import { balancesOf } from './leave-balances.js';
import * as repo from './leave.repository.js';
import { carryOverHalves } from './leave.rules.js';
import { daysToHalves, halvesToDays, remainingHalves } from './routines.rules.js';

/**
 * The year-end carry-over (ADR 0113): in January of each company's calendar, the unused balance of
 * last year, up to each type's limit, becomes a 'carry-over' row of this year. The unique index on
 * (employee, type, year) of that kind makes reruns and a second process harmless.
 */
export const leaveCarryOverJob = defineJob<Record<string, never>>('routines.leave-carry-over', { policy: 'singleton' });

/** Carries last year's unused days into `year` for one company; answers how many balances it carried. */
export async function carryOverLeave(db: Database['db'], companyId: string, year: number): Promise<number> {
  return db.transaction(async (tx) => {
    await bindCompany(tx, { companyId, userId: null });
    const types = await repo.carryOverTypes(tx, companyId);
    if (types.length === 0) return 0;
    let carried = 0;
    for (const employee of await repo.employedOn(tx, companyId, `${year}-01-01`)) {
      const balances = await balancesOf({ tx, companyId }, employee.id, year - 1, types, { asOf: `${year - 1}-12-31` });
      for (const t of types) {
        const halves = carryOverHalves(remainingHalves(balances.get(t.id)!), daysToHalves(t.carryOverMaxDays));
        if (halves === 0) continue;
        const id = await repo.insertAdjustment(tx, {
          companyId,
          employeeId: employee.id,
          leaveTypeId: t.id,
          year,
          kind: 'carry-over',
          days: String(halvesToDays(halves)),
          reason: `Carried over from ${year - 1}`,
        });
        if (id) carried += 1;
      }
    }
    return carried;
  });
}

/** Every company whose calendar is in January now: carry last year over. */
export async function carryOverAllCompanies(deps: { database: Database; clock: Clock }): Promise<void> {
  const now = deps.clock();
  const all = await deps.database.db
    .select({ id: companies.id, timeZone: companies.timeZone })
    .from(companies)
    .where(sql`true`);
  for (const company of all) {
    const today = calendarDateIn(now, company.timeZone);
    if (today.slice(5, 7) !== '01') continue;
    await carryOverLeave(deps.database.db, company.id, Number(today.slice(0, 4)));
  }
}

/** Daily at 01:00 UTC; only January does anything. */
export async function installLeaveJobs(queue: JobQueue, deps: { database: Database; clock: Clock }): Promise<void> {
  await queue.register(leaveCarryOverJob, async () => {
    await carryOverAllCompanies(deps);
  });
  await queue.schedule(leaveCarryOverJob, '0 1 * * *', {});
}
