import type { Scope } from '@hcims/contracts/access';
import { parseCalendarDate } from '../../platform/dates/index.js';

/** The workspace's rules: pure functions, tested on their own. */

/**
 * The cards in the user's order: those the layout lists first (in its order), then the others
 * in module order; each marked hidden when the user hid it. Ids the layout names but the user
 * may not see (or that no module offers any more) are dropped.
 */
export function arrange<T extends { id: string }>(
  cards: readonly T[],
  layout: { cardOrder: readonly string[]; hidden: readonly string[] } | undefined,
): (T & { hidden: boolean })[] {
  const hidden = new Set(layout?.hidden ?? []);
  const rank = new Map((layout?.cardOrder ?? []).map((id, i) => [id, i]));
  const position = (card: T, i: number) => rank.get(card.id) ?? rank.size + i;
  return cards
    .map((card, i) => ({ card, at: position(card, i) }))
    .sort((a, b) => a.at - b.at)
    .map(({ card }) => ({ ...card, hidden: hidden.has(card.id) }));
}

/** Whose records a card covers, from the caller's scope of its permission (none: the card is open to all). */
export function audienceOf(scope: Scope | null | undefined): 'company' | 'team' | 'own' {
  if (scope === undefined) return 'company';
  if (scope === 'own' || scope === null) return 'own';
  return scope === 'team' || scope === 'department' ? 'team' : 'company';
}

/** Keeps the ids the user may see, once each, in the order sent. */
export function cleanIds(ids: readonly string[], known: ReadonlySet<string>): string[] {
  return [...new Set(ids)].filter((id) => known.has(id));
}

/** The calendar month holding a day, as an inclusive range. */
export function monthOf(day: string): { from: string; to: string } {
  const date = parseCalendarDate(day);
  return { from: date.with({ day: 1 }).toString(), to: date.with({ day: date.daysInMonth }).toString() };
}
