import type { Calendar, CalendarQuery, Dashboard, DashboardLayout } from '@hcims/contracts/workspace';
import type { Surfaces } from '../../platform/modules/index.js';
import { scopeOf, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './workspace.repository.js';
import { arrange, audienceOf, cleanIds, monthOf } from './workspace.rules.js';

/**
 * The workspace's use cases over what every module contributes (ADR 0083). A contribution is
 * shown only to callers holding its permission; its own code decides whose records it covers.
 */

const maySee = (ctx: RequestCtx) => (entry: { permission?: Parameters<typeof scopeOf>[1] }) =>
  !entry.permission || scopeOf(ctx, entry.permission) !== null;

/** The caller's dashboard: the cards they may see in their order; hidden ones listed but not computed. */
export async function dashboard(ctx: RequestCtx, surfaces: Surfaces): Promise<Dashboard> {
  const today = await repo.companyToday(ctx.tx, ctx.companyId, ctx.now);
  const layout = await repo.findLayout(ctx.tx, ctx.companyId, ctx.userId);
  const cards: Dashboard['cards'] = [];
  for (const card of arrange(surfaces.dashboardCards.filter(maySee(ctx)), layout)) {
    const content = card.hidden ? { figures: [], items: [] } : await card.load(ctx, today);
    cards.push({
      id: card.id,
      module: card.module,
      titleKey: card.titleKey,
      audience: audienceOf(card.permission ? scopeOf(ctx, card.permission) : undefined),
      size: card.size,
      figures: content.figures.map((f) => ({ unit: 'count', tone: 'neutral', ...f })),
      items: content.items,
      ...(card.emptyKey ? { emptyKey: card.emptyKey } : {}),
      hidden: card.hidden,
    });
  }
  return { asOf: today, cards, version: layout?.version ?? 0 };
}

/** Saves the caller's order and hidden cards (ids they may not see are ignored), then answers the dashboard. */
export async function saveLayout(ctx: RequestCtx, surfaces: Surfaces, input: DashboardLayout): Promise<Dashboard> {
  const known = new Set(surfaces.dashboardCards.filter(maySee(ctx)).map((c) => c.id));
  const saved = await repo.saveLayout(
    ctx.tx,
    { companyId: ctx.companyId, userId: ctx.userId },
    { cardOrder: cleanIds(input.order, known), hidden: cleanIds(input.hidden, known) },
    input.version,
    ctx.now,
  );
  if (!saved) {
    const current = await repo.findLayout(ctx.tx, ctx.companyId, ctx.userId);
    throw staleVersion('WORKSPACE_LAYOUT_STALE_VERSION', 'dashboard layout', current?.version ?? 0);
  }
  return dashboard(ctx, surfaces);
}

/** Every visible source's events overlapping the range, ordered by start then source. */
export async function calendar(ctx: RequestCtx, surfaces: Surfaces, asked: CalendarQuery): Promise<Calendar> {
  const query =
    asked.from && asked.to ? { from: asked.from, to: asked.to } : monthOf(await repo.companyToday(ctx.tx, ctx.companyId, ctx.now));
  const sources = surfaces.calendarSources.filter(maySee(ctx));
  return {
    from: query.from,
    to: query.to,
    sources: sources.map((s) => ({ id: s.id, labelKey: s.labelKey, colour: s.colour })),
    events: await calendarEvents(ctx, surfaces, query),
  };
}

/** The events of every source the caller may see overlapping a range (also the subscription feed's). */
export async function calendarEvents(
  ctx: RequestCtx,
  surfaces: Surfaces,
  query: { from: string; to: string },
): Promise<Calendar['events']> {
  const events: Calendar['events'] = [];
  for (const source of surfaces.calendarSources.filter(maySee(ctx)))
    for (const event of await source.events(ctx, query))
      if (event.start <= query.to && event.end >= query.from) events.push({ ...event, source: source.id });
  events.sort((a, b) => a.start.localeCompare(b.start) || a.source.localeCompare(b.source) || a.title.localeCompare(b.title));
  return events;
}
