import type { Db } from '../../db/client.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import type { ReportCalendar } from '../../platform/reports/index.js';
import { tenantCompany } from '../../platform/tenancy/index.js';

/** The company's today, time zone and currency: what running and exporting a report needs of it. */
export async function companyCalendar(tx: Db, companyId: string, now: Date): Promise<ReportCalendar> {
  const { timeZone, currency } = await tenantCompany(tx, companyId);
  return { timeZone, currency, today: calendarDateIn(now, timeZone) };
}
