import type { HrDashboard } from '@hcims/contracts/people';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/auth/index.js';
import { forbidden, scopeOf, type RequestCtx } from '../../../platform/request/index.js';
import { companyCalendar } from '../people.repository.js';
import { dashboardRows } from './dashboard.repository.js';
import { computeDashboard } from './dashboard.rules.js';

/**
 * The HR dashboard (/hcims): a few columns of every employee in the caller's report scope and
 * their dated documents, read in the request's transaction; the figures come from
 * dashboard.rules. About 10,000 employees is a few hundred kilobytes and milliseconds of arithmetic.
 */
export async function hrDashboard(ctx: RequestCtx, asOf?: string): Promise<HrDashboard> {
  // The guard has already refused callers without the permission.
  const scope = scopeOf(ctx, 'people.reports:read');
  if (!scope) throw forbidden('people.reports:read');
  const day = asOf ?? (await companyCalendar(ctx.tx, ctx.companyId, ctx.now)).today;
  const { people, documents } = await dashboardRows(ctx.tx, ctx.companyId, scope, ctx.userId);
  return computeDashboard({
    asOf: day,
    scope: scope === 'own' ? 'team' : scope,
    employees: people.map((p) => ({
      ...p,
      name: `${p.firstName} ${p.lastName}`,
      state: p.state === 'on_leave' ? 'on_leave' : 'active',
      invited: Boolean(p.invited),
    })),
    documents: documents.map((d) => ({ ...d, expiresOn: d.expiresOn! })),
  });
}

/** What the dashboard's routes are built from (its request runner's database and clock). */
export type DashboardService = { database: Database; clock: Clock };
