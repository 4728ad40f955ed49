import type { OffboardingItem } from '@hcims/contracts/people';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.table.js';
import { branches, companies, departments, designations } from '../org/org.table.js';

type Address = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  countryCode?: string | null;
};
type EmergencyContact = { name: string; relationship: string; phone: string; alternatePhone?: string | null };
type Education = { institution: string; degree: string; field?: string | null; startDate?: string | null; endDate?: string | null };
type PreviousJob = { company: string; title: string; startDate?: string | null; endDate?: string | null };
type Bank = { bankName: string; accountName: string; iban: string; swift?: string | null };
type NationalId = { type: string; number: string; expiresOn?: string | null };
type Medical = { bloodType?: string | null; notes?: string | null };

/**
 * A date column's month and day as one number (5 March is 305), stored: the celebrations look it
 * up through an index. An index on the expression itself is no use to the runtime role: under
 * row-level security PostgreSQL applies a condition with a function that is not leakproof
 * (extract) only after the policy, so it read every employee of the company (ADR 0137).
 */
const monthDayOf = (column: string) =>
  integer().generatedAlwaysAs(sql.raw(`(extract(month from "${column}") * 100 + extract(day from "${column}"))::int`));

/**
 * An employee record of a company. The sign-in account (users) is linked by user_id once one
 * exists. Sensitive columns (salary_*, bank, national_id, medical) are read only by the queries
 * that check people.sensitive-data; lists never select them.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The company's group (checked by a foreign key): work emails are unique in the group. */
    groupId: uuid().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    employeeNumber: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    preferredName: text(),
    workEmail: text().notNull(),
    personalEmail: text(),
    workPhone: text(),
    mobilePhone: text(),
    departmentId: uuid().notNull(),
    designationId: uuid().notNull(),
    managerId: uuid(),
    branchId: uuid(),
    hireDate: date({ mode: 'string' }).notNull(),
    hireMonthDay: monthDayOf('hire_date'),
    employmentType: text().notNull().default('full_time'),
    workLocation: text(),
    dateOfBirth: date({ mode: 'string' }),
    birthMonthDay: monthDayOf('date_of_birth'),
    gender: text(),
    maritalStatus: text(),
    nationality: char({ length: 2 }),
    address: jsonb().$type<Address>(),
    emergencyContact: jsonb().$type<EmergencyContact>(),
    education: jsonb().$type<Education[]>().notNull().default([]),
    previousJobs: jsonb().$type<PreviousJob[]>().notNull().default([]),
    skills: jsonb().$type<string[]>().notNull().default([]),
    salaryAmount: numeric({ precision: 14, scale: 2 }),
    salaryCurrency: char({ length: 3 }),
    salaryFrequency: text(),
    bank: jsonb().$type<Bank>(),
    nationalId: jsonb().$type<NationalId>(),
    medical: jsonb().$type<Medical>(),
    photoKey: text(),
    photoType: text(),
    /** Employment state other than termination; the leave module sets on_leave. */
    state: text().notNull().default('active'),
    /** The last working day of the current (not undone) termination; null when none. */
    terminationDate: date({ mode: 'string' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by every update of the record: the picker directory's ETag (employeeOptionsFingerprint) sums it. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('employees_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('employees_group_work_email_unique').on(t.groupId, sql`lower(${t.workEmail})`),
    uniqueIndex('employees_company_number_unique')
      .on(t.companyId, sql`lower(${t.employeeNumber})`)
      .where(sql`${t.employeeNumber} is not null`),
    uniqueIndex('employees_company_user_unique')
      .on(t.companyId, t.userId)
      .where(sql`${t.userId} is not null`),
    // The list's indexes (ADR 0055): the company first, then the filter, then the sort with the id
    // as tie-breaker, so a page is the first rows of one index range; termination_date last, so
    // the total of current staff is counted from the index alone.
    index('employees_company_department_name_index').on(t.companyId, t.departmentId, t.lastName, t.firstName, t.id, t.terminationDate),
    index().on(t.companyId, t.designationId),
    index().on(t.companyId, t.managerId),
    index('employees_company_name_index').on(t.companyId, t.lastName, t.firstName, t.id, t.terminationDate),
    // The contact directory's default order (first name first): a page reads its rows, not the company (ADR 0128).
    index('employees_company_first_name_index').on(t.companyId, t.firstName, t.lastName, t.id, t.terminationDate),
    // The dashboard's coming birthdays and work anniversaries: a month's worth of days, not the company.
    index('employees_company_birth_month_day_index').on(t.companyId, t.birthMonthDay),
    index('employees_company_hire_month_day_index').on(t.companyId, t.hireMonthDay),
    foreignKey({
      name: 'employees_company_group_fk',
      columns: [t.companyId, t.groupId],
      foreignColumns: [companies.id, companies.groupId],
    }),
    foreignKey({
      name: 'employees_department_fk',
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'employees_designation_fk',
      columns: [t.companyId, t.designationId],
      foreignColumns: [designations.companyId, designations.id],
    }).onDelete('restrict'),
    foreignKey({ name: 'employees_manager_fk', columns: [t.companyId, t.managerId], foreignColumns: [t.companyId, t.id] }).onDelete(
      'restrict',
    ),
    foreignKey({
      name: 'employees_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('restrict'),
    check('employees_employment_type_check', sql`${t.employmentType} in ('full_time', 'part_time', 'contract', 'temporary', 'intern')`),
    check('employees_state_check', sql`${t.state} in ('active', 'on_leave')`),
    check('employees_not_own_manager', sql`${t.managerId} is null or ${t.managerId} <> ${t.id}`),
  ],
);

/** Job history: one row per changed field, written in the transaction of the change. */
export const employeeJobHistory = pgTable(
  'employee_job_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().notNull(),
    employeeId: uuid().notNull(),
    effectiveOn: date({ mode: 'string' }).notNull(),
    field: text().notNull(),
    /** Raw values (ids, decimal amounts) and the names shown to people at the time of the change. */
    fromValue: text(),
    toValue: text(),
    fromLabel: text(),
    toLabel: text(),
    changedByUserId: uuid(),
    changedByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.employeeId, t.createdAt),
    foreignKey({
      name: 'employee_job_history_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

/** A termination; undoing keeps the row (undone_at) for the record. At most one current per employee. */
export const employeeTerminations = pgTable(
  'employee_terminations',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().notNull(),
    employeeId: uuid().notNull(),
    terminationDate: date({ mode: 'string' }).notNull(),
    type: text().notNull(),
    reason: text().notNull(),
    checklist: jsonb().$type<OffboardingItem[]>().notNull().default([]),
    /** The end of the termination date in the company's time zone. */
    accessEndsAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the sessions were revoked (by the job at the date, or at once for a past date). */
    accessRevokedAt: timestamp({ withTimezone: true }),
    recordedByUserId: uuid(),
    recordedByName: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    undoneAt: timestamp({ withTimezone: true }),
    undoneByUserId: uuid(),
    undoReason: text(),
    version: integer().notNull().default(1),
  },
  (t) => [
    unique('employee_terminations_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('employee_terminations_current_unique')
      .on(t.companyId, t.employeeId)
      .where(sql`${t.undoneAt} is null`),
    index('employee_terminations_due_idx')
      .on(t.accessEndsAt)
      .where(sql`${t.accessRevokedAt} is null and ${t.undoneAt} is null`),
    foreignKey({
      name: 'employee_terminations_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check(
      'employee_terminations_type_check',
      sql`${t.type} in ('resignation', 'dismissal', 'end_of_contract', 'retirement', 'redundancy', 'mutual_agreement', 'death', 'other')`,
    ),
  ],
);

/** Files attached to an employee. Demo rows have no stored file: their PDF is generated on download. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().notNull(),
    employeeId: uuid().notNull(),
    title: text().notNull(),
    category: text().notNull(),
    storageKey: text(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text(),
    expiresOn: date({ mode: 'string' }),
    uploadedByUserId: uuid(),
    uploadedByName: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
    demo: boolean().notNull().default(false),
  },
  (t) => [
    unique('employee_documents_company_id_id_unique').on(t.companyId, t.id),
    index().on(t.companyId, t.employeeId),
    index('employee_documents_expiry_idx')
      .on(t.companyId, t.expiresOn)
      .where(sql`${t.expiresOn} is not null`),
    foreignKey({
      name: 'employee_documents_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check('employee_documents_file_check', sql`${t.storageKey} is not null or ${t.demo}`),
    check(
      'employee_documents_category_check',
      sql`${t.category} in ('contract', 'id', 'passport', 'visa', 'certificate', 'medical', 'other')`,
    ),
  ],
);

/** Expiry reminders already sent (one per document and threshold), so a re-run never mails twice. */
export const employeeDocumentReminders = pgTable(
  'employee_document_reminders',
  {
    companyId: uuid().notNull(),
    documentId: uuid().notNull(),
    daysBefore: integer().notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.daysBefore, t.expiresOn] }),
    index().on(t.companyId),
    foreignKey({
      name: 'employee_document_reminders_document_fk',
      columns: [t.companyId, t.documentId],
      foreignColumns: [employeeDocuments.companyId, employeeDocuments.id],
    }).onDelete('cascade'),
  ],
);
