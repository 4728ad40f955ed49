import type { EmployeeOption } from '@hcims/contracts/people';
import { useCompanySetup } from '../../../shared/lib/company-setup';

/**
 * The compact directory the shell loads (GET /api/auth/employees/). The shell still types it with
 * identity's older member shape; the server answers people's EmployeeOption, which is what we read.
 */
export const useEmployeeOptions = (): readonly EmployeeOption[] =>
  useCompanySetup((s) => s.employees) as unknown as readonly EmployeeOption[];
