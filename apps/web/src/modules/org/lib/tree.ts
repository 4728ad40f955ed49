/**
 * Nesting the server's flat, depth-first lists (departments by parentId, designations by
 * reportsToId) into trees, and the questions the screens ask of them.
 */
export type TreeNode<T> = { item: T; children: TreeNode<T>[]; depth: number };

/**
 * Builds the forest of `items`: a node whose parent is missing from the list (another
 * department's designation, a parent filtered out) becomes a root. Input order is kept among
 * siblings; a cycle in bad data never loops (each item is placed once).
 */
export function buildTree<T>(items: readonly T[], idOf: (item: T) => string, parentOf: (item: T) => string | null): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const item of items) nodes.set(idOf(item), { item, children: [], depth: 0 });
  const roots: TreeNode<T>[] = [];
  for (const item of items) {
    const node = nodes.get(idOf(item))!;
    const parentId = parentOf(item);
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent && parent !== node && !isAncestor(node, parent)) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (list: TreeNode<T>[], depth: number) => {
    for (const node of list) {
      node.depth = depth;
      setDepth(node.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
}

function isAncestor<T>(candidate: TreeNode<T>, of: TreeNode<T>): boolean {
  const stack = [...candidate.children];
  while (stack.length) {
    const next = stack.pop()!;
    if (next === of) return true;
    stack.push(...next.children);
  }
  return false;
}

/** `id` and everything below it: what a department cannot move under, a designation cannot report to. */
export function subtreeIds<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  parentOf: (item: T) => string | null,
  id: string,
): Set<string> {
  const children = new Map<string, string[]>();
  for (const item of items) {
    const parent = parentOf(item);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), idOf(item)]);
  }
  const out = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** The ids of the nodes whose label matches `query` (case- and accent-insensitive) and of all their ancestors. */
export function matchingWithAncestors<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  parentOf: (item: T) => string | null,
  labelOf: (item: T) => string,
  query: string,
): { matches: Set<string>; visible: Set<string> } | null {
  const needle = fold(query.trim());
  if (!needle) return null;
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const matches = new Set<string>();
  const visible = new Set<string>();
  for (const item of items) {
    if (!fold(labelOf(item)).includes(needle)) continue;
    matches.add(idOf(item));
    let current: T | undefined = item;
    while (current && !visible.has(idOf(current))) {
      visible.add(idOf(current));
      const parent = parentOf(current);
      current = parent === null ? undefined : byId.get(parent);
    }
  }
  return { matches, visible };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** "Executive Office › Sales › Key Accounts": the path to an item, for labels of pickers. */
export function pathLabel<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  parentOf: (item: T) => string | null,
  labelOf: (item: T) => string,
  id: string,
): string {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const parts: string[] = [];
  const seen = new Set<string>();
  let current = byId.get(id);
  while (current && !seen.has(idOf(current))) {
    seen.add(idOf(current));
    parts.unshift(labelOf(current));
    const parent = parentOf(current);
    current = parent === null ? undefined : byId.get(parent);
  }
  return parts.join(' › ');
}
