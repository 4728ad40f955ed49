import type { ReportDefinition } from '@hcims/contracts/people';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../access/access.table.js';
import { users } from '../identity/identity.table.js';
import { companies } from '../org/org.table.js';

/** A report built in the report builder and saved by its owner; shared with roles of the company. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Allow-listed keys only (validated by ReportDefinitionSchema on the way in and out). */
    definition: jsonb().$type<ReportDefinition>().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_reports_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('saved_reports_owner_name_unique').on(t.companyId, t.ownerUserId, sql`lower(${t.name})`),
  ],
);

/** Which roles a saved report is shared with: their members can run and export it. */
export const savedReportShares = pgTable(
  'saved_report_shares',
  {
    companyId: uuid().notNull(),
    reportId: uuid().notNull(),
    roleId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.roleId] }),
    index().on(t.companyId, t.roleId),
    foreignKey({ columns: [t.companyId, t.reportId], foreignColumns: [savedReports.companyId, savedReports.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }).onDelete('cascade'),
  ],
);
