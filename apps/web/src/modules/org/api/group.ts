import type { SwitchCompanyResponse } from '@hcims/contracts/identity';
import type { CreateCompany } from '@hcims/contracts/org';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { loadCompanySetup } from '../../../shared/lib/company-setup';
import { loadCurrentUser, sessionStore, setTokens } from '../../../shared/lib/session';
import { orgKeys } from './org-keys';

export const useGroup = () => useQuery({ queryKey: orgKeys.group, queryFn: ({ signal }) => apiClient.get('/org/group', { signal }) });

export function useRenameGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiClient.patch('/org/group', { body: { name } }),
    onSuccess: (group) => client.setQueryData(orgKeys.group, group),
  });
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCompany) => apiClient.post('/org/group/companies', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.group }),
  });
}

/**
 * Makes another company the active one: the new access token replaces the old (the refresh token
 * stays), the session shows the new company and permissions, every cached answer of the old
 * company is dropped (the shown ones are fetched again) and the shell's company lists are loaded again.
 */
export async function switchCompany(client: QueryClient, companyId: string): Promise<SwitchCompanyResponse> {
  const answer = await apiClient.post('/auth/switch-company', { body: { companyId } });
  setTokens(answer.access);
  sessionStore.setState({ company: answer.company, permissions: answer.permissions });
  await Promise.all([loadCompanySetup(), loadCurrentUser(), client.resetQueries()]);
  return answer;
}

export function useSwitchCompany() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (companyId: string) => switchCompany(client, companyId) });
}
