import type { CreateEmployee, EmployeeImportField } from '@hcims/contracts/people';
import type { Db } from '../../../db/client.js';
import {
  validateImport,
  type CheckIssue,
  type ColumnMapping,
  type ImportFile,
  type ImportIssue,
  type ImportReport,
  type RowCheck,
} from '../../../platform/imports/index.js';
import type { TenantContext } from '../../../platform/tenancy/index.js';
import { companyReferences } from './import.repository.js';
import {
  creationOrder,
  dependentsOfInvalid,
  importFieldsFor,
  importRowSchema,
  managerCycles,
  managerResolver,
  type ImportRow,
} from './import.rules.js';

/**
 * Validation of an employee import against the company's data: every look-up is one query for
 * the whole file (departments, designations, branches, employees, e-mails of the group), then
 * pure checks. The outcome lists every problem per cell and, for each valid row, the employee
 * to create; rows naming a manager in the same file are ordered after that manager.
 */

/** An employee ready to create; `managerRow` points at another row of the file when the manager is new too. */
export type PlannedEmployee = {
  row: number;
  input: CreateEmployee;
  managerRow: number | null;
};

export type ImportValidation = {
  report: ImportReport<ImportRow, EmployeeImportField>;
  /** Valid rows in creation order (managers before their reports). */
  planned: PlannedEmployee[];
};

type Named = { id: string; name: string };

const norm = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

function groupByName<T extends Named>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(norm(item.name), [...(map.get(norm(item.name)) ?? []), item]);
  return map;
}

export type ValidateOptions = {
  tx: Db;
  ctx: TenantContext;
  file: ImportFile;
  mapping: ColumnMapping<EmployeeImportField>;
  canWriteSensitive: boolean;
  /** E-mails (lower case) used elsewhere in the group, looked up before the transaction. */
  takenInGroup: (emails: string[]) => Promise<string[]> | string[];
  /** Send each new employee an invitation (the default of the import). */
  sendInvitation: boolean;
};

export async function validateEmployeeImport(options: ValidateOptions): Promise<ImportValidation> {
  const { tx, ctx, file, mapping } = options;
  const { currency, departmentRows, designationRows, branchRows, staff } = await companyReferences(tx, ctx.companyId);
  const today = new Date().toISOString().slice(0, 10);

  const departmentsByName = groupByName(departmentRows);
  const designationsByName = groupByName(designationRows);
  const branchesByName = groupByName(branchRows);
  const resolved = new Map<
    number,
    { departmentId?: string; designationId?: string; branchId?: string; managerId?: string; managerRow?: number }
  >();
  const at = (row: number) => {
    let entry = resolved.get(row);
    if (!entry) resolved.set(row, (entry = {}));
    return entry;
  };

  const ownEmails = new Set(staff.map((s) => s.workEmail.toLowerCase()));
  const ownNumbers = new Set(staff.flatMap((s) => (s.employeeNumber ? [s.employeeNumber.toLowerCase()] : [])));

  const emailCheck: RowCheck<ImportRow, EmployeeImportField> = async (rows) => {
    const emails = [...new Set(rows.flatMap((r) => (r.values.workEmail ? [r.values.workEmail.toLowerCase()] : [])))];
    const inGroup = new Set((await options.takenInGroup(emails)).map((e) => e.toLowerCase()));
    return rows.flatMap(({ row, values }) => {
      const email = values.workEmail?.toLowerCase();
      if (!email || (!ownEmails.has(email) && !inGroup.has(email))) return [];
      return [
        {
          row,
          field: 'workEmail',
          code: 'already_exists',
          message: `"${values.workEmail}" is already the work email of an employee of the group`,
        },
      ];
    });
  };

  const numberCheck: RowCheck<ImportRow, EmployeeImportField> = (rows) =>
    rows.flatMap(({ row, values }) =>
      values.employeeNumber && ownNumbers.has(values.employeeNumber.toLowerCase())
        ? [
            {
              row,
              field: 'employeeNumber',
              code: 'already_exists',
              message: `"${values.employeeNumber}" is already the number of an employee`,
            },
          ]
        : [],
    );

  const byName =
    (
      field: 'department' | 'branch',
      index: Map<string, Named[]>,
      what: string,
      assign: (row: number, id: string) => void,
    ): RowCheck<ImportRow, EmployeeImportField> =>
    (rows) =>
      rows.flatMap(({ row, values }): CheckIssue[] => {
        const value = values[field];
        if (!value) return [];
        const found = index.get(norm(value)) ?? [];
        if (found.length === 1) {
          assign(row, found[0]!.id);
          return [];
        }
        return found.length === 0
          ? [{ row, field, code: 'unknown_value', message: `"${value}" is not a ${what} of the company` }]
          : [{ row, field, code: 'ambiguous_value', message: `"${value}" names ${found.length} ${what}s; rename one of them first` }];
      });

  const designationCheck: RowCheck<ImportRow, EmployeeImportField> = (rows) =>
    rows.flatMap(({ row, values }): CheckIssue[] => {
      const value = values.designation;
      if (!value) return [];
      const departmentId = resolved.get(row)?.departmentId;
      const found = designationsByName.get(norm(value)) ?? [];
      if (found.length === 0)
        return [{ row, field: 'designation', code: 'unknown_value', message: `"${value}" is not a designation of the company` }];
      // Without a known department the designation cannot be checked further; the department has its own error.
      if (!departmentId) return [];
      const inDepartment = found.filter((d) => (d as Named & { departmentId: string }).departmentId === departmentId);
      if (inDepartment.length === 1) {
        at(row).designationId = inDepartment[0]!.id;
        return [];
      }
      return [
        {
          row,
          field: 'designation',
          code: 'designation_other_department',
          message: `"${value}" is not a designation of the department "${values.department}"`,
        },
      ];
    });

  const managerRowOf = new Map<number, number>();
  const managerCheck: RowCheck<ImportRow, EmployeeImportField> = (rows) => {
    const resolve = managerResolver(
      staff.map((s) => ({
        id: s.id,
        employeeNumber: s.employeeNumber,
        workEmail: s.workEmail,
        fullName: `${s.firstName} ${s.lastName}`,
        terminated: s.terminationDate !== null && s.terminationDate < today,
      })),
      rows,
    );
    const issues: CheckIssue[] = [];
    for (const { row, values } of rows) {
      if (!values.manager) continue;
      const reference = resolve(values.manager);
      switch (reference.kind) {
        case 'existing':
          at(row).managerId = reference.employeeId;
          break;
        case 'row':
          managerRowOf.set(row, reference.row);
          at(row).managerRow = reference.row;
          break;
        case 'unknown':
          issues.push({
            row,
            field: 'manager',
            code: 'unknown_value',
            message: `"${values.manager}" is neither an employee nor a row of this file`,
          });
          break;
        case 'ambiguous':
          issues.push({
            row,
            field: 'manager',
            code: 'ambiguous_value',
            message: `"${values.manager}" matches several people; use the employee number or work email`,
          });
          break;
        case 'terminated':
          issues.push({ row, field: 'manager', code: 'manager_terminated', message: `"${values.manager}" no longer works here` });
          break;
      }
    }
    for (const row of managerCycles(managerRowOf)) {
      issues.push({
        row,
        field: 'manager',
        code: 'manager_cycle',
        message: managerRowOf.get(row) === row ? 'is the employee themself' : 'is part of a reporting loop in the file',
      });
    }
    return issues;
  };

  const fields = importFieldsFor(options.canWriteSensitive);
  const base = await validateImport({
    file,
    mapping,
    fields,
    schema: importRowSchema,
    unique: ['workEmail', 'employeeNumber'],
    checks: [
      emailCheck,
      numberCheck,
      byName('department', departmentsByName, 'department', (row, id) => (at(row).departmentId = id)),
      designationCheck,
      byName('branch', branchesByName, 'branch', (row, id) => (at(row).branchId = id)),
      managerCheck,
    ],
  });

  // A row whose manager is another row with problems cannot be imported either.
  const blocked = dependentsOfInvalid(managerRowOf, new Set(base.invalidRows));
  const columnOf = (field: string) => Object.entries(mapping).find(([, f]) => f === field)?.[0] ?? '';
  const extra: ImportIssue[] = blocked.map((i) => ({
    ...i,
    column: columnOf(i.field),
    value: base.validRows.find((r) => r.row === i.row)?.values.manager ?? '',
  }));
  const issues = [...base.issues, ...extra].sort((a, b) => a.row - b.row);
  const invalid = new Set([...base.invalidRows, ...blocked.map((i) => i.row)]);
  const validRows = base.validRows.filter((r) => !invalid.has(r.row));
  const report = { ...base, validRows, invalidRows: [...invalid].sort((a, b) => a - b), issues };

  const byRow = new Map(validRows.map((r) => [r.row, r.data]));
  const planned = creationOrder([...byRow.keys()], managerRowOf).map((row): PlannedEmployee => {
    const data = byRow.get(row)!;
    const ids = resolved.get(row) ?? {};
    return { row, managerRow: ids.managerRow ?? null, input: toCreateEmployee(data, ids, currency!, options.sendInvitation) };
  });
  return { report, planned };
}

function toCreateEmployee(
  data: ImportRow,
  ids: { departmentId?: string; designationId?: string; branchId?: string; managerId?: string },
  currency: string,
  sendInvitation: boolean,
): CreateEmployee {
  const hasAddress = [data.addressLine1, data.addressLine2, data.city, data.state, data.postalCode, data.country].some(Boolean);
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    preferredName: data.preferredName ?? null,
    workEmail: data.workEmail,
    personalEmail: data.personalEmail ?? null,
    workPhone: data.workPhone ?? null,
    mobilePhone: data.mobilePhone ?? null,
    employeeNumber: data.employeeNumber ?? null,
    departmentId: ids.departmentId!,
    designationId: ids.designationId!,
    managerId: ids.managerId ?? null,
    branchId: ids.branchId ?? null,
    hireDate: data.hireDate,
    employmentType: data.employmentType ?? 'full_time',
    workLocation: data.workLocation ?? null,
    dateOfBirth: data.dateOfBirth ?? null,
    gender: data.gender ?? null,
    maritalStatus: data.maritalStatus ?? null,
    nationality: data.nationality ?? null,
    address: hasAddress
      ? {
          line1: data.addressLine1 ?? null,
          line2: data.addressLine2 ?? null,
          city: data.city ?? null,
          state: data.state ?? null,
          postalCode: data.postalCode ?? null,
          countryCode: data.country ?? null,
        }
      : null,
    emergencyContact: null,
    education: [],
    previousJobs: [],
    skills: [],
    ...(data.salaryAmount !== undefined
      ? { salary: { amount: data.salaryAmount, currency: data.salaryCurrency ?? currency, frequency: data.salaryFrequency ?? 'monthly' } }
      : {}),
    sendInvitation,
  };
}
