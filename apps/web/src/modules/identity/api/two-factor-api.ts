import type { TwoFactorProof } from '@hcims/contracts/identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

const statusKey = ['identity', 'two-factor'] as const;
const rolesKey = ['identity', 'two-factor', 'roles'] as const;

/** The signed-in person's two-factor state (GET /api/identity/two-factor). */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => apiClient.get('/identity/two-factor', { signal }) });
}

function useInvalidating<TIn, TOut>(call: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: statusKey }) });
}

/** A new pending secret and its otpauth URI. */
export const useStartTwoFactor = () => useInvalidating(() => apiClient.post('/identity/two-factor/setup'));

/** Turns two-factor on with a code of the pending secret; answers the recovery codes (shown once). */
export const useConfirmTwoFactor = () =>
  useInvalidating((code: string) => apiClient.post('/identity/two-factor/confirm', { body: { code } }));

export const useRegenerateRecoveryCodes = () =>
  useInvalidating((proof: TwoFactorProof) => apiClient.post('/identity/two-factor/recovery-codes', { body: proof }));

export const useDisableTwoFactor = () =>
  useInvalidating((proof: TwoFactorProof) => apiClient.post('/identity/two-factor/disable', { body: proof }));

/** The roles of the active company whose members must use two-factor sign-in. */
export function useTwoFactorRoles() {
  return useQuery({ queryKey: rolesKey, queryFn: ({ signal }) => apiClient.get('/identity/two-factor/roles', { signal }) });
}

export function useSetTwoFactorRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roleIds: string[]) => apiClient.put('/identity/two-factor/roles', { body: { roleIds } }),
    onSuccess: (answer) => client.setQueryData(rolesKey, answer),
  });
}
