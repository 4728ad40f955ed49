import type { CreateDepartment, CreateDesignation, UpdateDepartment, UpdateDesignation } from '@hcims/contracts/org';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { loadCompanySetup } from '../../../shared/lib/company-setup';
import { orgKeys } from './org-keys';

export const useDepartments = () =>
  useQuery({ queryKey: orgKeys.departments, queryFn: ({ signal }) => apiClient.get('/org/departments', { signal }) });

export const useDepartmentTree = () =>
  useQuery({
    queryKey: orgKeys.departmentTree,
    queryFn: ({ signal }) => apiClient.get('/org/departments/tree', { signal }),
  });

export const useDesignations = () =>
  useQuery({ queryKey: orgKeys.designations, queryFn: ({ signal }) => apiClient.get('/org/designations', { signal }) });

export const useDesignationChart = () =>
  useQuery({
    queryKey: orgKeys.designationChart,
    queryFn: ({ signal }) => apiClient.get('/org/designations/chart', { signal }),
  });

/** After a structure change: the screens' lists, and the shell's compact lists every picker uses. */
function useRefreshStructure() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: orgKeys.departments }),
      client.invalidateQueries({ queryKey: orgKeys.designations }),
      loadCompanySetup(),
    ]);
  };
}

export function useSaveDepartment() {
  const refresh = useRefreshStructure();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateDepartment } | { id: null; patch: CreateDepartment }) =>
      input.id !== null
        ? apiClient.patch('/org/departments/{id}', { path: { id: input.id }, body: input.patch })
        : apiClient.post('/org/departments', { body: input.patch }),
    onSuccess: refresh,
  });
}

export function useDeleteDepartment() {
  const refresh = useRefreshStructure();
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/org/departments/{id}', { path: { id } }), onSuccess: refresh });
}

export function useSaveDesignation() {
  const refresh = useRefreshStructure();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateDesignation } | { id: null; patch: CreateDesignation }) =>
      input.id !== null
        ? apiClient.patch('/org/designations/{id}', { path: { id: input.id }, body: input.patch })
        : apiClient.post('/org/designations', { body: input.patch }),
    onSuccess: refresh,
  });
}

export function useDeleteDesignation() {
  const refresh = useRefreshStructure();
  return useMutation({ mutationFn: (id: string) => apiClient.delete('/org/designations/{id}', { path: { id } }), onSuccess: refresh });
}
