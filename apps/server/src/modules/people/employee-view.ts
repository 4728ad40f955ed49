import { SENSITIVE_FIELDS, type Employee, type EmployeeInput } from '@hcims/contracts/people';
import { AppError } from '../../platform/errors/app-error.js';
import * as repo from './people.repository.js';
import type { employees } from './people.table.js';

/** Employee records between the contract and the table: columns from input, the view, the audit shape. */

export type Columns = Partial<typeof employees.$inferInsert>;

export function uniqueError(constraint: string): AppError {
  if (constraint.includes('number')) {
    return new AppError('PEOPLE_EMPLOYEE_NUMBER_TAKEN', 'Another employee of the company has this employee number', {
      status: 409,
      details: [{ path: 'body.employeeNumber', message: 'is taken' }],
    });
  }
  return new AppError('PEOPLE_EMAIL_TAKEN', 'An employee of the group already has this work email', {
    status: 409,
    details: [{ path: 'body.workEmail', message: 'is taken' }],
  });
}

export const touchesSensitive = (input: Partial<EmployeeInput>) => SENSITIVE_FIELDS.some((f) => input[f] !== undefined);

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v);

/** Contract fields to columns; undefined stays undefined (not changed), blank text becomes null. */
export function toColumns(input: Partial<EmployeeInput>): Columns {
  const c: Columns = {
    firstName: input.firstName,
    lastName: input.lastName,
    preferredName: blankToNull(input.preferredName),
    workEmail: input.workEmail?.trim().toLowerCase(),
    personalEmail: blankToNull(input.personalEmail),
    workPhone: blankToNull(input.workPhone),
    mobilePhone: blankToNull(input.mobilePhone),
    employeeNumber: blankToNull(input.employeeNumber),
    departmentId: input.departmentId,
    designationId: input.designationId,
    managerId: input.managerId,
    branchId: input.branchId,
    hireDate: input.hireDate,
    employmentType: input.employmentType,
    workLocation: blankToNull(input.workLocation),
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    maritalStatus: input.maritalStatus,
    nationality: input.nationality,
    address: input.address,
    emergencyContact: input.emergencyContact,
    education: input.education,
    previousJobs: input.previousJobs,
    skills: input.skills,
    bank: input.bank,
    nationalId: input.nationalId,
    medical: input.medical,
  };
  if (input.salary !== undefined) {
    c.salaryAmount = input.salary ? input.salary.amount.toFixed(2) : null;
    c.salaryCurrency = input.salary?.currency ?? null;
    c.salaryFrequency = input.salary?.frequency ?? null;
  }
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
}

function salaryOf(row: repo.EmployeeRow): Employee['salary'] {
  return row.salaryAmount === null
    ? null
    : {
        amount: Number(row.salaryAmount),
        currency: row.salaryCurrency ?? 'AED',
        frequency: (row.salaryFrequency ?? 'monthly') as 'monthly',
      };
}

export function employeeView(rec: repo.EmployeeRecord, withSensitive: boolean): Employee {
  const { row } = rec;
  const view: Employee = {
    id: row.id,
    userId: row.userId,
    accountStatus: rec.accountStatus,
    status: rec.status,
    firstName: row.firstName,
    lastName: row.lastName,
    preferredName: row.preferredName,
    workEmail: row.workEmail,
    personalEmail: row.personalEmail,
    workPhone: row.workPhone,
    mobilePhone: row.mobilePhone,
    employeeNumber: row.employeeNumber,
    departmentId: row.departmentId,
    departmentName: rec.departmentName,
    designationId: row.designationId,
    designationName: rec.designationName,
    managerId: row.managerId,
    managerName: rec.managerName,
    branchId: row.branchId,
    branchName: rec.branchName,
    hireDate: row.hireDate,
    employmentType: row.employmentType as Employee['employmentType'],
    workLocation: row.workLocation,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as Employee['gender'],
    maritalStatus: row.maritalStatus as Employee['maritalStatus'],
    nationality: row.nationality,
    address: row.address,
    emergencyContact: row.emergencyContact,
    education: row.education,
    previousJobs: row.previousJobs,
    skills: row.skills,
    photoUrl: repo.photoUrl(row.id, row.photoKey),
    hasPhoto: row.photoKey !== null,
    terminationDate: row.terminationDate,
    directReportCount: rec.directReportCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
  if (withSensitive) {
    view.salary = salaryOf(row);
    view.bank = row.bank;
    view.nationalId = row.nationalId;
    view.medical = row.medical;
  }
  return view;
}

/** The audit shape of a record: everything but the sensitive values, which appear only as "set"/"empty". */
function auditShape(row: repo.EmployeeRow): Record<string, unknown> {
  const { salaryAmount, salaryCurrency: _c, salaryFrequency: _f, bank, nationalId, medical, createdAt: _a, updatedAt: _u, ...rest } = row;
  const mark = (v: unknown) => (v === null ? 'empty' : 'set');
  return { ...rest, salary: mark(salaryAmount), bank: mark(bank), nationalId: mark(nationalId), medical: mark(medical) };
}

export function auditDiff(before: repo.EmployeeRow | null, after: repo.EmployeeRow): { before: unknown; after: unknown } {
  const a = auditShape(after);
  if (!before) return { before: null, after: a };
  const b = auditShape(before);
  const changedSensitive = (['salaryAmount', 'salaryCurrency', 'salaryFrequency', 'bank', 'nationalId', 'medical'] as const).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const keys = Object.keys(a).filter((k) => k !== 'version' && JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  const sensitive =
    changedSensitive.length > 0
      ? { sensitiveChanged: [...new Set(changedSensitive.map((k) => (k.startsWith('salary') ? 'salary' : k)))] }
      : {};
  return { before: pick(b), after: { ...pick(a), ...sensitive } };
}
