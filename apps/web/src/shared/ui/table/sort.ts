export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

/** The next sort after a click on the header of `key`: a new column starts ascending, then it toggles. */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
