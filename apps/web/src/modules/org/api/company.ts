import type { Company, CreateBranch, UpdateBranch, UpdateCompany } from '@hcims/contracts/org';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { fetchFile } from '../../../shared/ui/table';
import { orgKeys } from './org-keys';

export const useCompany = () => useQuery({ queryKey: orgKeys.company, queryFn: ({ signal }) => apiClient.get('/org/company', { signal }) });

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateCompany) => apiClient.patch('/org/company', { body: patch }),
    onSuccess: (company) => client.setQueryData(orgKeys.company, company),
  });
}

/** The logo as an object URL (the file needs the bearer token, so an <img src> cannot fetch it). */
export function useCompanyLogo(logoUrl: string | null | undefined) {
  return useQuery({
    queryKey: orgKeys.logo(logoUrl ?? null),
    enabled: !!logoUrl,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const { blob } = await fetchFile('/org/company/logo', { signal });
      return URL.createObjectURL(blob);
    },
  });
}

async function companyFrom(blob: Blob): Promise<Company> {
  return JSON.parse(await blob.text()) as Company;
}

export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return companyFrom((await fetchFile('/org/company/logo', { method: 'PUT', body: form })).blob);
    },
    onSuccess: (company) => client.setQueryData(orgKeys.company, company),
  });
}

export function useRemoveLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete('/org/company/logo'),
    onSuccess: (company) => client.setQueryData(orgKeys.company, company),
  });
}

export const useBranches = () =>
  useQuery({ queryKey: orgKeys.branches, queryFn: ({ signal }) => apiClient.get('/org/branches', { signal }) });

export function useSaveBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateBranch } | { id: null; patch: CreateBranch }) =>
      input.id !== null
        ? apiClient.patch('/org/branches/{id}', { path: { id: input.id }, body: input.patch })
        : apiClient.post('/org/branches', { body: input.patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.branches }),
  });
}

export function useDeleteBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/org/branches/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.branches }),
  });
}
