import type { WorkingDay } from '@hcims/contracts/org';
import { sql } from 'drizzle-orm';
import {
  char,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A group of companies: the outermost tenant boundary (an owner sees the whole group). */
export const companyGroups = pgTable('company_groups', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A company: the tenant of almost every business row (`company_id`). */
export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    groupId: uuid()
      .notNull()
      .references(() => companyGroups.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    countryCode: char({ length: 2 }).notNull(),
    currency: char({ length: 3 }).notNull(),
    timeZone: text().notNull(),
    email: text(),
    phone: text(),
    website: text(),
    address: text(),
    taxId: text(),
    taxRatePercent: numeric({ precision: 5, scale: 2 }),
    officeOpens: time(),
    officeCloses: time(),
    breakStarts: time(),
    breakEnds: time(),
    workingDays: jsonb().$type<WorkingDay[]>().notNull().default([]),
    /** Storage key and detected MIME type of the uploaded logo. */
    logoKey: text(),
    logoType: text(),
    /** Optimistic concurrency: every change increments it; a stale write answers 409. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.groupId),
    // Lets tenant rows carry (company_id, group_id) with a foreign key: a row's group is its company's.
    unique('companies_id_group_id_unique').on(t.id, t.groupId),
    uniqueIndex('companies_group_name_unique').on(t.groupId, sql`lower(${t.name})`),
  ],
);

/** Offices of a company (Dubai HQ, Abu Dhabi...); employees may be assigned to one. */
export const branches = pgTable(
  'branches',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    city: text(),
    address: text(),
    phone: text(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('branches_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('branches_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * Departments of a company: a tree (parent). The head is an employee of the same company: the
 * composite foreign key (company_id, head_employee_id) -> employees is added by migration 0005,
 * since the employees table belongs to the people module, which depends on this one.
 */
export const departments = pgTable(
  'departments',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    parentId: uuid(),
    headEmployeeId: uuid(),
    /** Start of the working day, for lateness in attendance. */
    expectedArrival: time(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('departments_company_id_id_unique').on(t.companyId, t.id),
    index().on(t.companyId, t.name),
    index().on(t.companyId, t.parentId),
    uniqueIndex('departments_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    // The parent must belong to the same company.
    foreignKey({ columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }).onDelete('restrict'),
  ],
);

/** Designations (job titles) of a company, within a department, with a "reports to" hierarchy. */
export const designations = pgTable(
  'designations',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    departmentId: uuid().notNull(),
    reportsToId: uuid(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('designations_company_id_id_unique').on(t.companyId, t.id),
    index().on(t.companyId, t.name),
    index().on(t.companyId, t.departmentId),
    uniqueIndex('designations_department_name_unique').on(t.companyId, t.departmentId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.companyId, t.departmentId], foreignColumns: [departments.companyId, departments.id] }).onDelete('restrict'),
    foreignKey({ columns: [t.companyId, t.reportsToId], foreignColumns: [t.companyId, t.id] }).onDelete('restrict'),
  ],
);
