import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { accessKeys } from './access-keys';

/** GET /api/access/permissions: resources, actions, scopes, risk (the catalogue changes only with a release). */
export function useCatalogue() {
  return useQuery({
    queryKey: accessKeys.catalogue,
    queryFn: ({ signal }) => apiClient.get('/access/permissions', { signal }),
    staleTime: Infinity,
  });
}

export function useRoles() {
  return useQuery({ queryKey: accessKeys.roles, queryFn: ({ signal }) => apiClient.get('/access/roles', { signal }) });
}

export function useRole(id: string | null) {
  return useQuery({
    queryKey: accessKeys.role(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/access/roles/{id}', { path: { id: id! }, signal }),
    enabled: !!id,
  });
}

export const MEMBERS_PAGE_SIZE = 20;

export function useRoleMembers(id: string, q: string, page: number) {
  return useQuery({
    queryKey: accessKeys.roleMembers(id, q, page),
    queryFn: ({ signal }) =>
      apiClient.get('/access/roles/{id}/members', { path: { id }, query: { limit: MEMBERS_PAGE_SIZE, page, q }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** People of the company (to add to a role), searched by name or email. */
export function useCompanyMembers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.members(q),
    queryFn: ({ signal }) => apiClient.get('/access/members', { query: { limit: 20, q }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMatrix(enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.matrix,
    queryFn: ({ signal }) => apiClient.get('/access/matrix', { signal }),
    enabled,
  });
}
