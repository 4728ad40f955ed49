import type {
  CreateDepartment,
  CreateDesignation,
  Department,
  DepartmentTreeNode,
  Designation,
  DesignationChartNode,
  UpdateDepartment,
  UpdateDesignation,
} from '@hcims/contracts/org';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadCompanySetup } from '../../../shared/lib/company-setup';
import { api } from '../../../shared/lib/session';
import { orgKeys } from './org-keys';

export const useDepartments = () =>
  useQuery({ queryKey: orgKeys.departments, queryFn: ({ signal }) => api.get<Department[]>('/org/departments', { signal }) });

export const useDepartmentTree = () =>
  useQuery({
    queryKey: orgKeys.departmentTree,
    queryFn: ({ signal }) => api.get<DepartmentTreeNode[]>('/org/departments/tree', { signal }),
  });

export const useDesignations = () =>
  useQuery({ queryKey: orgKeys.designations, queryFn: ({ signal }) => api.get<Designation[]>('/org/designations', { signal }) });

export const useDesignationChart = () =>
  useQuery({
    queryKey: orgKeys.designationChart,
    queryFn: ({ signal }) => api.get<DesignationChartNode[]>('/org/designations/chart', { signal }),
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
      input.id ? api.patch<Department>(`/org/departments/${input.id}`, input.patch) : api.post<Department>('/org/departments', input.patch),
    onSuccess: refresh,
  });
}

export function useDeleteDepartment() {
  const refresh = useRefreshStructure();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(`/org/departments/${id}`), onSuccess: refresh });
}

export function useSaveDesignation() {
  const refresh = useRefreshStructure();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateDesignation } | { id: null; patch: CreateDesignation }) =>
      input.id
        ? api.patch<Designation>(`/org/designations/${input.id}`, input.patch)
        : api.post<Designation>('/org/designations', input.patch),
    onSuccess: refresh,
  });
}

export function useDeleteDesignation() {
  const refresh = useRefreshStructure();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(`/org/designations/${id}`), onSuccess: refresh });
}
