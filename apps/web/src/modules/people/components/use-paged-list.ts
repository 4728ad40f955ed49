import type { SortValue } from '@hcims/contracts/common';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps, SortState } from '../../../shared/ui/table';
import { intParam, useUrlParams } from './use-url-params';

type Page<T> = { items: T[]; total: number };
type ListKey = 'sort' | 'page' | 'size';

/**
 * The page, page size and sort a list's address asks for (defaults: page 1 of 25, `fallback`).
 * Pure, so a screen's data can be fetched from the address before the screen renders.
 */
export function pagedListState<F extends string>(
  params: Readonly<Record<ListKey, string>>,
  sortFields: readonly F[],
  fallback: SortState & { key: F },
) {
  const page = intParam(params.page, 1);
  const pageSize = intParam(params.size, 25);
  const field = sortFields.find((f) => f === params.sort.replace(/^-/, ''));
  const sort = field ? { key: field, direction: params.sort.startsWith('-') ? ('desc' as const) : ('asc' as const) } : fallback;
  const sortParam: SortValue<readonly F[]> = sort.direction === 'desc' ? `-${sort.key}` : sort.key;
  return { page, pageSize, sort, sortParam };
}

/**
 * A server-paged list whose search, filters, sort (`-field` descending), page and page size live
 * in the address: the values to send and the DataTable props that show the answer and change them.
 */
export function usePagedList<K extends string, F extends string>(
  keys: readonly (K | ListKey)[],
  sortFields: readonly F[],
  fallback: SortState & { key: F },
) {
  const [params, setParams] = useUrlParams(keys);
  const { page, pageSize, sort, sortParam } = pagedListState(params, sortFields, fallback);
  // TypeScript cannot see that a patch of the list's own keys fits every K.
  const setList = setParams as (patch: Partial<Record<ListKey, string | number>>) => void;

  /** rows, loading and error states, retry, sort and pagination of `list` for DataTable. */
  const tableProps = <T>(
    list: UseQueryResult<Page<T>>,
    errorMessage: string | undefined,
    pageSizes = [10, 25, 50, 100],
  ): Pick<DataTableProps<T>, 'rows' | 'status' | 'fetching' | 'errorMessage' | 'onRetry' | 'sort' | 'onSortChange' | 'pagination'> => ({
    rows: list.data?.items,
    status: list.status,
    fetching: list.isFetching && !list.isPending,
    errorMessage,
    onRetry: () => void list.refetch(),
    sort,
    onSortChange: (next) => setList({ sort: `${next.direction === 'desc' ? '-' : ''}${next.key}` }),
    pagination: list.data && {
      page,
      pageSize,
      total: list.data.total,
      onPageChange: (next) => setList({ page: next }),
      onPageSizeChange: (size) => setList({ size }),
      pageSizes,
    },
  });

  return { params, setParams, page, pageSize, sortParam, tableProps };
}
