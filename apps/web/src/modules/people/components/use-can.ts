import { hasPermission, useSession } from '../../../shared/lib/session';

/**
 * Whether the signed-in user holds a permission code. Stricter than the shell's hasPermission:
 * while the permissions are still unknown (before /api/auth/me answers) actions stay hidden
 * rather than flashing buttons the server would refuse.
 */
export function useCan(): (code: string) => boolean {
  const permissions = useSession((s) => s.permissions);
  return (code) => permissions !== null && hasPermission(permissions, code);
}
