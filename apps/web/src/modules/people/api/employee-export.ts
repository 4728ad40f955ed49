import type { ReportDefinitionInput, ReportFilter } from '@hcims/contracts/people';
import type { EmployeeListParams } from './use-employees';

/**
 * The employee list has no export endpoint of its own; the report builder's export
 * (POST /api/people/reports/export, people.reports:read) runs the same filters as a definition,
 * with the caller's scope and without sensitive columns. `q` becomes "full name contains".
 */
export function employeeExportDefinition(query: EmployeeListParams): ReportDefinitionInput {
  const filters: ReportFilter[] = [];
  const eq = (field: ReportFilter['field'], value: string | undefined) => {
    if (value) filters.push({ field, operator: 'eq', value });
  };
  eq('departmentId', query.departmentId);
  eq('designationId', query.designationId);
  eq('managerId', query.managerId);
  eq('branchId', query.branchId);
  eq('status', query.status);
  if (query.q) filters.push({ field: 'fullName', operator: 'contains', value: query.q });
  const sortField = (query.sort ?? 'lastName').replace(/^-/, '') as NonNullable<ReportDefinitionInput['sort']>[number]['field'];
  return {
    entity: 'employees',
    columns: [
      'employeeNumber',
      'fullName',
      'workEmail',
      'mobilePhone',
      'departmentName',
      'designationName',
      'managerName',
      'branchName',
      'hireDate',
      'employmentType',
      'status',
    ],
    filters,
    groupBy: null,
    sort: [{ field: sortField, direction: query.sort?.startsWith('-') ? 'desc' : 'asc' }],
    includeFormer: query.status === 'terminated' || query.includeTerminated === true,
  };
}

export const employeeExportPath = (format: string, lng: string, title: string) =>
  `/people/reports/export?format=${format}&lng=${encodeURIComponent(lng)}&title=${encodeURIComponent(title)}`;
