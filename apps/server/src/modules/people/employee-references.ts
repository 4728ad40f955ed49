import { AppError } from '../../platform/errors/app-error.js';
import type { RequestCtx } from '../../platform/request/index.js';
import * as repo from './people.repository.js';
import { jobChanges, normaliseDecimal } from './people.rules.js';

/** What an employee record points at (department, designation, manager, branch): checks and history labels. */

export type References = { departmentId: string; designationId: string; managerId: string | null; branchId: string | null };
export type ReferenceNames = Awaited<ReturnType<typeof repo.namesOf>>;

/** The names (and the department of each designation, the termination of each manager) that records point at, in one query per kind. */
export function referenceNames(ctx: RequestCtx, all: readonly References[]): Promise<ReferenceNames> {
  const ids = (pick: (r: References) => string | null) => [...new Set(all.map(pick).filter((id): id is string => id !== null))];
  return repo.namesOf(ctx.tx, ctx.companyId, {
    departments: ids((r) => r.departmentId),
    designations: ids((r) => r.designationId),
    employees: ids((r) => r.managerId),
    branches: ids((r) => r.branchId),
  });
}

/** Department, designation (of that department), manager (a current employee) and branch must exist in the company. */
export function checkReferenceRules(
  names: ReferenceNames,
  today: string,
  next: References,
  changed: { department: boolean; designation: boolean; manager: boolean; branch: boolean },
): void {
  if (!names.departments.has(next.departmentId)) throw AppError.notFound('Department');
  const designation = names.designations.get(next.designationId);
  if (!designation) throw AppError.notFound('Designation');
  if ((changed.department || changed.designation) && designation.departmentId !== next.departmentId) {
    throw AppError.rule(
      'PEOPLE_DESIGNATION_OTHER_DEPARTMENT',
      `${designation.name} belongs to another department; choose a designation of the employee’s department`,
      [{ path: 'body.designationId', message: 'belongs to another department' }],
    );
  }
  if (next.managerId) {
    const manager = names.employees.get(next.managerId);
    if (!manager) throw AppError.notFound('Employee');
    if (changed.manager && manager.terminationDate !== null && manager.terminationDate < today) {
      throw AppError.rule('PEOPLE_MANAGER_TERMINATED', `${manager.name} has left the company; choose a current employee as manager`, [
        { path: 'body.managerId', message: 'has left the company' },
      ]);
    }
  }
  if (next.branchId && !names.branches.has(next.branchId)) throw AppError.notFound('Branch');
}

export async function checkReferences(
  ctx: RequestCtx,
  today: string,
  next: References,
  changed: { department: boolean; designation: boolean; manager: boolean; branch: boolean },
): Promise<void> {
  checkReferenceRules(await referenceNames(ctx, [next]), today, next, changed);
}

/** Job-history rows for a change, labelled with the names of the time. */
export async function historyRows(
  ctx: RequestCtx,
  before: repo.EmployeeRow,
  after: repo.EmployeeRow,
  effectiveOn: string,
  changedByName: string,
): Promise<repo.JobHistoryInsert[]> {
  const changes: { field: string; from: string | null; to: string | null }[] = jobChanges(
    { departmentId: before.departmentId, designationId: before.designationId, managerId: before.managerId, salary: before.salaryAmount },
    { departmentId: after.departmentId, designationId: after.designationId, managerId: after.managerId, salary: after.salaryAmount },
  );
  if (before.employmentType !== after.employmentType)
    changes.push({ field: 'employmentType', from: before.employmentType, to: after.employmentType });
  if (before.branchId !== after.branchId) changes.push({ field: 'branch', from: before.branchId, to: after.branchId });
  if (changes.length === 0) return [];
  const ids = (field: string) =>
    changes.filter((c) => c.field === field).flatMap((c) => [c.from, c.to].filter((v): v is string => v !== null));
  const names = await repo.namesOf(ctx.tx, ctx.companyId, {
    departments: ids('department'),
    designations: ids('designation'),
    employees: ids('manager'),
    branches: ids('branch'),
  });
  const money = (amount: string | null, currency: string | null, frequency: string | null) =>
    amount === null ? null : `${normaliseDecimal(amount)} ${currency ?? ''} ${frequency ?? ''}`.replace(/\s+/g, ' ').trim();
  const label = (field: string, value: string | null, side: 'from' | 'to'): string | null => {
    if (value === null) return null;
    switch (field) {
      case 'department':
        return names.departments.get(value)?.name ?? value;
      case 'designation':
        return names.designations.get(value)?.name ?? value;
      case 'manager':
        return names.employees.get(value)?.name ?? value;
      case 'branch':
        return names.branches.get(value)?.name ?? value;
      case 'salary':
        return side === 'from'
          ? money(before.salaryAmount, before.salaryCurrency, before.salaryFrequency)
          : money(after.salaryAmount, after.salaryCurrency, after.salaryFrequency);
      default:
        return value.replace(/_/g, ' ');
    }
  };
  return changes.map((c) => ({
    companyId: ctx.companyId,
    employeeId: after.id,
    effectiveOn,
    field: c.field,
    fromValue: c.from,
    toValue: c.to,
    fromLabel: label(c.field, c.from, 'from'),
    toLabel: label(c.field, c.to, 'to'),
    changedByUserId: ctx.userId,
    changedByName,
    createdAt: ctx.now,
  }));
}
