import type { CalendarEvent, CardFigure, CardItem } from '@hcims/contracts/workspace';
import type { PermissionCode } from '@hcims/contracts/access';
import type { RequestCtx } from '../request/index.js';

/**
 * What a module contributes to the shared screens (ADR 0083). The workspace composes them: the
 * dashboard shows each card whose permission the caller holds, the calendar each source's events,
 * the notification centre each kind. A module declares them in its `ServerModule`; none edits the
 * workspace to plug in.
 */

/** What a card shows: a few figures (each linking to the list it counts) and a short list. */
export type CardContent = { figures: CardFigure[]; items: CardItem[] };

export type DashboardCardDefinition = {
  /** `<module>.<card>`; the module part must be the declaring module's name. */
  id: string;
  titleKey: string;
  /** Shown only to callers holding it; its scope decides whose records the card covers. Absent: every member. */
  permission?: PermissionCode;
  size: 'small' | 'wide';
  emptyKey?: string;
  /** Computed on the server in the request's tenant transaction. */
  load: (ctx: RequestCtx, today: string) => Promise<CardContent>;
};

export type CalendarSourceDefinition = {
  /** `<module>.<source>`. */
  id: string;
  labelKey: string;
  colour: 'blue' | 'green' | 'amber' | 'red' | 'violet' | 'teal';
  /** Absent: every member of the company sees the source. */
  permission?: PermissionCode;
  /** Events overlapping `from`..`to` (inclusive dates in the company's calendar). */
  events: (ctx: RequestCtx, range: { from: string; to: string }) => Promise<Omit<CalendarEvent, 'source'>[]>;
};

export type NotificationKindDefinition = {
  /** `<module>.<kind>`. */
  id: string;
  labelKey: string;
  /** Where it goes until the user chooses otherwise. */
  defaultChannels: readonly ('in_app' | 'email')[];
};

/** Every module's contributions, checked once: ids unique and prefixed by the declaring module. */
export type Surfaces = {
  dashboardCards: readonly (DashboardCardDefinition & { module: string })[];
  calendarSources: readonly (CalendarSourceDefinition & { module: string })[];
  notificationKinds: readonly (NotificationKindDefinition & { module: string })[];
};

type Declares = {
  name: string;
  dashboardCards?: readonly DashboardCardDefinition[];
  calendarSources?: readonly CalendarSourceDefinition[];
  notificationKinds?: readonly NotificationKindDefinition[];
};

export function composeSurfaces(modules: readonly Declares[]): Surfaces {
  const collect = <T extends { id: string }>(what: string, pick: (m: Declares) => readonly T[] | undefined) => {
    const seen = new Set<string>();
    return modules.flatMap((m) =>
      (pick(m) ?? []).map((entry) => {
        if (!entry.id.startsWith(`${m.name}.`) || !/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/.test(entry.id))
          throw new Error(`The ${what} "${entry.id}" of module "${m.name}" must be named "${m.name}.<kebab-case>"`);
        if (seen.has(entry.id)) throw new Error(`Two ${what}s have the id "${entry.id}"`);
        seen.add(entry.id);
        return { ...entry, module: m.name };
      }),
    );
  };
  return {
    dashboardCards: collect('dashboard card', (m) => m.dashboardCards),
    calendarSources: collect('calendar source', (m) => m.calendarSources),
    notificationKinds: collect('notification kind', (m) => m.notificationKinds),
  };
}
