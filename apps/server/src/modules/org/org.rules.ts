import { Weekdays, type WorkingDay } from '@hcims/contracts/org';

/**
 * Pure rules of the org module (no database): office hours, working days, and the tree
 * arithmetic behind departments and designations (cycles, depth-first order, subtree totals).
 */

/** PostgreSQL `time` comes back as HH:MM:SS; the API speaks HH:MM. */
export function timeOfDay(value: string | null | undefined): string | null {
  return value ? value.slice(0, 5) : null;
}

export type OfficeHours = {
  officeOpens: string | null;
  officeCloses: string | null;
  breakStarts: string | null;
  breakEnds: string | null;
};

/** What is wrong with a company's office hours, or null. Times are HH:MM, so text order is time order. */
export function officeHoursProblem(hours: OfficeHours): { path: string; message: string } | null {
  const { officeOpens, officeCloses, breakStarts, breakEnds } = hours;
  if ((officeOpens === null) !== (officeCloses === null)) {
    return {
      path: officeOpens === null ? 'body.officeOpens' : 'body.officeCloses',
      message: 'set both opening and closing times, or neither',
    };
  }
  if (officeOpens !== null && officeCloses !== null && officeOpens >= officeCloses) {
    return { path: 'body.officeCloses', message: 'the office must close after it opens' };
  }
  if ((breakStarts === null) !== (breakEnds === null)) {
    return { path: breakStarts === null ? 'body.breakStarts' : 'body.breakEnds', message: 'set both break times, or neither' };
  }
  if (breakStarts !== null && breakEnds !== null) {
    if (breakStarts >= breakEnds) return { path: 'body.breakEnds', message: 'the break must end after it starts' };
    if (officeOpens !== null && officeCloses !== null && (breakStarts < officeOpens || breakEnds > officeCloses)) {
      return { path: 'body.breakStarts', message: 'the break must fall within office hours' };
    }
  }
  return null;
}

/** Working days in week order, Monday first. */
export function sortWorkingDays(days: readonly WorkingDay[]): WorkingDay[] {
  return [...days].sort((a, b) => Weekdays.indexOf(a.day) - Weekdays.indexOf(b.day));
}

/**
 * Whether giving `id` the parent `newParentId` would close a loop: the new parent is the node
 * itself or one of its descendants. `parentOf` maps every node to its current parent.
 * Returns the chain from the new parent up to the node when it would (for the message).
 */
export function cycleThrough(parentOf: ReadonlyMap<string, string | null>, id: string, newParentId: string | null): string[] | null {
  const chain: string[] = [];
  const seen = new Set<string>();
  for (let cursor = newParentId; cursor !== null && cursor !== undefined; cursor = parentOf.get(cursor) ?? null) {
    chain.push(cursor);
    if (cursor === id) return chain;
    // A loop already in the data (never written by this code) must not hang the request.
    if (seen.has(cursor)) return null;
    seen.add(cursor);
  }
  return null;
}

export type TreeInput = { id: string; parentId: string | null; name: string };
export type Placed<T> = T & { depth: number; childCount: number };

/**
 * Depth-first order (each parent before its children, siblings by name) with depth. A node
 * whose parent is missing from the list is placed at the top, so nothing is ever dropped.
 */
export function depthFirst<T extends TreeInput>(nodes: readonly T[]): Placed<T>[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<string | null, T[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) && node.parentId !== node.id ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const byName = (a: T, b: T) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const out: Placed<T>[] = [];
  const visited = new Set<string>();
  const visit = (node: T, depth: number) => {
    if (visited.has(node.id)) return;
    visited.add(node.id);
    const kids = (children.get(node.id) ?? []).sort(byName);
    out.push({ ...node, depth, childCount: kids.length });
    for (const kid of kids) visit(kid, depth + 1);
  };
  for (const root of (children.get(null) ?? []).sort(byName)) visit(root, 0);
  // Nodes caught in a loop (not reachable from a root) still appear, at the top.
  for (const node of [...nodes].sort(byName)) visit(node, 0);
  return out;
}

/** For each node: its own count plus the counts of everything below it. */
export function subtreeTotals(
  nodes: readonly { id: string; parentId: string | null }[],
  own: ReadonlyMap<string, number>,
): Map<string, number> {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const totals = new Map(nodes.map((n) => [n.id, 0]));
  for (const node of nodes) {
    const count = own.get(node.id) ?? 0;
    if (count === 0) continue;
    const seen = new Set<string>();
    for (
      let cursor: string | null = node.id;
      cursor !== null && totals.has(cursor) && !seen.has(cursor);
      cursor = parentOf.get(cursor) ?? null
    ) {
      seen.add(cursor);
      totals.set(cursor, totals.get(cursor)! + count);
    }
  }
  return totals;
}

/** "1 employee is" / "12 employees are". */
export function people(count: number): string {
  return count === 1 ? '1 employee is' : `${count} employees are`;
}

/** A short list of names for a message: "Marketing, Retail and 3 more". */
export function listNames(names: readonly string[], max = 3): string {
  if (names.length <= max) return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}
