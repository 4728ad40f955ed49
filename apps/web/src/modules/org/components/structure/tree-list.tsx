import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../../../shared/lib/cn';
import { useTranslation } from '../../../../shared/lib/use-translation';
import type { TreeNode } from '../../lib/tree';
import './structure.css';

export type TreeListProps<T> = {
  roots: TreeNode<T>[];
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  /** The row's content after the disclosure button (name, badges, actions). */
  renderRow: (node: TreeNode<T>) => ReactNode;
  /** With a search: only these ids are shown, and all of them expanded. */
  visible?: ReadonlySet<string> | null;
  label: string;
  testId?: string;
};

/**
 * An indented tree of nested lists with guide lines. Each branch has a real disclosure button
 * (aria-expanded), so keyboard users Tab through rows and toggle with Enter or Space; everything
 * starts expanded, and a search shows the matches with their ancestors.
 */
export function TreeList<T>({ roots, idOf, labelOf, renderRow, visible, label, testId }: TreeListProps<T>) {
  const { t } = useTranslation('org');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const branch = (nodes: TreeNode<T>[]): ReactNode => {
    const shown = visible ? nodes.filter((n) => visible.has(idOf(n.item))) : nodes;
    if (shown.length === 0) return null;
    return (
      <ul>
        {shown.map((node) => {
          const id = idOf(node.item);
          const hasChildren = node.children.length > 0;
          const open = !!visible || !collapsed.has(id);
          return (
            <li key={id} data-testid={`tree-node-${id}`}>
              <div className="flex items-start gap-1 py-1">
                {hasChildren ? (
                  <button
                    type="button"
                    className="mt-1.5 grid size-7 shrink-0 place-items-center rounded-md text-ink-muted hover:bg-surface-hover hover:text-ink"
                    aria-expanded={open}
                    aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: labelOf(node.item) })}
                    onClick={() => toggle(id)}
                  >
                    <ChevronDown className={cn('size-4 transition-transform', !open && '-rotate-90 rtl:rotate-90')} aria-hidden="true" />
                  </button>
                ) : (
                  <span className="size-7 shrink-0" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">{renderRow(node)}</div>
              </div>
              {hasChildren && open && branch(node.children)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div role="group" aria-label={label} className="org-tree" data-testid={testId}>
      {branch(roots)}
    </div>
  );
}
