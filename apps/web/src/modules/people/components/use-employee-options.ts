import type { EmployeeOption } from '@hcims/contracts/people';
import { useCompanySetup } from '../../../shared/lib/company-setup';

/**
 * The compact directory the shell loads from GET /api/auth/employees/. The server answers the
 * people contract's EmployeeOption (department, designation, manager, status); the shell's store
 * types it with the identity contract's smaller row, so it is read here with the full type.
 */
export function useEmployeeOptions(): readonly EmployeeOption[] {
  return useCompanySetup((s) => s.employees) as unknown as readonly EmployeeOption[];
}
