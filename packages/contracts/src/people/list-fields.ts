/**
 * The employee list's allow-listed sort keys, as plain values: a screen that needs only them (the
 * list) then loads no schema code (about 26 KB gzip of zod).
 */
export const EmployeeSortFields = [
  'lastName',
  'firstName',
  'hireDate',
  'departmentName',
  'designationName',
  'employeeNumber',
  'workEmail',
] as const;
