/** React Query keys of the access module. */
export const accessKeys = {
  all: ['access'] as const,
  catalogue: ['access', 'catalogue'] as const,
  roles: ['access', 'roles'] as const,
  role: (id: string) => ['access', 'roles', id] as const,
  roleMembers: (id: string, q: string, page: number) => ['access', 'roles', id, 'members', q, page] as const,
  members: (q: string) => ['access', 'members', q] as const,
  matrix: ['access', 'matrix'] as const,
};
