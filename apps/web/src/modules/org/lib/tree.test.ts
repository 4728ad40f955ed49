import { describe, expect, it } from 'vitest';
import { buildTree, matchingWithAncestors, pathLabel, subtreeIds, type TreeNode } from './tree';

type Dept = { id: string; name: string; parentId: string | null };
const id = (d: Dept) => d.id;
const parent = (d: Dept) => d.parentId;
const name = (d: Dept) => d.name;

const flat: Dept[] = [
  { id: 'exec', name: 'Executive Office', parentId: null },
  { id: 'fin', name: 'Finance', parentId: 'exec' },
  { id: 'sales', name: 'Sales', parentId: 'exec' },
  { id: 'key', name: 'Key Accounts', parentId: 'sales' },
  { id: 'ops', name: 'Opérations', parentId: null },
];

const shape = (nodes: TreeNode<Dept>[]): unknown => nodes.map((n) => [n.item.id, n.depth, shape(n.children)]);

describe('buildTree', () => {
  it('nests a flat depth-first list by parent, keeping sibling order and depths', () => {
    expect(shape(buildTree(flat, id, parent))).toEqual([
      [
        'exec',
        0,
        [
          ['fin', 1, []],
          ['sales', 1, [['key', 2, []]]],
        ],
      ],
      ['ops', 0, []],
    ]);
  });

  it('nests children listed before their parent too', () => {
    const reversed = [...flat].reverse();
    const roots = buildTree(reversed, id, parent);
    expect(roots.map((r) => r.item.id)).toEqual(['ops', 'exec']);
    expect(roots[1]!.children.map((c) => c.item.id)).toEqual(['sales', 'fin']);
  });

  it('makes a node whose parent is not in the list a root', () => {
    const roots = buildTree([{ id: 'x', name: 'X', parentId: 'elsewhere' }], id, parent);
    expect(shape(roots)).toEqual([['x', 0, []]]);
  });

  it('never loops on a cycle in bad data: every item appears once', () => {
    const cyclic: Dept[] = [
      { id: 'a', name: 'A', parentId: 'b' },
      { id: 'b', name: 'B', parentId: 'a' },
    ];
    const roots = buildTree(cyclic, id, parent);
    const all: string[] = [];
    const walk = (nodes: TreeNode<Dept>[]) => nodes.forEach((n) => (all.push(n.item.id), walk(n.children)));
    walk(roots);
    expect(all.sort()).toEqual(['a', 'b']);
  });
});

describe('subtreeIds', () => {
  it('lists a department and everything under it (what it cannot move under)', () => {
    expect([...subtreeIds(flat, id, parent, 'exec')].sort()).toEqual(['exec', 'fin', 'key', 'sales']);
    expect([...subtreeIds(flat, id, parent, 'key')]).toEqual(['key']);
  });
});

describe('matchingWithAncestors', () => {
  it('finds matches ignoring case and accents, and keeps their ancestors visible', () => {
    const found = matchingWithAncestors(flat, id, parent, name, 'KEY');
    expect([...found!.matches]).toEqual(['key']);
    expect([...found!.visible].sort()).toEqual(['exec', 'key', 'sales']);
    expect([...matchingWithAncestors(flat, id, parent, name, 'operations')!.matches]).toEqual(['ops']);
  });

  it('answers null for an empty query (show everything)', () => {
    expect(matchingWithAncestors(flat, id, parent, name, '  ')).toBeNull();
  });
});

describe('pathLabel', () => {
  it('joins the names from the root down', () => {
    expect(pathLabel(flat, id, parent, name, 'key')).toBe('Executive Office › Sales › Key Accounts');
  });
});
