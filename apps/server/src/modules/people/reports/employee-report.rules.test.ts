import { ReportDefinitionSchema, type ReportDefinition, type ReportDefinitionInput } from '@hcims/contracts/people';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors/app-error.js';
import { checkRequest } from '../../../platform/reports/index.js';
import { employeeReport, STANDARD_REPORTS, standardDefinition, yearBefore } from './employee-report.definition.js';

/** The engine's check of the employees definition, for a caller who may or may not use sensitive fields. */
const checkDefinition = (request: ReportDefinition, options: { canSeeSensitive: boolean }) =>
  checkRequest(employeeReport, request, () => options.canSeeSensitive);

const definition = (input: Partial<ReportDefinitionInput>) => ReportDefinitionSchema.parse({ columns: ['fullName'], ...input });

function refusal(run: () => unknown): { code: string; status: number; details: unknown } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    return { code: e.code, status: e.statusCode, details: e.details };
  }
  throw new Error('expected a refusal');
}

describe('report definitions', () => {
  it('accepts allow-listed columns, filters by type, grouping and sort', () => {
    const checked = checkDefinition(
      definition({
        columns: ['fullName', 'departmentName', 'hireDate', 'tenureYears'],
        filters: [
          { field: 'hireDate', operator: 'between', value: ['2020-01-01', '2024-12-31'] },
          { field: 'status', operator: 'in', value: ['active', 'on_leave'] },
          { field: 'departmentId', operator: 'eq', value: '0b7c7c46-0c36-4c4b-9a4c-2f0d3c0b6d11' },
          { field: 'fullName', operator: 'contains', value: 'al' },
          { field: 'tenureYears', operator: 'gte', value: 2 },
          { field: 'dateOfBirth', operator: 'isNotEmpty' },
        ],
        groupBy: { field: 'departmentName', summaryOnly: false },
        sort: [{ field: 'hireDate', direction: 'desc' }],
      }),
      { canSeeSensitive: false },
    );
    // The grouping field leads the rows; it is not repeated among the columns.
    expect(checked.columns).toEqual(['fullName', 'hireDate', 'tenureYears']);
  });

  it('refuses an operator that does not fit the field type, or a value of the wrong shape', () => {
    expect(
      refusal(() =>
        checkDefinition(definition({ filters: [{ field: 'hireDate', operator: 'contains', value: '2020' }] }), { canSeeSensitive: true }),
      ),
    ).toMatchObject({
      code: 'PEOPLE_REPORT_INVALID_DEFINITION',
      status: 422,
    });
    const bad: ReportDefinitionInput['filters'] = [
      { field: 'hireDate', operator: 'between', value: '2020-01-01' },
      { field: 'hireDate', operator: 'eq', value: '01/02/2020' },
      { field: 'tenureYears', operator: 'gt', value: 'five' },
      { field: 'status', operator: 'eq', value: 'retired' },
      { field: 'departmentId', operator: 'eq', value: 'sales' },
      { field: 'fullName', operator: 'in', value: 'Ada' },
      { field: 'fullName', operator: 'isEmpty', value: 'x' },
      { field: 'fullName', operator: 'eq' },
    ];
    for (const filter of bad) {
      expect(
        refusal(() => checkDefinition(definition({ filters: [filter] }), { canSeeSensitive: true })).code,
        JSON.stringify(filter),
      ).toBe('PEOPLE_REPORT_INVALID_DEFINITION');
    }
  });

  it('refuses ids as columns, a repeated column, and grouping or sorting by a field that cannot', () => {
    expect(refusal(() => checkDefinition(definition({ columns: ['departmentId'] }), { canSeeSensitive: true })).code).toBe(
      'PEOPLE_REPORT_INVALID_DEFINITION',
    );
    expect(refusal(() => checkDefinition(definition({ columns: ['fullName', 'fullName'] }), { canSeeSensitive: true })).code).toBe(
      'PEOPLE_REPORT_INVALID_DEFINITION',
    );
    expect(
      refusal(() => checkDefinition(definition({ groupBy: { field: 'workEmail', summaryOnly: true } }), { canSeeSensitive: true })).code,
    ).toBe('PEOPLE_REPORT_INVALID_DEFINITION');
    expect(
      refusal(() => checkDefinition(definition({ sort: [{ field: 'managerId', direction: 'asc' }] }), { canSeeSensitive: true })).code,
    ).toBe('PEOPLE_REPORT_INVALID_DEFINITION');
  });

  it('refuses a caller without the permission any sensitive field, as a column, a filter, the grouping or a sort, alike', () => {
    expect(checkDefinition(definition({ columns: ['fullName', 'salaryAmount'] }), { canSeeSensitive: true }).columns).toEqual([
      'fullName',
      'salaryAmount',
    ]);
    const cases: [Partial<ReportDefinitionInput>, string[]][] = [
      [{ columns: ['fullName', 'salaryAmount', 'iban'] }, ['salaryAmount', 'iban']],
      [{ filters: [{ field: 'salaryAmount', operator: 'gt', value: 20000 }] }, ['salaryAmount']],
      [{ groupBy: { field: 'bloodType', summaryOnly: true } }, ['bloodType']],
      [{ sort: [{ field: 'salaryAmount', direction: 'desc' }] }, ['salaryAmount']],
    ];
    for (const [input, fields] of cases) {
      expect(refusal(() => checkDefinition(definition(input), { canSeeSensitive: false }))).toMatchObject({
        code: 'PEOPLE_REPORT_FIELD_FORBIDDEN',
        status: 403,
        details: { fields, permission: 'people.sensitive-data:read' },
      });
    }
    // One answer names every sensitive field of the definition, each once, wherever it appears.
    const all = definition({
      columns: ['fullName', 'iban'],
      filters: [{ field: 'salaryAmount', operator: 'gt', value: 1 }],
      sort: [{ field: 'salaryAmount', direction: 'asc' }],
    });
    expect(refusal(() => checkDefinition(all, { canSeeSensitive: false })).details).toEqual({
      fields: ['iban', 'salaryAmount'],
      permission: 'people.sensitive-data:read',
    });
  });

  it('marks exactly the sensitive fields of the contract with people.sensitive-data:read', () => {
    const sensitive = employeeReport.fields.filter((f) => f.permission).map((f) => f.key);
    expect(sensitive).toEqual([
      'salaryAmount',
      'salaryCurrency',
      'salaryFrequency',
      'bankName',
      'iban',
      'nationalIdType',
      'nationalIdNumber',
      'nationalIdExpiresOn',
      'bloodType',
    ]);
    expect(new Set(employeeReport.fields.map((f) => f.permission).filter(Boolean))).toEqual(new Set(['people.sensitive-data:read']));
  });

  it('has ready-made definitions that pass the same checks, without sensitive fields', () => {
    for (const [key, report] of Object.entries(STANDARD_REPORTS)) {
      expect(() => checkDefinition(ReportDefinitionSchema.parse(report.definition), { canSeeSensitive: false }), key).not.toThrow();
    }
  });

  it('applies the hub parameters: a 12-month window by default, a month, a department', () => {
    const joiners = standardDefinition('joiners-by-month', {}, '2025-06-15');
    expect(joiners.filters).toContainEqual({ field: 'hireDate', operator: 'between', value: ['2024-06-16', '2025-06-15'] });
    const leavers = standardDefinition('leavers-by-month', { from: '2025-01-01', to: '2025-03-31' }, '2025-06-15');
    expect(leavers.filters).toContainEqual({ field: 'terminationDate', operator: 'between', value: ['2025-01-01', '2025-03-31'] });
    expect(standardDefinition('birthdays', { month: 2 }, '2025-06-15').filters).toContainEqual({
      field: 'birthMonth',
      operator: 'eq',
      value: 2,
    });
    expect(standardDefinition('work-anniversaries', { month: 7 }, '2025-06-15').filters).toContainEqual({
      field: 'anniversaryMonth',
      operator: 'eq',
      value: 7,
    });
    const id = '0b7c7c46-0c36-4c4b-9a4c-2f0d3c0b6d11';
    expect(standardDefinition('contact-directory', { departmentId: id }, '2025-06-15').filters).toEqual([
      { field: 'departmentId', operator: 'eq', value: id },
    ]);
  });

  it('starts a 12-month window the day after the same date a year before, 29 February included', () => {
    expect(yearBefore('2025-06-15')).toBe('2024-06-16');
    expect(yearBefore('2025-01-01')).toBe('2024-01-02');
    expect(yearBefore('2024-02-29')).toBe('2023-03-01');
    expect(yearBefore('2025-12-31')).toBe('2025-01-01');
  });
});
