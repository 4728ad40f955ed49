import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';

export const JobHistoryFieldSchema = z.enum(['department', 'designation', 'manager', 'salary', 'employmentType', 'branch', 'hired']);

/** One change of an employee's job, recorded automatically in the transaction that made it. */
export const JobHistoryEntrySchema = z.object({
  id: IdSchema,
  effectiveOn: IsoDateSchema,
  field: JobHistoryFieldSchema,
  from: z.string().nullable().describe('Previous value as shown to people (a name, or an amount with currency)'),
  to: z.string().nullable(),
  changedBy: z.string().describe('Name of who made the change'),
  changedAt: z.string(),
});
export type JobHistoryEntry = z.infer<typeof JobHistoryEntrySchema>;
/** Salary entries are left out without people.sensitive-data:read. Newest first. */
export const JobHistorySchema = z.array(JobHistoryEntrySchema);

export const TerminationTypeSchema = z.enum([
  'resignation',
  'dismissal',
  'end_of_contract',
  'retirement',
  'redundancy',
  'mutual_agreement',
  'death',
  'other',
]);
export type TerminationType = z.infer<typeof TerminationTypeSchema>;

export const OffboardingItemSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, { message: 'expected lower-case letters, digits and _' })
    .describe('Stable key, e.g. return_equipment'),
  label: z.string().trim().min(1).max(200),
  done: z.boolean(),
});
export type OffboardingItem = z.infer<typeof OffboardingItemSchema>;

const checklist = z
  .array(OffboardingItemSchema)
  .max(30)
  .refine((items) => new Set(items.map((i) => i.key)).size === items.length, { message: 'each key may appear once' });

export const TerminateEmployeeSchema = z.object({
  terminationDate: IsoDateSchema.describe('Last working day; access ends when it is over (company time zone)'),
  type: TerminationTypeSchema,
  reason: z.string().trim().min(3).max(2000),
  checklist: checklist.optional().describe('Defaults to the standard offboarding checklist'),
});
export type TerminateEmployee = z.infer<typeof TerminateEmployeeSchema>;

/** Tick checklist items or correct the record; send the version you read. */
export const UpdateTerminationSchema = z.object({
  terminationDate: IsoDateSchema.optional(),
  type: TerminationTypeSchema.optional(),
  reason: z.string().trim().min(3).max(2000).optional(),
  checklist: checklist.optional(),
  version: VersionSchema,
});
export type UpdateTermination = z.infer<typeof UpdateTerminationSchema>;

export const UndoTerminationSchema = z.object({
  reason: z.string().trim().min(3).max(2000).describe('Why the termination is undone (kept in the audit log)'),
});

export const TerminationSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string(),
  employeeNumber: z.string().nullable(),
  departmentName: z.string(),
  designationName: z.string(),
  terminationDate: IsoDateSchema,
  type: TerminationTypeSchema,
  reason: z.string(),
  checklist: z.array(OffboardingItemSchema),
  recordedBy: z.string(),
  recordedAt: z.string(),
  accessEndsAt: z.string().describe('The instant sign-in stops working (end of the date in the company time zone)'),
  effective: z.boolean().describe('The date has passed: access has ended'),
  version: VersionSchema,
});
export type Termination = z.infer<typeof TerminationSchema>;
export const TerminationListQuerySchema = pageQuery(['terminationDate', 'employeeName', 'recordedAt'] as const).extend({
  type: TerminationTypeSchema.optional(),
  effective: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('true: former staff only; false: terminations still to come'),
});
export type TerminationListQuery = z.infer<typeof TerminationListQuerySchema>;
export const TerminationPageSchema = pageOf(TerminationSchema);

export const DocumentCategorySchema = z.enum(['contract', 'id', 'passport', 'visa', 'certificate', 'medical', 'other']);
export type DocumentCategory = z.infer<typeof DocumentCategorySchema>;

export const EmployeeDocumentSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  title: z.string().trim().min(1).max(160),
  category: DocumentCategorySchema,
  fileName: z.string(),
  contentType: z.string().describe('Detected from the content at upload, never the uploader’s claim'),
  sizeBytes: z.number().int(),
  expiresOn: IsoDateSchema.nullable(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  downloadUrl: z.string().describe('GET with the bearer token; answers as an attachment'),
});
export type EmployeeDocument = z.infer<typeof EmployeeDocumentSchema>;

/**
 * The text fields of the multipart upload (POST /api/people/employees/{id}/documents), sent
 * before the `file` part: title, category, expiresOn (optional, YYYY-MM-DD).
 */
export const UploadDocumentFieldsSchema = z.object({
  title: z.string().trim().min(1).max(160),
  category: DocumentCategorySchema,
  expiresOn: IsoDateSchema.nullable().optional(),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFieldsSchema>;
export const UpdateDocumentSchema = UploadDocumentFieldsSchema.partial();
export type UpdateDocument = z.infer<typeof UpdateDocumentSchema>;

export const ExpiringEmployeeDocumentSchema = EmployeeDocumentSchema.extend({
  employeeName: z.string(),
  daysLeft: z.number().int().describe('Days until expiry (negative: already expired)'),
});
export type ExpiringEmployeeDocument = z.infer<typeof ExpiringEmployeeDocumentSchema>;
export const ExpiringDocumentsQuerySchema = z.object({
  days: z.coerce.number().int().min(0).max(366).default(30).describe('Expiring within this many days (expired ones included)'),
});

export const DirectoryEntrySchema = z.object({
  id: IdSchema,
  name: z.string(),
  photoUrl: z.string(),
  departmentId: IdSchema,
  departmentName: z.string(),
  designationName: z.string(),
  workEmail: z.string(),
  workPhone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  branchName: z.string().nullable(),
  workLocation: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

const directoryExportFormat = z.enum(['csv', 'xlsx', 'pdf']).default('csv');
const exportLanguage = z
  .string()
  .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
  .optional()
  .describe('Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en');

/** Current employees of the active company: `q` searches name, email, phone, department and designation. */
export const DirectoryQuerySchema = pageQuery(['name', 'departmentName', 'designationName'] as const).extend({
  departmentId: IdSchema.optional(),
  branchId: IdSchema.optional(),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;
export const DirectoryPageSchema = pageOf(DirectoryEntrySchema);
export const DirectoryExportQuerySchema = DirectoryQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: directoryExportFormat,
  lng: exportLanguage,
});

export const CelebrationKindSchema = z.enum(['birthday', 'work_anniversary']);
export const CelebrationSchema = z.object({
  employeeId: IdSchema,
  name: z.string(),
  photoUrl: z.string(),
  departmentName: z.string(),
  kind: CelebrationKindSchema,
  date: IsoDateSchema.describe('The day it falls on in the requested year (29 February on 28 February in common years)'),
  years: z.number().int().nullable().describe('Years of service for anniversaries; null for birthdays (age is private)'),
});
export type Celebration = z.infer<typeof CelebrationSchema>;
export const CelebrationQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2200).optional().describe('Defaults to the current year (company time zone)'),
  month: z.coerce.number().int().min(1).max(12).optional().describe('1-12; defaults to the current month'),
  kind: CelebrationKindSchema.optional().describe('Only birthdays or only work anniversaries'),
  departmentId: IdSchema.optional(),
  q: z.string().trim().max(100).optional().describe('Name or department contains (any case)'),
});
export type CelebrationQuery = z.infer<typeof CelebrationQuerySchema>;
export const CelebrationListSchema = z.array(CelebrationSchema);
export const CelebrationExportQuerySchema = CelebrationQuerySchema.extend({
  format: directoryExportFormat,
  lng: exportLanguage,
});

export const PeopleErrorCodes = [
  'PEOPLE_EMAIL_TAKEN',
  'PEOPLE_EMPLOYEE_NUMBER_TAKEN',
  'PEOPLE_MANAGER_CYCLE',
  'PEOPLE_MANAGER_TERMINATED',
  'PEOPLE_DESIGNATION_OTHER_DEPARTMENT',
  'PEOPLE_STALE_VERSION',
  'PEOPLE_ALREADY_TERMINATED',
  'PEOPLE_NOT_TERMINATED',
  'PEOPLE_TERMINATION_BEFORE_HIRE',
  'PEOPLE_HAS_DIRECT_REPORTS',
  'PEOPLE_SELF_TERMINATION',
  'PEOPLE_TERMINATED',
  'PEOPLE_ACCOUNT_ACTIVE',
  'PEOPLE_EMAIL_LOCKED',
] as const;
export type PeopleErrorCode = (typeof PeopleErrorCodes)[number];
