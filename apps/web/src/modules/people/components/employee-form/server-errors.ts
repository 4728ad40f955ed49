import type { TFunction } from 'i18next';
import type { ApiProblem } from '../../../../shared/lib/api-problem';

/** Codes whose message belongs under a field (the server names the field in details[].path). */
const fieldCodes: Record<string, string> = {
  PEOPLE_EMAIL_TAKEN: 'emailTaken',
  PEOPLE_EMPLOYEE_NUMBER_TAKEN: 'numberTaken',
  PEOPLE_EMAIL_LOCKED: 'emailLocked',
  PEOPLE_DESIGNATION_OTHER_DEPARTMENT: 'designationOtherDepartment',
  PEOPLE_MANAGER_TERMINATED: 'managerTerminated',
  PEOPLE_MANAGER_CYCLE: 'managerCycle',
};

/** The words for a field the server refused (for shared/lib/form `applyServerErrors`), by the answer's code. */
export function serverFieldText(t: TFunction, problem: ApiProblem): () => string {
  const key = fieldCodes[problem.code] ?? 'invalid';
  return () => t(`people:employeeForm.server.${key}`);
}
