import type { ColumnMappingInput, ImportIssueDto, ImportMode, ImportStatus } from '@hcims/contracts/people';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../identity/identity.table.js';
import { companies } from '../../org/org.table.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One bulk import of employees: the uploaded file (kept in the row until the import is done, so
 * a preview, a run and a run again after an interruption all read the same bytes, ADR 0020), the
 * mapping of the last preview, the issues found, and the progress of the run.
 */
export const employeeImports = pgTable(
  'employee_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    format: text({ enum: ['csv', 'xlsx'] }).notNull(),
    /** Null once the import has completed (the failed-rows report is kept in `failedRowsCsv`). */
    file: bytea(),
    headers: jsonb().$type<string[]>().notNull(),
    totalRows: integer().notNull(),
    status: text().$type<ImportStatus>().notNull().default('uploaded'),
    mapping: jsonb().$type<ColumnMappingInput>(),
    mode: text().$type<ImportMode>(),
    validRows: integer(),
    invalidRows: integer(),
    /** Issues of the last preview or run, row by row (validation and write failures). */
    issues: jsonb().$type<ImportIssueDto[]>(),
    failedRowsCsv: bytea(),
    toProcess: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    importedRows: integer().notNull().default(0),
    /** Set by the running process every second or so: a stale heartbeat means it died. */
    heartbeatAt: timestamp({ withTimezone: true }),
    errorCode: text(),
    errorMessage: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('employee_imports_company_id_id_unique').on(t.companyId, t.id),
    index().on(t.companyId, t.createdAt),
    check('employee_imports_status_check', sql`${t.status} in ('uploaded', 'validated', 'running', 'completed', 'failed')`),
    check('employee_imports_mode_check', sql`${t.mode} is null or ${t.mode} in ('all_or_nothing', 'valid_only')`),
  ],
);
