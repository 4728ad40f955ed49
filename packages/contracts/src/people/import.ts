import { z } from 'zod';
import { IdSchema } from '../common/index.js';

/**
 * Bulk import of employees from CSV or XLSX: upload -> proposed column mapping -> preview with
 * per-row errors -> run (all or nothing, or only the valid rows) with progress -> failed rows.
 */

/** Fields a column can feed. Departments, designations and managers are named, not given by id. */
export const EMPLOYEE_IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'preferredName',
  'workEmail',
  'personalEmail',
  'workPhone',
  'mobilePhone',
  'employeeNumber',
  'department',
  'designation',
  'manager',
  'branch',
  'hireDate',
  'employmentType',
  'workLocation',
  'dateOfBirth',
  'gender',
  'maritalStatus',
  'nationality',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
  'salaryAmount',
  'salaryCurrency',
  'salaryFrequency',
] as const;
export const EmployeeImportFieldSchema = z.enum(EMPLOYEE_IMPORT_FIELDS);
export type EmployeeImportField = z.infer<typeof EmployeeImportFieldSchema>;
/** Need people.sensitive-data:update; not offered (and refused in a mapping) without it. */
export const SENSITIVE_IMPORT_FIELDS = ['salaryAmount', 'salaryCurrency', 'salaryFrequency'] as const;

export const ImportFieldInfoSchema = z.object({
  field: EmployeeImportFieldSchema,
  required: z.boolean(),
  sensitive: z.boolean(),
  hint: z.string().describe('What to write in the cell (English; the web has translations by field)'),
});
export const ImportFieldListSchema = z.array(ImportFieldInfoSchema);

export const ColumnMappingSchema = z
  .record(z.string().max(200), EmployeeImportFieldSchema.nullable())
  .describe('File header -> target field (null ignores the column)');
export type ColumnMappingInput = z.infer<typeof ColumnMappingSchema>;

export const ImportModeSchema = z
  .enum(['all_or_nothing', 'valid_only'])
  .describe('all_or_nothing: one transaction, any error imports nothing; valid_only: the rows without errors');
export type ImportMode = z.infer<typeof ImportModeSchema>;

export const ImportStatusSchema = z
  .enum(['uploaded', 'validated', 'running', 'completed', 'failed'])
  .describe('uploaded -> validated (preview) -> running -> completed | failed; a failed run can be started again');
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ImportIssueSchema = z.object({
  row: z.number().int().describe('Spreadsheet row (the header is row 1)'),
  field: z.string().describe('Target field, or empty for the whole row'),
  column: z.string().describe('The header of the file column'),
  value: z.string(),
  code: z
    .string()
    .describe(
      'Stable code for translation: required, invalid_date, invalid_email, invalid_choice, duplicate_in_file, unknown_value, already_exists, ambiguous_value, manager_cycle, write_failed...',
    ),
  message: z.string().describe('English fallback'),
});
export type ImportIssueDto = z.infer<typeof ImportIssueSchema>;

export const ImportJobSchema = z.object({
  id: IdSchema,
  status: ImportStatusSchema,
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  headers: z.array(z.string()),
  mapping: ColumnMappingSchema.nullable().describe('The mapping of the last preview'),
  mode: ImportModeSchema.nullable(),
  totalRows: z.number().int().describe('Non-empty data rows'),
  validRows: z.number().int().nullable().describe('From the last preview or run'),
  invalidRows: z.number().int().nullable(),
  issueCount: z.number().int().nullable(),
  toProcess: z.number().int().describe('Rows the current or last run writes'),
  processedRows: z.number().int().describe('Rows handled so far by the run (progress = processedRows / toProcess)'),
  importedRows: z.number().int().describe('Employees created and committed'),
  progressPercent: z.number().int().min(0).max(100),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  resumable: z.boolean().describe('A failed run may be started again; already imported rows are not imported twice'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportUploadResponseSchema = z.object({
  job: ImportJobSchema,
  suggestedMapping: ColumnMappingSchema,
  sampleRows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })).describe('The first 5 data rows'),
  fields: ImportFieldListSchema,
});

export const ImportPreviewRequestSchema = z.object({ mapping: ColumnMappingSchema });
export const ImportPreviewSchema = z.object({
  job: ImportJobSchema,
  emptyRows: z.array(z.number().int()),
  invalidRowNumbers: z.array(z.number().int()),
  issues: z.array(ImportIssueSchema).describe('The first 200 issues; page through GET .../issues for all'),
});

export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportIssuesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(200),
});
export const ImportIssuePageSchema = z.object({
  items: z.array(ImportIssueSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const RunImportSchema = z.object({ mode: ImportModeSchema });

export const ImportJobListSchema = z.array(ImportJobSchema);

export const ImportErrorCodes = [
  'IMPORT_FILE_TOO_LARGE',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_EMPTY_FILE',
  'IMPORT_UNSUPPORTED_FORMAT',
  'IMPORT_ENCODING',
  'IMPORT_MALFORMED_CSV',
  'IMPORT_UNREADABLE_FILE',
  'IMPORT_NO_FILE',
  'IMPORT_MAPPING_UNKNOWN_COLUMN',
  'IMPORT_MAPPING_UNKNOWN_FIELD',
  'IMPORT_MAPPING_DUPLICATE_FIELD',
  'IMPORT_MAPPING_MISSING_FIELD',
  'IMPORT_NOT_PREVIEWED',
  'IMPORT_RUNNING',
  'IMPORT_ALREADY_COMPLETED',
  'IMPORT_HAS_ERRORS',
  'IMPORT_NOTHING_TO_IMPORT',
  'IMPORT_INTERRUPTED',
  'IMPORT_WRITE_FAILED',
] as const;
export type ImportErrorCode = (typeof ImportErrorCodes)[number];
