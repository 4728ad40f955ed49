import type { ReactNode } from 'react';
import type { TreeNode } from '../../lib/tree';
import './structure.css';

export type OrgChartProps<T> = {
  roots: TreeNode<T>[];
  idOf: (item: T) => string;
  renderNode: (node: TreeNode<T>) => ReactNode;
  label: string;
  testId?: string;
};

/**
 * A top-down org chart of a forest: nested lists (read as such by screen readers), drawn as boxes
 * joined by lines. It scrolls sideways inside its own focusable region when wider than the screen.
 */
export function OrgChart<T>({ roots, idOf, renderNode, label, testId }: OrgChartProps<T>) {
  const branch = (nodes: TreeNode<T>[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={idOf(node.item)}>
          {renderNode(node)}
          {node.children.length > 0 && branch(node.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-surface-muted/50"
      data-testid={testId}
    >
      <div className="org-chart">{branch(roots)}</div>
    </div>
  );
}
