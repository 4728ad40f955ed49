import { ArrowDown, ArrowUp, ArrowUpDown, RotateCw } from 'lucide-react';
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { buttonSecondary } from '../button-styles';
import { EmptyState } from './empty-state';
import { Pagination, type PaginationProps } from './pagination';
import { nextSort, type SortState } from './sort';

export type DataTableColumn<T> = {
  /** Unique id; also the sort key unless `sortKey` is given. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  sortKey?: string;
  /** The cell naming the row (rendered as <th scope="row">). */
  rowHeader?: boolean;
  align?: 'start' | 'end' | 'center';
  className?: string;
  /** Hide the column below this breakpoint (it stays in the scrollable table above it). */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
};

export type DataTableProps<T> = {
  /** The table's accessible name (shown to screen readers as its caption). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** pending: skeleton rows; error: the error state with a retry; success: rows or the empty state. */
  status: 'pending' | 'error' | 'success';
  /** A refetch is running over the shown rows (rows dim, the table is aria-busy). */
  fetching?: boolean;
  errorMessage?: ReactNode;
  onRetry?: () => void;
  sort?: SortState | null;
  /** Next state of a click on a sortable header: asc, then desc, then back to asc. */
  onSortChange?: (sort: SortState) => void;
  pagination?: PaginationProps;
  rowActions?: (row: T) => ReactNode;
  rowActionsLabel?: string;
  empty?: ReactNode;
  skeletonRows?: number;
  stickyHeader?: boolean;
  testId?: string;
  className?: string;
  /** data-* attributes per row (tests, styling). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
};

const hideClass = { sm: 'max-sm:hidden', md: 'max-md:hidden', lg: 'max-lg:hidden', xl: 'max-xl:hidden' } as const;
const alignClass = { start: 'text-start', end: 'text-end', center: 'text-center' } as const;

/**
 * A table for server-driven lists: the caller owns sorting, paging and fetching (the server does
 * the work), the table renders the states. Headers are real buttons with aria-sort on the <th>;
 * on phones the table scrolls sideways inside its own focusable region.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rowKey, fetching, sort, onSortChange, pagination, rowActions } = props;
  // The rows are drawn as a deferred value. A query's answer arrives as a synchronous update, and
  // a page of rows (avatars, links, dates, badges) is tens of milliseconds of rendering on a
  // phone; deferred, React renders them in slices that leave the main thread free in between,
  // and the header, filters and pagination update at once.
  const { rows, status } = useDeferredValue(useMemo(() => ({ rows: props.rows, status: props.status }), [props.rows, props.status]));
  const { t } = useTranslation('people');
  const captionId = useId();
  const colCount = columns.length + (rowActions ? 1 : 0);
  const busy = status === 'pending' || !!fetching;
  const sticky = props.stickyHeader ?? true;

  const headerCell = (column: DataTableColumn<T>) => {
    const key = column.sortKey ?? column.key;
    const active = sort?.key === key;
    const ariaSort = column.sortable ? (active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined;
    const Icon = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
    return (
      <th
        key={column.key}
        scope="col"
        aria-sort={ariaSort}
        className={cn(
          'border-b border-line px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase',
          alignClass[column.align ?? 'start'],
          column.hideBelow && hideClass[column.hideBelow],
          sticky && 'sticky top-0 z-[1] bg-surface-muted',
        )}
      >
        {column.sortable && onSortChange ? (
          <button
            type="button"
            className={cn(
              'inline-flex items-center gap-1 rounded uppercase hover:text-ink',
              active && 'text-ink',
              column.align === 'end' && 'flex-row-reverse',
            )}
            onClick={() => onSortChange(nextSort(sort, key))}
          >
            {column.header}
            <Icon className={cn('size-3.5 shrink-0', !active && 'opacity-50')} aria-hidden="true" />
          </button>
        ) : (
          column.header
        )}
      </th>
    );
  };

  let body: ReactNode;
  if (status === 'pending') {
    body = Array.from({ length: props.skeletonRows ?? 8 }, (_, i) => (
      <tr key={`skeleton-${i}`} data-testid="table-skeleton-row">
        {Array.from({ length: colCount }, (_, j) => (
          <td key={j} className="border-b border-line px-3 py-3">
            <span className="block h-4 w-full max-w-40 animate-pulse rounded bg-surface-hover" aria-hidden="true" />
          </td>
        ))}
      </tr>
    ));
  } else if (status === 'error') {
    body = (
      <tr>
        <td colSpan={colCount} className="px-3 py-10">
          <div role="alert" className="flex flex-col items-center gap-3 text-center" data-testid="table-error">
            <p className="text-sm text-danger">{props.errorMessage ?? t('table.error')}</p>
            {props.onRetry && (
              <button type="button" className={buttonSecondary} onClick={props.onRetry}>
                <RotateCw className="size-4" aria-hidden="true" />
                {t('table.retry')}
              </button>
            )}
          </div>
        </td>
      </tr>
    );
  } else if (!rows?.length) {
    body = (
      <tr>
        <td colSpan={colCount} className="px-3 py-4">
          {props.empty ?? <EmptyState title={t('table.empty')} message={t('table.emptyHint')} />}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className="transition-colors hover:bg-surface-hover/60" {...props.rowData?.(row)}>
        {columns.map((column) => {
          const Cell = column.rowHeader ? 'th' : 'td';
          return (
            <Cell
              key={column.key}
              scope={column.rowHeader ? 'row' : undefined}
              className={cn(
                'border-b border-line px-3 py-2.5 align-middle text-sm font-normal',
                alignClass[column.align ?? 'start'],
                column.hideBelow && hideClass[column.hideBelow],
                column.className,
              )}
            >
              {column.cell(row)}
            </Cell>
          );
        })}
        {rowActions && (
          <td className="border-b border-line px-3 py-2 text-end whitespace-nowrap">
            <div className="inline-flex items-center gap-1">{rowActions(row)}</div>
          </td>
        )}
      </tr>
    ));
  }

  return (
    <div className={cn('flex flex-col', props.className)} data-testid={props.testId}>
      <div
        className="data-table-scroll max-h-[70dvh] overflow-auto rounded-lg border border-line bg-surface print:max-h-none print:overflow-visible"
        role="region"
        aria-labelledby={captionId}
        // The region scrolls sideways on phones; keyboard users need to reach it.
        tabIndex={0}
      >
        <table
          className={cn('w-full border-separate border-spacing-0 text-ink', busy && status === 'success' && 'opacity-60')}
          aria-busy={busy}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map(headerCell)}
              {rowActions && (
                <th
                  scope="col"
                  className={cn(
                    'border-b border-line px-3 py-2.5 text-end text-xs font-semibold tracking-wide text-ink-muted uppercase print:hidden',
                    sticky && 'sticky top-0 z-[1] bg-surface-muted',
                  )}
                >
                  <span className="sr-only">{props.rowActionsLabel ?? t('table.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {pagination && status !== 'error' && <Pagination {...pagination} />}
    </div>
  );
}
