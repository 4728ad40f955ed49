import type { HrDashboard } from '@hcims/contracts/people';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/auth/index.js';
import { forbidden, scopeOf, type RequestCtx } from '../../../platform/request/index.js';
import { companyCalendar } from '../people.repository.js';
import { celebrationCandidates, dashboardCounts, soonestDocuments } from './dashboard.repository.js';
import { assembleDashboard, dashboardPlan } from './dashboard.rules.js';

/**
 * The HR dashboard (/hcims) within the caller's report scope, read in the request's transaction:
 * the rules turn the day into boundaries, PostgreSQL counts against them (ADR 0128), and only the
 * shown rows (the soonest documents, the coming celebrations) are read as rows.
 */
export async function hrDashboard(ctx: RequestCtx, asOf?: string): Promise<HrDashboard> {
  // The guard has already refused callers without the permission.
  const scope = scopeOf(ctx, 'people.reports:read');
  if (!scope) throw forbidden('people.reports:read');
  const day = asOf ?? (await companyCalendar(ctx.tx, ctx.companyId, ctx.now)).today;
  const plan = dashboardPlan(day);
  const counts = await dashboardCounts(ctx.tx, ctx.companyId, scope, ctx.userId, plan);
  const soon = await soonestDocuments(ctx.tx, ctx.companyId, scope, ctx.userId, day);
  const candidates = await celebrationCandidates(ctx.tx, ctx.companyId, scope, ctx.userId, plan);
  return assembleDashboard(plan, scope === 'own' ? 'team' : scope, counts, soon, candidates);
}

/** What the dashboard's routes are built from (its request runner's database and clock). */
export type DashboardService = { database: Database; clock: Clock };
