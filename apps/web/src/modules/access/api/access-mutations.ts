import type { CreateRole, Grant, RoleDetail, UpdateRole } from '@hcims/contracts/access';
import type { InvitationRequest } from '@hcims/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { accessKeys } from './access-keys';

/** After any change: roles (counts), the matrix and the changed role are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (role?: RoleDetail) => {
    if (role) client.setQueryData(accessKeys.role(role.id), role);
    void client.invalidateQueries({ queryKey: accessKeys.roles, exact: true });
    void client.invalidateQueries({ queryKey: accessKeys.matrix });
  };
}

export function useCreateRole() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateRole) => apiClient.post('/access/roles', { body }), onSuccess: (role) => refresh(role) });
}

export function useUpdateRole(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateRole) => apiClient.patch('/access/roles/{id}', { path: { id }, body }),
    onSuccess: (role) => refresh(role),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/access/roles/{id}', { path: { id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: accessKeys.role(id) });
      refresh();
    },
  });
}

/** PUT /roles/:id/grants: the complete set at once, with the version read (409 when someone saved first). */
export function useReplaceGrants(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { version: number; grants: Grant[] }) => apiClient.put('/access/roles/{id}/grants', { path: { id }, body }),
    onSuccess: (role) => refresh(role),
  });
}

export function useAddMembers(id: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (memberIds: string[]) => apiClient.post('/access/roles/{id}/members', { path: { id }, body: { memberIds } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: accessKeys.role(id) });
      void client.invalidateQueries({ queryKey: ['access', 'members'] });
      refresh();
    },
  });
}

export function useRemoveMember(id: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (memberId: string) => apiClient.delete('/access/roles/{id}/members/{memberId}', { path: { id, memberId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: accessKeys.role(id) });
      void client.invalidateQueries({ queryKey: ['access', 'members'] });
      refresh();
    },
  });
}

/** POST /api/identity/invitations: a new person gets an emailed link; the roles apply from the start. */
export function useInvite(roleId: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Omit<InvitationRequest, 'roleIds'>) =>
      apiClient.post('/identity/invitations', { body: { ...body, roleIds: [roleId] } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: accessKeys.role(roleId) });
      void client.invalidateQueries({ queryKey: ['access', 'members'] });
      refresh();
    },
  });
}

/** A fresh single-use link for a member to choose a password: answered to copy, or emailed (`send`). */
export function useAccessLink() {
  return useMutation({
    mutationFn: ({ memberId, send }: { memberId: string; send: boolean }) =>
      apiClient.post('/identity/members/{memberId}/access-link', { path: { memberId }, body: { send } }),
  });
}
