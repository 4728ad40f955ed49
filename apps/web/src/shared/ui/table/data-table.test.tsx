import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { DataTable, type DataTableColumn } from './data-table';
import { nextSort } from './sort';
import { SearchInput } from './search-input';
import { Tabs } from './tabs';

await initTestI18n();

type Row = { id: string; name: string; city: string };
const rows: Row[] = [
  { id: '1', name: 'Amina', city: 'Lahore' },
  { id: '2', name: 'Bo', city: 'Oslo' },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortable: true, rowHeader: true },
  { key: 'city', header: 'City', cell: (r) => r.city },
];

describe('DataTable', () => {
  it('marks the sorted column with aria-sort and asks for the next sort on a header click', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        status="success"
        sort={{ key: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    expect(screen.getByRole('rowheader', { name: 'Amina' })).toBeInTheDocument();
  });

  it('cycles a new column to ascending, then descending, then ascending', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'b', direction: 'desc' }, 'a')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a')).toEqual({ key: 'a', direction: 'asc' });
  });

  it('pages: range text, disabled ends, next/last and page size callbacks', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        status="success"
        pagination={{ page: 1, pageSize: 20, total: 45, onPageChange, onPageSizeChange }}
      />,
    );
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('1–20 of 45');
    expect(screen.getByTestId('pagination-page')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('shows skeleton rows while pending, the empty state, and the error state with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<DataTable caption="People" columns={columns} rows={undefined} rowKey={(r) => r.id} status="pending" />);
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable caption="People" columns={columns} rows={[]} rowKey={(r) => r.id} status="success" />);
    expect(screen.getByText('Nothing to show')).toBeInTheDocument();
    rerender(<DataTable caption="People" columns={columns} rows={undefined} rowKey={(r) => r.id} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders row actions in their own column', () => {
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        status="success"
        rowActions={(r) => <button type="button">{`Edit ${r.name}`}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Edit Bo' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});

describe('SearchInput', () => {
  it('reports the trimmed value once typing pauses, and at once on clear', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<SearchInput value="" onChange={onChange} label="Search people" delay={300} />);
    const input = screen.getByLabelText('Search people');
    fireEvent.change(input, { target: { value: 'am' } });
    fireEvent.change(input, { target: { value: 'ami ' } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ami');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    vi.useRealTimers();
  });
});

describe('Tabs', () => {
  it('selects with arrow keys, Home and End, and shows only the selected panel', async () => {
    const onValueChange = vi.fn();
    const items = [
      { id: 'a', label: 'One', panel: 'First panel' },
      { id: 'b', label: 'Two', panel: 'Second panel' },
      { id: 'c', label: 'Three', panel: 'Third panel' },
    ];
    render(<Tabs items={items} value="a" onValueChange={onValueChange} label="Sections" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'One' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange.mock.calls).toEqual([['b'], ['c'], ['c']]);
  });
});
