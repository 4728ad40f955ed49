import type { TFunction } from 'i18next';
import type { ApiProblem } from '../../api';

/** Codes whose message belongs under a field (the server names the field in details[].path). */
const fieldCodes: Record<string, string> = {
  PEOPLE_EMAIL_TAKEN: 'emailTaken',
  PEOPLE_EMPLOYEE_NUMBER_TAKEN: 'numberTaken',
  PEOPLE_EMAIL_LOCKED: 'emailLocked',
  PEOPLE_DESIGNATION_OTHER_DEPARTMENT: 'designationOtherDepartment',
  PEOPLE_MANAGER_TERMINATED: 'managerTerminated',
  PEOPLE_MANAGER_CYCLE: 'managerCycle',
};

/** The server's field issues as translated messages by form path (`workEmail`, `address.city`). */
export function serverFieldErrors(t: TFunction, problem: ApiProblem): [path: string, message: string][] {
  const key = fieldCodes[problem.code] ?? 'invalid';
  return Object.keys(problem.fieldErrors)
    .filter((path) => path !== '_')
    .map((path) => [path, t(`people:employeeForm.server.${key}`)]);
}
