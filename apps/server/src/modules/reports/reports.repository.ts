import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import type { ReportCalendar } from '../../platform/reports/index.js';
import { companies } from '../org/index.js';

/** The company's today, time zone and currency: what running and exporting a report needs of it. */
export async function companyCalendar(tx: Db, companyId: string, now: Date): Promise<ReportCalendar> {
  const [company] = await tx
    .select({ timeZone: companies.timeZone, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`company ${companyId} is not visible`);
  return { ...company, today: calendarDateIn(now, company.timeZone) };
}
