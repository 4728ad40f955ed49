import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../test/i18n';
import { buildTree, matchingWithAncestors } from '../../lib/tree';
import { OrgChart } from './org-chart';
import { TreeList } from './tree-list';

type D = { id: string; name: string; parentId: string | null };
const flat: D[] = [
  { id: 'exec', name: 'Executive Office', parentId: null },
  { id: 'sales', name: 'Sales', parentId: 'exec' },
  { id: 'key', name: 'Key Accounts', parentId: 'sales' },
  { id: 'fin', name: 'Finance', parentId: 'exec' },
];
const idOf = (d: D) => d.id;
const nameOf = (d: D) => d.name;

describe('department tree and org chart from the flat list', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  it('nests lists by parent with disclosure buttons that collapse and expand a branch', async () => {
    render(
      <TreeList
        roots={buildTree(flat, idOf, (d) => d.parentId)}
        idOf={idOf}
        labelOf={nameOf}
        label="Departments"
        renderRow={(n) => <span>{n.item.name}</span>}
      />,
    );
    const tree = screen.getByRole('group', { name: 'Departments' });
    const exec = within(tree).getByTestId('tree-node-exec');
    expect(within(within(exec).getByTestId('tree-node-sales')).getByText('Key Accounts')).toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Collapse Sales' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByText('Key Accounts')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand Sales' })).toHaveAttribute('aria-expanded', 'false');
    // Leaves have no disclosure button.
    expect(screen.queryByRole('button', { name: /Finance/ })).not.toBeInTheDocument();
  });

  it('shows only the matches of a search and their ancestors, expanded', () => {
    const found = matchingWithAncestors(flat, idOf, (d) => d.parentId, nameOf, 'key');
    render(
      <TreeList
        roots={buildTree(flat, idOf, (d) => d.parentId)}
        idOf={idOf}
        labelOf={nameOf}
        visible={found?.visible}
        label="Departments"
        renderRow={(n) => <span>{n.item.name}</span>}
      />,
    );
    expect(screen.getByText('Key Accounts')).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.queryByText('Finance')).not.toBeInTheDocument();
  });

  it('draws the org chart as nested lists in a focusable, labelled region', () => {
    render(
      <OrgChart
        roots={buildTree(flat, idOf, (d) => d.parentId)}
        idOf={idOf}
        label="Org chart"
        renderNode={(n) => <span>{n.item.name}</span>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Org chart' });
    expect(region).toHaveAttribute('tabindex', '0');
    const top = within(region).getAllByRole('list')[0]!;
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('Executive OfficeSalesKey AccountsFinance');
  });
});
