import type { DepartmentOption, DesignationOption } from '@hcims/contracts/org';
import type { EmployeeOption } from '@hcims/contracts/people';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createApiClient } from '../api/client';
import { api, type HttpClient } from './session';

/** Company setup data the whole app uses (spec section 3): departments, designations, employees. */
export type CompanySetupState = {
  departments: readonly DepartmentOption[];
  designations: readonly DesignationOption[];
  employees: readonly EmployeeOption[];
  loaded: boolean;
};

export const companySetupStore = createStore<CompanySetupState>(() => ({
  departments: [],
  designations: [],
  employees: [],
  loaded: false,
}));

export const companySetupCalls = [
  ['departments', '/company-Setup/departments/'],
  ['designations', '/company-Setup/designations/'],
  ['employees', '/auth/employees/'],
] as const;

const asList = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

/**
 * The three GETs run in parallel when the default layout opens (spec section 7); a failure is only
 * logged to the console, never shown (spec section 8).
 */
export async function loadCompanySetup(client: HttpClient = api): Promise<void> {
  const typed = createApiClient(client);
  const results = await Promise.allSettled(companySetupCalls.map(([, path]) => typed.get(path)));
  const next: Partial<CompanySetupState> = { loaded: true };
  results.forEach((result, index) => {
    const [name] = companySetupCalls[index]!;
    if (result.status === 'rejected') console.error(`failed to load ${name}`, result.reason);
    else if (name === 'departments') next.departments = asList<DepartmentOption>(result.value);
    else if (name === 'designations') next.designations = asList<DesignationOption>(result.value);
    else next.employees = asList<EmployeeOption>(result.value);
  });
  companySetupStore.setState(next);
}

export function useCompanySetup<T>(selector: (state: CompanySetupState) => T): T {
  return useStore(companySetupStore, selector);
}
