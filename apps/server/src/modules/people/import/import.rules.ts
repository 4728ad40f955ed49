import {
  EmploymentTypeSchema,
  GenderSchema,
  MaritalStatusSchema,
  SENSITIVE_IMPORT_FIELDS,
  type EmployeeImportField,
} from '@hcims/contracts/people';
import { z } from 'zod';
import {
  importChoice,
  importDate,
  importEmail,
  importNumber,
  isCalendarDate,
  type CheckIssue,
  type CheckRow,
  type ImportField,
} from '../../../platform/imports/index.js';

/**
 * What an employee import file may contain and how each cell is read (pure: no database). The
 * service adds the look-ups (departments, designations, managers, e-mails already taken) as
 * batch checks and writes the rows.
 */

type FieldSpec = ImportField<EmployeeImportField> & { hint: string };

export const IMPORT_FIELDS: FieldSpec[] = [
  {
    field: 'firstName',
    required: true,
    aliases: ['First name', 'Given name', 'Forename', 'First', 'الاسم الأول', 'Prénom', 'Vorname', 'Nombre'],
    hint: 'Text, up to 80 characters',
  },
  {
    field: 'lastName',
    required: true,
    aliases: ['Last name', 'Surname', 'Family name', 'Last', 'اسم العائلة', 'Nom', 'Nachname', 'Apellido'],
    hint: 'Text, up to 80 characters',
  },
  { field: 'preferredName', aliases: ['Preferred name', 'Known as', 'Nickname'], hint: 'Text, up to 80 characters' },
  {
    field: 'workEmail',
    required: true,
    aliases: ['Email', 'E-mail', 'Work email', 'Work e-mail', 'Email address', 'Business email', 'البريد الإلكتروني'],
    hint: 'The sign-in email; unique in the group',
  },
  { field: 'personalEmail', aliases: ['Personal email', 'Private email', 'Home email'], hint: 'An email address' },
  { field: 'workPhone', aliases: ['Work phone', 'Office phone', 'Phone', 'Telephone', 'هاتف العمل'], hint: 'e.g. +971 4 123 4567' },
  { field: 'mobilePhone', aliases: ['Mobile', 'Mobile phone', 'Cell', 'Cell phone', 'WhatsApp', 'الجوال'], hint: 'e.g. +971 50 123 4567' },
  {
    field: 'employeeNumber',
    aliases: ['Employee number', 'Employee no', 'Employee #', 'Employee ID', 'Emp no', 'Staff number', 'Staff code', 'الرقم الوظيفي'],
    hint: 'Staff code, unique in the company',
  },
  {
    field: 'department',
    required: true,
    aliases: ['Department', 'Dept', 'القسم', 'Abteilung', 'Département', 'Departamento'],
    hint: 'Name of an existing department',
  },
  {
    field: 'designation',
    required: true,
    aliases: ['Designation', 'Job title', 'Title', 'Position', 'Job', 'المسمى الوظيفي', 'Poste', 'Cargo'],
    hint: 'Name of a designation of that department',
  },
  {
    field: 'manager',
    aliases: ['Manager', 'Reports to', 'Line manager', 'Supervisor', 'Manager email', 'Manager number', 'المدير'],
    hint: 'The manager’s employee number, work email or full name (an existing employee or a row of this file)',
  },
  { field: 'branch', aliases: ['Branch', 'Office', 'الفرع'], hint: 'Name of an existing branch' },
  {
    field: 'hireDate',
    required: true,
    aliases: ['Hire date', 'Start date', 'Joining date', 'Date of joining', 'Joined', 'Date hired', 'تاريخ التعيين'],
    hint: 'YYYY-MM-DD',
  },
  {
    field: 'employmentType',
    aliases: ['Employment type', 'Contract type', 'Employment', 'نوع التوظيف'],
    hint: 'full_time (default), part_time, contract, temporary or intern',
  },
  { field: 'workLocation', aliases: ['Work location', 'Location', 'مكان العمل'], hint: 'Text, up to 120 characters' },
  { field: 'dateOfBirth', aliases: ['Date of birth', 'DOB', 'Birth date', 'Birthday', 'تاريخ الميلاد'], hint: 'YYYY-MM-DD' },
  { field: 'gender', aliases: ['Gender', 'Sex', 'الجنس'], hint: 'female, male, other or undisclosed (f and m work too)' },
  { field: 'maritalStatus', aliases: ['Marital status', 'الحالة الاجتماعية'], hint: 'single, married, divorced, widowed or undisclosed' },
  { field: 'nationality', aliases: ['Nationality', 'Citizenship', 'الجنسية'], hint: 'Two-letter country code, e.g. AE' },
  { field: 'addressLine1', aliases: ['Address', 'Address line 1', 'Street', 'العنوان'], hint: 'Text' },
  { field: 'addressLine2', aliases: ['Address line 2'], hint: 'Text' },
  { field: 'city', aliases: ['City', 'Town', 'المدينة'], hint: 'Text' },
  { field: 'state', aliases: ['State', 'Province', 'Region', 'Emirate', 'County'], hint: 'Text' },
  { field: 'postalCode', aliases: ['Postal code', 'Postcode', 'ZIP', 'Zip code'], hint: 'Text' },
  { field: 'country', aliases: ['Country', 'الدولة'], hint: 'Two-letter country code, e.g. AE' },
  { field: 'salaryAmount', aliases: ['Salary', 'Basic salary', 'Monthly salary', 'الراتب'], hint: 'Digits and a dot, e.g. 12500.00' },
  { field: 'salaryCurrency', aliases: ['Currency', 'Salary currency'], hint: 'Three-letter code, e.g. AED (default: the company’s)' },
  {
    field: 'salaryFrequency',
    aliases: ['Pay frequency', 'Salary frequency'],
    hint: 'monthly (default), biweekly, weekly, hourly or yearly',
  },
];

/** The fields this caller may map: salary only with people.sensitive-data:update. */
export function importFieldsFor(canWriteSensitive: boolean): FieldSpec[] {
  const sensitive = new Set<string>(SENSITIVE_IMPORT_FIELDS);
  return IMPORT_FIELDS.filter((f) => canWriteSensitive || !sensitive.has(f.field));
}

const text = (max: number) => z.string().max(max, { message: `is longer than ${max} characters` });

/** Spaces, dashes and case do not matter: "Full time", "full-time" and "FULL_TIME" are full_time. */
const choice = <const V extends string>(values: readonly V[], synonyms: Record<string, V> = {}) =>
  z
    .string()
    .transform((v) => {
      const key = v
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
      return synonyms[key] ?? key;
    })
    .pipe(importChoice(values));

const countryCode = z
  .string()
  .refine((v) => /^[A-Za-z]{2}$/.test(v), { message: 'is not a two-letter country code (e.g. AE)', params: { code: 'invalid_country' } })
  .transform((v) => v.toUpperCase());

const phone = z.string().refine((v) => /^\+?[0-9 ()-]{6,20}$/.test(v), {
  message: 'is not a phone number (e.g. +971 50 123 4567)',
  params: { code: 'invalid_phone' },
});

const plausibleDate = (label: string) =>
  // Only a real date is also checked for plausibility: one problem per cell.
  importDate().refine((v) => !isCalendarDate(v) || (v >= '1900-01-01' && v <= '2199-12-31'), {
    message: `is not a plausible ${label}`,
    params: { code: 'invalid_date' },
  });

export const importRowSchema = z
  .object({
    firstName: text(80),
    lastName: text(80),
    preferredName: text(80).optional(),
    workEmail: importEmail(),
    personalEmail: importEmail().optional(),
    workPhone: phone.optional(),
    mobilePhone: phone.optional(),
    employeeNumber: text(30).optional(),
    department: text(120),
    designation: text(120),
    manager: text(200).optional(),
    branch: text(120).optional(),
    hireDate: plausibleDate('hire date'),
    employmentType: choice(EmploymentTypeSchema.options, { fulltime: 'full_time', parttime: 'part_time', internship: 'intern' }).optional(),
    workLocation: text(120).optional(),
    dateOfBirth: plausibleDate('date of birth').optional(),
    gender: choice(GenderSchema.options, { f: 'female', m: 'male', woman: 'female', man: 'male' }).optional(),
    maritalStatus: choice(MaritalStatusSchema.options).optional(),
    nationality: countryCode.optional(),
    addressLine1: text(200).optional(),
    addressLine2: text(200).optional(),
    city: text(120).optional(),
    state: text(120).optional(),
    postalCode: text(20).optional(),
    country: countryCode.optional(),
    salaryAmount: importNumber()
      .refine((n) => n >= 0, { message: 'cannot be negative', params: { code: 'invalid_number' } })
      .optional(),
    salaryCurrency: z
      .string()
      .refine((v) => /^[A-Za-z]{3}$/.test(v), {
        message: 'is not a three-letter currency code (e.g. AED)',
        params: { code: 'invalid_currency' },
      })
      .transform((v) => v.toUpperCase())
      .optional(),
    salaryFrequency: choice(['monthly', 'biweekly', 'weekly', 'hourly', 'yearly'] as const).optional(),
  })
  .superRefine((row, ctx) => {
    if (row.dateOfBirth && row.dateOfBirth >= row.hireDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfBirth'],
        message: 'is not before the hire date',
        params: { code: 'date_order' },
      });
    }
  });
export type ImportRow = z.output<typeof importRowSchema>;

// ---- Managers named in the file ----

export type ManagerCandidate = { id: string; employeeNumber: string | null; workEmail: string; fullName: string; terminated: boolean };

export type ManagerReference =
  | { kind: 'existing'; employeeId: string }
  | { kind: 'row'; row: number }
  | { kind: 'unknown' }
  | { kind: 'ambiguous' }
  | { kind: 'terminated' };

const norm = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * How a "manager" cell is read: the employee number or work email of an existing employee
 * first (they are unique, so a row of the file reusing one cannot be imported anyway), then of
 * another row of the file (a manager imported together with their team), then an existing
 * employee's full name when exactly one current employee has it.
 */
export function managerResolver(existing: ManagerCandidate[], rows: CheckRow<ImportRow, EmployeeImportField>[]) {
  const fileKeys = new Map<string, number[]>();
  for (const { row, values } of rows) {
    for (const key of [values.employeeNumber, values.workEmail]) {
      if (!key) continue;
      fileKeys.set(norm(key), [...(fileKeys.get(norm(key)) ?? []), row]);
    }
  }
  const byKey = new Map<string, ManagerCandidate[]>();
  const byName = new Map<string, ManagerCandidate[]>();
  for (const candidate of existing) {
    for (const key of [candidate.employeeNumber, candidate.workEmail]) {
      if (key) byKey.set(norm(key), [...(byKey.get(norm(key)) ?? []), candidate]);
    }
    if (!candidate.terminated) byName.set(norm(candidate.fullName), [...(byName.get(norm(candidate.fullName)) ?? []), candidate]);
  }
  return (value: string): ManagerReference => {
    const key = norm(value);
    const existing = byKey.get(key);
    const inFile = fileKeys.get(key);
    const found = existing ?? (inFile ? undefined : byName.get(key)) ?? [];
    if (found.length === 0 && inFile) return inFile.length === 1 ? { kind: 'row', row: inFile[0]! } : { kind: 'ambiguous' };
    if (found.length > 1) return { kind: 'ambiguous' };
    if (found.length === 0) return { kind: 'unknown' };
    return found[0]!.terminated ? { kind: 'terminated' } : { kind: 'existing', employeeId: found[0]!.id };
  };
}

/**
 * Rows whose manager is another row: a row naming itself, or a loop (A reports to B reports to
 * A), cannot be created in any order. Returns the rows in such loops.
 */
export function managerCycles(managerRowOf: Map<number, number>): Set<number> {
  const inCycle = new Set<number>();
  for (const start of managerRowOf.keys()) {
    const path: number[] = [];
    const onPath = new Set<number>();
    let current: number | undefined = start;
    while (current !== undefined && !onPath.has(current) && !inCycle.has(current)) {
      path.push(current);
      onPath.add(current);
      current = managerRowOf.get(current);
    }
    if (current !== undefined && onPath.has(current)) for (const row of path.slice(path.indexOf(current))) inCycle.add(row);
  }
  return inCycle;
}

/**
 * Rows whose in-file manager has a problem cannot be imported either (their manager will not
 * exist): one issue per such row, naming the manager's row, transitively.
 */
export function dependentsOfInvalid(managerRowOf: Map<number, number>, invalid: Set<number>): CheckIssue[] {
  const blocked = new Set(invalid);
  const issues: CheckIssue[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const [row, managerRow] of managerRowOf) {
      if (!blocked.has(row) && blocked.has(managerRow)) {
        blocked.add(row);
        changed = true;
        issues.push({
          row,
          field: 'manager',
          code: 'manager_not_imported',
          message: `reports to row ${managerRow}, which cannot be imported`,
        });
      }
    }
  }
  return issues.sort((a, b) => a.row - b.row);
}

/** Creation order: a manager before the people who report to them. Rows keep file order otherwise. */
export function creationOrder(rows: number[], managerRowOf: Map<number, number>): number[] {
  const wanted = new Set(rows);
  const done = new Set<number>();
  const order: number[] = [];
  const visit = (row: number, depth: number) => {
    if (done.has(row) || depth > rows.length) return;
    const manager = managerRowOf.get(row);
    if (manager !== undefined && wanted.has(manager)) visit(manager, depth + 1);
    done.add(row);
    order.push(row);
  };
  for (const row of [...rows].sort((a, b) => a - b)) visit(row, 0);
  return order;
}
