import type { EmployeeOption } from '@hcims/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '../api/client';
import { useCompanySetup } from './company-setup';
import { api } from './session';

/** What a picker offers: current staff only, only people someone reports to, holders of a designation. */
export type EmployeeChoicesFilter = {
  current?: boolean;
  managers?: boolean;
  designationId?: string;
  /** Chosen people the picker must show even when a search does not match them. */
  chosen?: readonly (string | null | undefined)[];
  /** false: offer nobody and ask nothing (a picker not shown yet). */
  enabled?: boolean;
};

export type EmployeeChoices = {
  people: readonly EmployeeOption[];
  /** The company is larger than the directory the shell loaded: the picker shows a search field. */
  partial: boolean;
  search: string;
  setSearch: (text: string) => void;
  searching: boolean;
};

/** How many matches a search of a large company lists. */
export const SEARCH_FIRST = 50;
const SEARCH_DELAY_MS = 250;

const typed = createApiClient(api);

function matches(option: EmployeeOption, filter: EmployeeChoicesFilter, managerIds: ReadonlySet<string>, search: string): boolean {
  if (filter.current && option.status === 'terminated') return false;
  if (filter.managers && !managerIds.has(option.id)) return false;
  if (filter.designationId && option.designationId !== filter.designationId) return false;
  return !search || option.name.toLocaleLowerCase().includes(search.toLocaleLowerCase());
}

/**
 * The people a picker offers (docs/decisions/0101-directory-at-scale.md). While the shell holds
 * the whole directory they come from it, as before; in a larger company they come from the server,
 * the first SEARCH_FIRST matching what the user typed, plus the chosen ones.
 */
export function useEmployeeChoices(filter: EmployeeChoicesFilter = {}): EmployeeChoices {
  const directory = useCompanySetup((s) => s.employees);
  const partial = useCompanySetup((s) => s.loaded && !s.employeesComplete);
  const enabled = filter.enabled ?? true;
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { current, managers, designationId } = filter;
  const chosen = useMemo(() => [...new Set((filter.chosen ?? []).filter((id): id is string => !!id))].sort(), [filter.chosen]);
  const found = useQuery({
    queryKey: ['employee-choices', { current, managers, designationId, q: asked }],
    queryFn: ({ signal }) =>
      typed.get('/auth/employees/', {
        query: {
          q: asked || undefined,
          current: current ? 'true' : undefined,
          managers: managers ? 'true' : undefined,
          designationId,
          first: SEARCH_FIRST,
        },
        signal,
      }),
    enabled: enabled && partial,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const known = useMemo(() => new Set(directory.map((e) => e.id)), [directory]);
  const missing = partial ? chosen.filter((id) => !known.has(id)) : [];
  const picked = useQuery({
    queryKey: ['employee-choices', 'ids', missing],
    queryFn: ({ signal }) => typed.get('/auth/employees/', { query: { ids: missing.join(',') }, signal }),
    enabled: enabled && missing.length > 0,
    staleTime: 30_000,
  });

  const people = useMemo(() => {
    if (!enabled) return [];
    if (!partial) {
      const managerIds = new Set(filter.managers ? directory.map((e) => e.managerId).filter((id): id is string => !!id) : []);
      return directory.filter((e) => matches(e, filter, managerIds, search.trim()));
    }
    const list = [...(found.data ?? [])];
    const listed = new Set(list.map((e) => e.id));
    for (const e of [...directory, ...(picked.data ?? [])]) {
      if (chosen.includes(e.id) && !listed.has(e.id)) {
        listed.add(e.id);
        list.push(e);
      }
    }
    return list;
    // `filter` is read through its parts, which the list depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, partial, directory, found.data, picked.data, chosen, search, current, managers, designationId]);

  return { people, partial, search, setSearch, searching: partial && (found.isFetching || search.trim() !== asked) };
}
