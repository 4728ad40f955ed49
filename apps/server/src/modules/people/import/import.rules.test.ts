import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../../../platform/imports/index.js';
import { creationOrder, dependentsOfInvalid, importFieldsFor, importRowSchema, managerCycles, managerResolver } from './import.rules.js';

const row = (values: Record<string, string>) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  workEmail: 'ada@example.com',
  department: 'Sales',
  designation: 'Account Executive',
  hireDate: '2024-03-01',
  ...values,
});

describe('employee import rules', () => {
  it('maps common headers in several languages to the fields, and hides salary without the permission', () => {
    const fields = importFieldsFor(true);
    expect(
      suggestMapping(
        ['Prénom', 'Surname', 'E-mail', 'Dept', 'Job title', 'Reports to', 'Start date', 'DOB', 'Mobile', 'Salary', 'Notes'],
        fields,
      ),
    ).toEqual({
      Prénom: 'firstName',
      Surname: 'lastName',
      'E-mail': 'workEmail',
      Dept: 'department',
      'Job title': 'designation',
      'Reports to': 'manager',
      'Start date': 'hireDate',
      DOB: 'dateOfBirth',
      Mobile: 'mobilePhone',
      Salary: 'salaryAmount',
      Notes: null,
    });
    expect(importFieldsFor(false).map((f) => f.field)).not.toContain('salaryAmount');
    expect(
      importFieldsFor(false)
        .filter((f) => f.required)
        .map((f) => f.field),
    ).toEqual(['firstName', 'lastName', 'workEmail', 'department', 'designation', 'hireDate']);
  });

  it('reads friendly spellings of choices and normalises codes', () => {
    const parsed = importRowSchema.parse(
      row({ employmentType: 'Full-time', gender: 'F', nationality: 'ae', salaryAmount: '12500.50', salaryCurrency: 'aed' }),
    );
    expect(parsed).toMatchObject({
      employmentType: 'full_time',
      gender: 'female',
      nationality: 'AE',
      salaryAmount: 12500.5,
      salaryCurrency: 'AED',
      workEmail: 'ada@example.com',
    });
    expect(importRowSchema.parse(row({ employmentType: 'part time', gender: 'male' }))).toMatchObject({
      employmentType: 'part_time',
      gender: 'male',
    });
  });

  it('refuses bad dates, a birth date after the hire date, bad codes and a negative salary, each with its code', () => {
    const codes = (values: Record<string, string>) => {
      const result = importRowSchema.safeParse(row(values));
      expect(result.success).toBe(false);
      return result.error!.issues.map((i) => [i.path.join('.'), (i as { params?: { code?: string } }).params?.code ?? i.code]);
    };
    expect(codes({ hireDate: '2024-02-30' })).toEqual([['hireDate', 'invalid_date']]);
    expect(codes({ hireDate: '03/01/2024' })).toEqual([['hireDate', 'invalid_date']]);
    expect(codes({ hireDate: '1850-01-01' })).toEqual([['hireDate', 'invalid_date']]);
    expect(codes({ dateOfBirth: '2024-05-01' })).toEqual([['dateOfBirth', 'date_order']]);
    expect(codes({ nationality: 'UAE' })).toEqual([['nationality', 'invalid_country']]);
    expect(codes({ employmentType: 'freelance' })).toEqual([['employmentType', 'invalid_choice']]);
    expect(codes({ salaryAmount: '-5' })).toEqual([['salaryAmount', 'invalid_number']]);
    expect(codes({ mobilePhone: 'call me' })).toEqual([['mobilePhone', 'invalid_phone']]);
  });

  it('resolves a manager by an existing employee’s number or email, then a row of the file, then a unique full name', () => {
    const rows = [
      { row: 2, values: { employeeNumber: 'E-100', workEmail: 'boss@example.com' } },
      { row: 3, values: { workEmail: 'new@example.com' } },
      // Reuses an existing employee's number: that row cannot be imported, the existing employee is meant.
      { row: 4, values: { employeeNumber: 'E-1', workEmail: 'other@example.com' } },
      { row: 5, values: { workEmail: 'twice@example.com' } },
      { row: 6, values: { workEmail: 'TWICE@example.com' } },
    ];
    const resolve = managerResolver(
      [
        { id: 'm1', employeeNumber: 'E-1', workEmail: 'omar@example.com', fullName: 'Omar Haddad', terminated: false },
        { id: 'm2', employeeNumber: null, workEmail: 'sam1@example.com', fullName: 'Sam Lee', terminated: false },
        { id: 'm3', employeeNumber: null, workEmail: 'sam2@example.com', fullName: 'Sam Lee', terminated: false },
        { id: 'm4', employeeNumber: 'E-9', workEmail: 'gone@example.com', fullName: 'Gone Person', terminated: true },
      ],
      rows,
    );
    expect(resolve('e-100')).toEqual({ kind: 'row', row: 2 });
    expect(resolve('BOSS@example.com')).toEqual({ kind: 'row', row: 2 });
    expect(resolve('E-1')).toEqual({ kind: 'existing', employeeId: 'm1' });
    expect(resolve('twice@example.com')).toEqual({ kind: 'ambiguous' });
    expect(resolve('omar@example.com')).toEqual({ kind: 'existing', employeeId: 'm1' });
    expect(resolve('  omar   haddad ')).toEqual({ kind: 'existing', employeeId: 'm1' });
    expect(resolve('Sam Lee')).toEqual({ kind: 'ambiguous' });
    expect(resolve('sam2@example.com')).toEqual({ kind: 'existing', employeeId: 'm3' });
    expect(resolve('E-9')).toEqual({ kind: 'terminated' });
    expect(resolve('Nobody')).toEqual({ kind: 'unknown' });
  });

  it('finds reporting loops in the file and blocks the rows under a row that cannot be imported', () => {
    const managerOf = new Map([
      [2, 3],
      [3, 2],
      [4, 4],
      [5, 6],
      [6, 7],
      [8, 5],
    ]);
    expect([...managerCycles(managerOf)].sort()).toEqual([2, 3, 4]);
    const issues = dependentsOfInvalid(managerOf, new Set([7]));
    expect(issues.map((i) => [i.row, i.code])).toEqual([
      [5, 'manager_not_imported'],
      [6, 'manager_not_imported'],
      [8, 'manager_not_imported'],
    ]);
    expect(issues[0]!.message).toBe('reports to row 6, which cannot be imported');
  });

  it('creates managers before the people reporting to them, otherwise in file order', () => {
    const managerOf = new Map([
      [2, 5],
      [3, 2],
      [4, 99],
    ]);
    expect(creationOrder([2, 3, 4, 5, 6], managerOf)).toEqual([5, 2, 3, 4, 6]);
  });
});
