import { z } from 'zod';
import { IdSchema, IsoDateSchema, VersionSchema } from '../common/index.js';
import { EmployeeListQuerySchema, EmployeeSchema, EmployeeStatusSchema, EmploymentTypeSchema, GenderSchema } from './employee.js';
import { TENURE_BANDS } from './dashboard.js';
import {
  ExportFormatSchema,
  ReportExportQuerySchema,
  ReportOperatorSchema,
  ReportValueTypeSchema,
  reportField as field,
} from '../reports/index.js';
import {
  ATTENDANCE_REPORT_FIELD_KEYS,
  EXPENSE_CLAIM_REPORT_FIELD_KEYS,
  LEAVE_REQUEST_REPORT_FIELD_KEYS,
  type AttendanceReportFieldKey,
  type ExpenseClaimReportFieldKey,
  type LeaveRequestReportFieldKey,
} from '../routines/report-fields.js';
import { TASK_REPORT_FIELD_KEYS, type TaskReportFieldKey } from '../tasks/report-fields.js';
import { EmployeeDocumentSchema, JobHistoryEntrySchema, TerminationTypeSchema } from './lifecycle.js';

/**
 * HR reports: the hub of ready-made reports, the employee details report and the report builder
 * (entity, columns, filters, grouping, sort; saved, shared with roles, exported).
 * Every field a definition names is one of the allow-listed keys below: the server maps each key
 * to a column expression of its own and never puts a name it received into SQL.
 */

export const REPORT_ENTITIES = ['employees', 'attendance', 'leave-requests', 'expense-claims', 'tasks'] as const;
export const ReportEntitySchema = z.enum(REPORT_ENTITIES).describe('What the report lists; one row per record');
export type ReportEntity = z.infer<typeof ReportEntitySchema>;

export type { ReportFieldDefinition } from '../reports/index.js';

/** Every field of the employees entity; the web labels them with i18n keys `people.reports.fields.<key>`. */
export const EMPLOYEE_REPORT_FIELDS = [
  field('employeeNumber', 'text'),
  field('fullName', 'text'),
  field('firstName', 'text'),
  field('lastName', 'text'),
  field('preferredName', 'text'),
  field('workEmail', 'text'),
  field('personalEmail', 'text'),
  field('workPhone', 'text'),
  field('mobilePhone', 'text'),
  field('departmentName', 'text', { groupable: true }),
  field('designationName', 'text', { groupable: true }),
  field('managerName', 'text', { groupable: true }),
  field('branchName', 'text', { groupable: true }),
  field('workLocation', 'text', { groupable: true }),
  field('hireDate', 'date'),
  field('hireYear', 'text', { groupable: true }),
  field('hireMonth', 'text', { groupable: true }),
  field('tenureYears', 'number', { groupable: true }),
  field('tenureMonths', 'number'),
  field('tenureBand', 'enum', { groupable: true, values: TENURE_BANDS }),
  field('status', 'enum', { groupable: true, values: EmployeeStatusSchema.options }),
  field('employmentType', 'enum', { groupable: true, values: EmploymentTypeSchema.options }),
  field('gender', 'enum', { groupable: true, values: GenderSchema.options }),
  field('nationality', 'text', { groupable: true }),
  field('dateOfBirth', 'date'),
  field('birthday', 'text'),
  field('birthMonth', 'number', { groupable: true }),
  field('anniversary', 'text'),
  field('anniversaryMonth', 'number', { groupable: true }),
  field('terminationDate', 'date'),
  field('terminationMonth', 'text', { groupable: true }),
  field('departmentId', 'id'),
  field('designationId', 'id'),
  field('managerId', 'id'),
  field('branchId', 'id'),
  field('salaryAmount', 'money', { sensitive: true }),
  field('salaryCurrency', 'text', { sensitive: true, groupable: true }),
  field('salaryFrequency', 'text', { sensitive: true, groupable: true }),
  field('bankName', 'text', { sensitive: true }),
  field('iban', 'text', { sensitive: true }),
  field('nationalIdType', 'text', { sensitive: true }),
  field('nationalIdNumber', 'text', { sensitive: true }),
  field('nationalIdExpiresOn', 'date', { sensitive: true }),
  field('bloodType', 'text', { sensitive: true, groupable: true }),
] as const;

export type ReportFieldKey = (typeof EMPLOYEE_REPORT_FIELDS)[number]['key'];
export const EMPLOYEE_REPORT_FIELD_KEYS = EMPLOYEE_REPORT_FIELDS.map((f) => f.key) as [ReportFieldKey, ...ReportFieldKey[]];
export const ReportFieldKeySchema = z.enum(EMPLOYEE_REPORT_FIELD_KEYS).describe('An allow-listed field of the entity');

/** The shared pieces, re-exported: the web reads every report type from here. */
export {
  ExportFormatSchema,
  REPORT_OPERATORS_BY_TYPE,
  ReportExportQuerySchema,
  ReportOperatorSchema,
  ReportValueTypeSchema,
  type ReportExportQuery,
  type ReportOperator,
  type ReportValueType,
} from '../reports/index.js';

const ScalarSchema = z.union([z.string().max(200), z.number()]);

/** A filter, a sort and a definition over one entity's allow-listed keys. */
function definitionOver<E extends ReportEntity, K extends string>(entity: E, keys: readonly [K, ...K[]]) {
  const key = z.enum(keys).describe(`An allow-listed field of ${entity}`);
  const filter = z.object({
    field: key,
    operator: ReportOperatorSchema,
    value: z
      .union([ScalarSchema, z.array(ScalarSchema).min(1).max(100)])
      .optional()
      .describe('A value; two for "between" (from, to, inclusive); a list for "in"; none for isEmpty/isNotEmpty'),
  });
  return z.object({
    entity: z.literal(entity),
    columns: z.array(key).min(1).max(40).describe('Columns in display order'),
    filters: z.array(filter).max(20).default([]).describe('All must match (AND)'),
    groupBy: z
      .object({
        field: key,
        summaryOnly: z.boolean().default(false).describe('Only the groups and their counts, no rows'),
      })
      .nullable()
      .default(null),
    sort: z
      .array(z.object({ field: key, direction: z.enum(['asc', 'desc']).default('asc') }))
      .max(3)
      .default([])
      .describe('After the grouping field, if any'),
    includeFormer: z.boolean().default(false).describe('Include employees whose termination date has passed'),
  });
}

export const EmployeeReportDefinitionSchema = definitionOver('employees', EMPLOYEE_REPORT_FIELD_KEYS).extend({
  // Reports saved before other entities existed name none: they are employee reports (ADR 0108).
  entity: z.literal('employees').default('employees'),
});

/**
 * A report request, one shape per entity (ADR 0108): `entity` picks the definition and with it
 * the keys its columns, filters, grouping and sort may name. Without `entity` it is an
 * employees report, as every request was before other modules contributed definitions.
 */
export const ReportDefinitionSchema = z.discriminatedUnion('entity', [
  EmployeeReportDefinitionSchema,
  definitionOver('attendance', ATTENDANCE_REPORT_FIELD_KEYS),
  definitionOver('leave-requests', LEAVE_REQUEST_REPORT_FIELD_KEYS),
  definitionOver('expense-claims', EXPENSE_CLAIM_REPORT_FIELD_KEYS),
  definitionOver('tasks', TASK_REPORT_FIELD_KEYS),
]);
export type ReportDefinition = z.infer<typeof ReportDefinitionSchema>;
export type ReportDefinitionInput = z.input<typeof ReportDefinitionSchema>;
export type ReportFilter = ReportDefinition['filters'][number];
/** A request of the employees definition. */
export type EmployeeReportDefinition = z.infer<typeof EmployeeReportDefinitionSchema>;

/** A field key of any entity. */
export type AnyReportFieldKey =
  ReportFieldKey | AttendanceReportFieldKey | LeaveRequestReportFieldKey | ExpenseClaimReportFieldKey | TaskReportFieldKey;
const ANY_REPORT_FIELD_KEYS = [
  ...new Set<AnyReportFieldKey>([
    ...EMPLOYEE_REPORT_FIELD_KEYS,
    ...ATTENDANCE_REPORT_FIELD_KEYS,
    ...LEAVE_REQUEST_REPORT_FIELD_KEYS,
    ...EXPENSE_CLAIM_REPORT_FIELD_KEYS,
    ...TASK_REPORT_FIELD_KEYS,
  ]),
] as [AnyReportFieldKey, ...AnyReportFieldKey[]];
export const AnyReportFieldKeySchema = z.enum(ANY_REPORT_FIELD_KEYS).describe('An allow-listed field of one of the entities');

export const ReportColumnSchema = z.object({
  key: z.union([AnyReportFieldKeySchema, z.literal('count')]).describe('A field, or "count" (the group size) in a summary'),
  type: ReportValueTypeSchema,
});

export const ReportCellSchema = z.union([z.string(), z.number(), z.null()]);

export const ReportResultSchema = z.object({
  entity: ReportEntitySchema.describe('What the rows are (ADR 0108)'),
  columns: z.array(ReportColumnSchema).describe('What the rows hold, in order (the grouping field first when grouped)'),
  rows: z.array(z.record(z.string(), ReportCellSchema)).describe('Keyed by column key'),
  groups: z
    .array(z.object({ value: ReportCellSchema, count: z.number().int() }))
    .nullable()
    .describe('Every group with its count, when grouped'),
  total: z.number().int().describe('Rows matching the filters (groups when summary only)'),
  page: z.number().int(),
  pageSize: z.number().int(),
  scope: z.enum(['team', 'department', 'company', 'group']),
});
export type ReportResult = z.infer<typeof ReportResultSchema>;

export const ReportPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/**
 * GET /api/people/employees/export: the employee list as the caller sees it (same filters, search
 * and sort as GET /api/people/employees, every page), with the list's columns only.
 */
export const EmployeeExportQuerySchema = EmployeeListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: ReportExportQuerySchema.shape.format,
  lng: ReportExportQuerySchema.shape.lng,
});
export type EmployeeExportQuery = z.infer<typeof EmployeeExportQuerySchema>;

/** Runs or exports a definition that is not saved. */
export const RunReportSchema = z.object({ definition: ReportDefinitionSchema });
export const RunReportQuerySchema = ReportPageQuerySchema;

/** What the builder may offer this caller: fields (sensitive ones only with the permission) and operators. */
export const ReportBuilderOptionsSchema = z.object({
  entities: z.array(
    z.object({
      entity: ReportEntitySchema,
      fields: z.array(
        z.object({
          key: AnyReportFieldKeySchema,
          type: ReportValueTypeSchema,
          sensitive: z.boolean(),
          column: z.boolean(),
          groupable: z.boolean(),
          sortable: z.boolean(),
          operators: z.array(ReportOperatorSchema),
          values: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
});
export type ReportBuilderOptions = z.infer<typeof ReportBuilderOptionsSchema>;

// ---- The hub ----

/** The employees definition's ready-made reports. */
export const EMPLOYEE_STANDARD_REPORT_KEYS = [
  'headcount-by-department',
  'headcount-by-designation',
  'joiners-by-month',
  'leavers-by-month',
  'birthdays',
  'work-anniversaries',
  'contact-directory',
  'employee-list',
  'tenure',
] as const;
export type EmployeeStandardReportKey = (typeof EMPLOYEE_STANDARD_REPORT_KEYS)[number];

/** Every ready-made report of the hub: the employees definition's, then the other modules' (ADR 0108). */
export const STANDARD_REPORT_KEYS = [
  ...EMPLOYEE_STANDARD_REPORT_KEYS,
  'lateness-this-month',
  'leave-taken-this-year',
  'claims-by-category',
  'task-completion-by-department',
] as const;
export const StandardReportKeySchema = z.enum(STANDARD_REPORT_KEYS);
export type StandardReportKey = z.infer<typeof StandardReportKeySchema>;

export const ReportHubEntrySchema = z.object({
  key: z.string().describe('standard report key, or "employee-details" / "builder"'),
  kind: z.enum(['standard', 'employee-details', 'builder']),
  category: z.enum(['headcount', 'movement', 'celebrations', 'directory', 'profile', 'attendance', 'leave', 'expenses', 'tasks', 'custom']),
  definition: ReportDefinitionSchema.nullable().describe('For standard reports: the definition they run, to open in the builder'),
  formats: z.array(ExportFormatSchema),
});
export const ReportHubSchema = z.object({
  reports: z.array(ReportHubEntrySchema),
  savedReports: z.number().int().describe('How many saved reports the caller can see'),
});
export type ReportHub = z.infer<typeof ReportHubSchema>;

export const StandardReportParamsSchema = z.object({
  key: z.string().min(1).max(80).describe('A ready-made report of the hub (one of STANDARD_REPORT_KEYS); another answers 404'),
});
export const StandardReportQuerySchema = ReportPageQuerySchema.extend({
  from: IsoDateSchema.optional().describe(
    'Joiners/leavers: first day (default: 12 months back); lateness, claims, tasks: this month; leave: this year',
  ),
  to: IsoDateSchema.optional().describe('Joiners/leavers: last day (default: today); the others: the end of their default period'),
  month: z.coerce.number().int().min(1).max(12).optional().describe('Birthdays/anniversaries: only this month'),
  departmentId: IdSchema.optional(),
});
export type StandardReportQuery = z.infer<typeof StandardReportQuerySchema>;
export const StandardReportExportQuerySchema = StandardReportQuerySchema.omit({ page: true, pageSize: true }).extend(
  ReportExportQuerySchema.shape,
);

// ---- Saved reports ----

export const SavedReportSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  definition: ReportDefinitionSchema,
  owner: z.object({ id: IdSchema, name: z.string() }),
  mine: z.boolean().describe('The caller created it (and may edit, share and delete it)'),
  sharedWithRoleIds: z.array(IdSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: VersionSchema,
});
export type SavedReport = z.infer<typeof SavedReportSchema>;

export const CreateSavedReportSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(500).default(''),
  definition: ReportDefinitionSchema,
  sharedWithRoleIds: z.array(IdSchema).max(50).default([]),
});
export type CreateSavedReport = z.infer<typeof CreateSavedReportSchema>;
export const UpdateSavedReportSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  description: z.string().trim().max(500).optional(),
  definition: ReportDefinitionSchema.optional(),
  version: VersionSchema,
});
export type UpdateSavedReport = z.infer<typeof UpdateSavedReportSchema>;
export const ShareSavedReportSchema = z.object({
  roleIds: z.array(IdSchema).max(50).describe('Roles of the active company; replaces the current list'),
  version: VersionSchema,
});
export const SavedReportListSchema = z.array(SavedReportSchema);

// ---- Employee details report ----

export const EmployeeDetailsReportSchema = z.object({
  employee: EmployeeSchema.describe('Sensitive sections are absent without people.sensitive-data:read'),
  tenure: z.object({ years: z.number().int(), months: z.number().int(), days: z.number().int() }).nullable(),
  directReports: z.array(z.object({ id: IdSchema, name: z.string(), designationName: z.string() })),
  jobHistory: z.array(JobHistoryEntrySchema),
  documents: z.array(EmployeeDocumentSchema),
  termination: z
    .object({ terminationDate: IsoDateSchema, type: TerminationTypeSchema, reason: z.string(), effective: z.boolean() })
    .nullable(),
  generatedAt: z.string(),
  sensitiveIncluded: z.boolean().describe('Salary, bank, national id and medical sections are present'),
});
export type EmployeeDetailsReport = z.infer<typeof EmployeeDetailsReportSchema>;

export const ReportErrorCodes = [
  'PEOPLE_REPORT_FIELD_FORBIDDEN',
  'PEOPLE_REPORT_INVALID_DEFINITION',
  'PEOPLE_REPORT_NAME_TAKEN',
  'PEOPLE_REPORT_NOT_OWNER',
  'PEOPLE_REPORT_STALE_VERSION',
  'PEOPLE_REPORT_UNKNOWN_ROLE',
  'PEOPLE_REPORT_TOO_LARGE',
] as const;
export type ReportErrorCode = (typeof ReportErrorCodes)[number];
