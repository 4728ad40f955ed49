import type { MemberList, PermissionCatalogue, PermissionMatrix, RoleDetail, RoleSummary } from '@hcims/contracts/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/session';
import { accessKeys } from './access-keys';

/** GET /api/access/permissions: resources, actions, scopes, risk (the catalogue changes only with a release). */
export function useCatalogue() {
  return useQuery({
    queryKey: accessKeys.catalogue,
    queryFn: ({ signal }) => api.get<PermissionCatalogue>('/access/permissions', { signal }),
    staleTime: Infinity,
  });
}

export function useRoles() {
  return useQuery({ queryKey: accessKeys.roles, queryFn: ({ signal }) => api.get<RoleSummary[]>('/access/roles', { signal }) });
}

export function useRole(id: string | null) {
  return useQuery({
    queryKey: accessKeys.role(id ?? ''),
    queryFn: ({ signal }) => api.get<RoleDetail>(`/access/roles/${id}`, { signal }),
    enabled: !!id,
  });
}

export const MEMBERS_PAGE_SIZE = 20;

export function useRoleMembers(id: string, q: string, page: number) {
  return useQuery({
    queryKey: accessKeys.roleMembers(id, q, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(MEMBERS_PAGE_SIZE), page: String(page) });
      if (q) params.set('q', q);
      return api.get<MemberList>(`/access/roles/${id}/members?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** People of the company (to add to a role), searched by name or email. */
export function useCompanyMembers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.members(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (q) params.set('q', q);
      return api.get<MemberList>(`/access/members?${params.toString()}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMatrix(enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.matrix,
    queryFn: ({ signal }) => api.get<PermissionMatrix>('/access/matrix', { signal }),
    enabled,
  });
}
