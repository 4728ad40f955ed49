import type { DepartmentOption, DesignationOption } from '@hcims/contracts/org';
import type { EmployeeOption } from '@hcims/contracts/people';
import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createApiClient } from '../api/client';
import { api, onSignOut, type HttpClient } from './session';

/**
 * How many people the shell loads at start, by name (docs/decisions/0101-directory-at-scale.md).
 * A company up to this size gets its whole directory, as the spec's call does; a larger one's
 * pickers search the server as the user types.
 */
export const DIRECTORY_FIRST = 500;

/**
 * Company setup data the whole app uses (spec section 3): departments, designations, employees
 * (everyone, or the first DIRECTORY_FIRST by name when `employeesComplete` is false).
 */
export type CompanySetupState = {
  departments: readonly DepartmentOption[];
  designations: readonly DesignationOption[];
  employees: readonly EmployeeOption[];
  employeesComplete: boolean;
  loaded: boolean;
};

const emptyCompanySetup: CompanySetupState = {
  departments: [],
  designations: [],
  employees: [],
  employeesComplete: false,
  loaded: false,
};

export const companySetupStore = createStore<CompanySetupState>(() => emptyCompanySetup);

export const companySetupCalls = [
  ['departments', '/company-Setup/departments/'],
  ['designations', '/company-Setup/designations/'],
  ['employees', '/auth/employees/'],
] as const;

const asList = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

/** Whether this session asked for the lists already (a reader, or a refresh after an edit). */
let requested = false;

/**
 * The three GETs run in parallel (spec section 7), when the first screen or picker that reads them
 * opens, not with the default layout: the dashboard needs none of them, and at 10,000 employees
 * the directory alone is 15 KB gzip of the first screen (ADR 0135). A failure is only logged to
 * the console, never shown (spec section 8).
 */
export async function loadCompanySetup(client: HttpClient = api): Promise<void> {
  requested = true;
  const typed = createApiClient(client);
  // One more than the shell keeps tells whether the company is larger.
  const results = await Promise.allSettled(
    companySetupCalls.map(([, path]) =>
      path === '/auth/employees/' ? typed.get(path, { query: { first: DIRECTORY_FIRST + 1 } }) : typed.get(path),
    ),
  );
  const next: Partial<CompanySetupState> = { loaded: true };
  results.forEach((result, index) => {
    const [name] = companySetupCalls[index]!;
    if (result.status === 'rejected') console.error(`failed to load ${name}`, result.reason);
    else if (name === 'departments') next.departments = asList<DepartmentOption>(result.value);
    else if (name === 'designations') next.designations = asList<DesignationOption>(result.value);
    else {
      const people = asList<EmployeeOption>(result.value);
      next.employeesComplete = people.length <= DIRECTORY_FIRST;
      next.employees = people.slice(0, DIRECTORY_FIRST);
    }
  });
  companySetupStore.setState(next);
}

/** Loads the lists once per session unless they are loaded or on their way. */
export function ensureCompanySetup(client: HttpClient = api): void {
  if (requested || companySetupStore.getState().loaded) return;
  void loadCompanySetup(client);
}

// The next user of this tab must not see the previous one's lists.
onSignOut(() => {
  requested = false;
  companySetupStore.setState(emptyCompanySetup);
});

/** The company lists; the first reader of a session starts loading them. */
export function useCompanySetup<T>(selector: (state: CompanySetupState) => T): T {
  useEffect(() => ensureCompanySetup(), []);
  return useStore(companySetupStore, selector);
}
