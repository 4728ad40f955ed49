import type { HrDashboard } from '@hcims/contracts/people';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/auth/index.js';
import { forbidden, scopeOf, type RequestCtx } from '../../../platform/request/index.js';
import { companyCalendar } from '../people.repository.js';
import { cardCounts, celebrationCandidates, dashboardCounts, soonestDocuments } from './dashboard.repository.js';
import { assembleCardFigures, assembleDashboard, dashboardPlan, type HrCardFigures } from './dashboard.rules.js';

/**
 * The HR dashboard (/hcims) within the caller's report scope, read in the request's transaction:
 * the rules turn the day into boundaries, PostgreSQL counts against them (ADR 0128), and only the
 * shown rows (the soonest documents, the coming celebrations) are read as rows.
 */
export async function hrDashboard(ctx: RequestCtx, asOf?: string): Promise<HrDashboard> {
  const scope = reportScope(ctx);
  const day = asOf ?? (await companyCalendar(ctx.tx, ctx.companyId, ctx.now)).today;
  const plan = dashboardPlan(day);
  const counts = await dashboardCounts(ctx.tx, ctx.companyId, scope, ctx.userId, plan);
  const soon = await soonestDocuments(ctx.tx, ctx.companyId, scope, ctx.userId, day);
  const candidates = await celebrationCandidates(ctx.tx, ctx.companyId, scope, ctx.userId, plan);
  return assembleDashboard(plan, scope === 'own' ? 'team' : scope, counts, soon, candidates);
}

/** The workspace's HR cards: the dashboard's head-count, this month's flows, attrition and expiring documents, and nothing else. */
export async function hrCardFigures(ctx: RequestCtx, asOf: string): Promise<HrCardFigures> {
  const scope = reportScope(ctx);
  const plan = dashboardPlan(asOf);
  const counts = await cardCounts(ctx.tx, ctx.companyId, scope, ctx.userId, plan);
  const soon = await soonestDocuments(ctx.tx, ctx.companyId, scope, ctx.userId, asOf);
  return assembleCardFigures(plan, counts, soon);
}

function reportScope(ctx: RequestCtx) {
  // The guard (or the card's permission) has already refused callers without the permission.
  const scope = scopeOf(ctx, 'people.reports:read');
  if (!scope) throw forbidden('people.reports:read');
  return scope;
}

/** What the dashboard's routes are built from (its request runner's database and clock). */
export type DashboardService = { database: Database; clock: Clock };
