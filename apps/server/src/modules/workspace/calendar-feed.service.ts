import type { CalendarFeedCreated, CalendarFeedStatus } from '@hcims/contracts/workspace';
import type { Database, Db } from '../../db/client.js';
import { newOpaqueToken, tokenDigest, type Clock } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Surfaces } from '../../platform/modules/index.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { bindSecret, enterTenant } from '../../platform/tenancy/index.js';
import type { Identity } from '../identity/index.js';
import { buildIcs, feedWindow } from './calendar-feed.rules.js';
import * as repo from './calendar-feed.repository.js';
import { companyToday } from './workspace.repository.js';
import { calendarEvents } from './workspace.service.js';

/** Calendar subscription addresses (ADR 0106): made, replaced and revoked by their owner; read by calendar apps. */

export const feedPath = (token: string): string => `/api/calendar/feed/${token}.ics`;

export async function feedStatus(ctx: RequestCtx): Promise<CalendarFeedStatus> {
  const row = await repo.findFeed(ctx.tx, ctx.companyId, ctx.userId);
  return { active: row !== undefined, createdAt: row ? row.createdAt.toISOString() : null };
}

/** Makes (or replaces) the caller's address; the token is answered this once. */
export async function createFeed(ctx: RequestCtx): Promise<CalendarFeedCreated> {
  const token = newOpaqueToken();
  const had = await repo.findFeed(ctx.tx, ctx.companyId, ctx.userId);
  const row = await repo.saveFeed(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    tokenHash: tokenDigest(token),
    createdAt: ctx.now,
  });
  await audit(ctx, had ? 'workspace.calendar-feed-regenerated' : 'workspace.calendar-feed-created', {
    type: 'calendar-feed',
    id: ctx.userId,
  });
  return { active: true, createdAt: row.createdAt.toISOString(), path: feedPath(token) };
}

export async function revokeFeed(ctx: RequestCtx): Promise<void> {
  if (await repo.deleteFeed(ctx.tx, ctx.companyId, ctx.userId))
    await audit(ctx, 'workspace.calendar-feed-revoked', { type: 'calendar-feed', id: ctx.userId });
}

/**
 * The public feed: finds the address by the digest of the presented token (the policy shows
 * only that row), then works as its owner in its company, with the permissions they hold now:
 * the same sources and scoping as their month calendar. Unknown, revoked, or an owner no longer
 * in the company: 404, all alike.
 */
export function feedIcs(
  deps: { database: Pick<Database, 'db'>; clock: Clock; surfaces: Surfaces; identity: Identity },
  token: string,
  host: string,
): Promise<string> {
  return deps.database.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const now = deps.clock();
    await enterTenant(tx, { companyId: '', groupId: '', userId: null });
    const digest = tokenDigest(token);
    await bindSecret(tx, digest);
    const found = await repo.feedOfDigest(tx, digest);
    await bindSecret(tx, '');
    if (!found) throw AppError.notFound('Calendar feed');
    const company = (await deps.identity.sessions.companiesOf(tx, found.userId)).find((c) => c.id === found.companyId);
    if (!company) throw AppError.notFound('Calendar feed');
    const permissions = await deps.identity.sessions.permissionsIn(tx, found.userId, company);
    const scoped = await enterTenant(tx, { companyId: company.id, groupId: company.groupId, userId: found.userId });
    const ctx: RequestCtx = {
      tx: scoped,
      now,
      companyId: company.id,
      groupId: company.groupId,
      userId: found.userId,
      permissions,
      origin: { requestId: '', ip: null },
    };
    const today = await companyToday(scoped, company.id, now);
    const events = await calendarEvents(ctx, deps.surfaces, feedWindow(today));
    return buildIcs({
      name: company.name,
      host,
      now,
      events: events.map((e) => ({ uid: `${e.source}-${e.id}`, title: e.title, start: e.start, end: e.end })),
    });
  });
}
