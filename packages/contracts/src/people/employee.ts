import { z } from 'zod';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  IdSchema,
  IsoDateSchema,
  pageOf,
  pageQuery,
  PhoneSchema,
  VersionSchema,
} from '../common/index.js';
import { EmployeeSortFields } from './list-fields.js';

export const EmploymentTypeSchema = z.enum(['full_time', 'part_time', 'contract', 'temporary', 'intern']);
export const EmployeeStatusSchema = z
  .enum(['invited', 'active', 'on_leave', 'terminated'])
  .describe(
    'invited: the sign-in account has not chosen a password yet; terminated: the termination date has passed; on_leave is set by the leave module',
  );
export const GenderSchema = z.enum(['female', 'male', 'other', 'undisclosed']);
export const MaritalStatusSchema = z.enum(['single', 'married', 'divorced', 'widowed', 'undisclosed']);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

export const AddressSchema = z.object({
  line1: optionalText(200),
  line2: optionalText(200),
  city: optionalText(120),
  state: optionalText(120),
  postalCode: optionalText(20),
  countryCode: CountryCodeSchema.nullable().optional(),
});

export const EmergencyContactSchema = z.object({
  name: text(160).min(1),
  relationship: text(60).min(1),
  phone: PhoneSchema,
  alternatePhone: PhoneSchema.nullable().optional(),
});

export const EducationSchema = z.object({
  institution: text(200).min(1),
  degree: text(120).min(1),
  field: optionalText(120),
  startDate: IsoDateSchema.nullable().optional(),
  endDate: IsoDateSchema.nullable().optional(),
});

export const PreviousJobSchema = z.object({
  company: text(200).min(1),
  title: text(120).min(1),
  startDate: IsoDateSchema.nullable().optional(),
  endDate: IsoDateSchema.nullable().optional(),
});

/** Fields only holders of people.sensitive-data:read may see (and people.sensitive-data:update may change). */
export const SensitiveFieldsSchema = z.object({
  salary: z
    .object({
      amount: z.number().min(0),
      currency: CurrencyCodeSchema,
      frequency: z.enum(['monthly', 'biweekly', 'weekly', 'hourly', 'yearly']),
    })
    .nullable()
    .optional(),
  bank: z
    .object({ bankName: text(120).min(1), accountName: text(160).min(1), iban: text(40).min(4), swift: optionalText(11) })
    .nullable()
    .optional(),
  nationalId: z
    .object({ type: text(40).min(1), number: text(60).min(1), expiresOn: IsoDateSchema.nullable().optional() })
    .nullable()
    .optional(),
  medical: z
    .object({ bloodType: optionalText(5), notes: optionalText(2000) })
    .nullable()
    .optional(),
});
export type SensitiveFields = z.infer<typeof SensitiveFieldsSchema>;
export const SENSITIVE_FIELDS = ['salary', 'bank', 'nationalId', 'medical'] as const;

/** Every field HR edits on /edit_employee (everything but server-managed fields), without defaults. */
const employeeFields = z
  .object({
    firstName: text(80).min(1),
    lastName: text(80).min(1),
    preferredName: optionalText(80),
    workEmail: z.email().max(200).describe('Also the sign-in email; unique in the group'),
    personalEmail: z.email().max(200).nullable().optional(),
    workPhone: PhoneSchema.nullable().optional(),
    mobilePhone: PhoneSchema.nullable().optional(),
    employeeNumber: optionalText(30).describe('Staff code, unique in the company'),
    departmentId: IdSchema,
    designationId: IdSchema.describe('Must belong to the department'),
    managerId: IdSchema.nullable().optional().describe('The employee this one reports to'),
    branchId: IdSchema.nullable().optional(),
    hireDate: IsoDateSchema,
    employmentType: EmploymentTypeSchema,
    workLocation: optionalText(120),
    dateOfBirth: IsoDateSchema.nullable().optional(),
    gender: GenderSchema.nullable().optional(),
    maritalStatus: MaritalStatusSchema.nullable().optional(),
    nationality: CountryCodeSchema.nullable().optional(),
    address: AddressSchema.nullable().optional(),
    emergencyContact: EmergencyContactSchema.nullable().optional(),
    education: z.array(EducationSchema).max(20),
    previousJobs: z.array(PreviousJobSchema).max(20),
    skills: z.array(text(60).min(1)).max(50),
  })
  .extend(SensitiveFieldsSchema.shape);

/** What HR sends to add an employee; lists and the employment type have defaults. */
export const EmployeeInputSchema = employeeFields.extend({
  employmentType: EmploymentTypeSchema.default('full_time'),
  education: employeeFields.shape.education.default([]),
  previousJobs: employeeFields.shape.previousJobs.default([]),
  skills: employeeFields.shape.skills.default([]),
});
export type EmployeeInput = z.infer<typeof EmployeeInputSchema>;

export const CreateEmployeeSchema = EmployeeInputSchema.extend({
  sendInvitation: z
    .boolean()
    .default(true)
    .describe('Create the sign-in account now and email a link to set a password; false adds the record only (invite later)'),
});
export type CreateEmployee = z.infer<typeof CreateEmployeeSchema>;
/**
 * Send only the fields that change (no defaults are applied), with the version you read. A
 * stale version answers 409 PEOPLE_STALE_VERSION with the current version in details.
 */
export const UpdateEmployeeSchema = employeeFields.partial().extend({ version: VersionSchema });
export type UpdateEmployee = z.infer<typeof UpdateEmployeeSchema>;

export const AccountStatusSchema = z
  .enum(['none', 'invited', 'active', 'disabled'])
  .describe('The sign-in account: none yet, invited (no password chosen), active, or disabled');
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** A full employee record; sensitive fields are absent (not null) without people.sensitive-data:read. */
export const EmployeeSchema = employeeFields.extend({
  id: IdSchema,
  userId: IdSchema.nullable().describe('The sign-in account'),
  accountStatus: AccountStatusSchema,
  status: EmployeeStatusSchema,
  photoUrl: z.string().describe('The uploaded photo, or a generated avatar (GET with the bearer token)'),
  hasPhoto: z.boolean().describe('Whether a photo was uploaded (photoUrl otherwise serves a generated avatar)'),
  departmentName: z.string(),
  designationName: z.string(),
  managerName: z.string().nullable(),
  branchName: z.string().nullable(),
  terminationDate: IsoDateSchema.nullable().describe('Set once a termination is recorded, even before the date'),
  directReportCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: VersionSchema,
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** Row of the paginated list at GET /api/people/employees/. */
export const EmployeeListItemSchema = z.object({
  id: IdSchema,
  employeeNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  workEmail: z.string(),
  mobilePhone: z.string().nullable(),
  photoUrl: z.string(),
  departmentId: IdSchema,
  departmentName: z.string(),
  designationId: IdSchema,
  designationName: z.string(),
  managerId: IdSchema.nullable(),
  managerName: z.string().nullable(),
  branchId: IdSchema.nullable(),
  branchName: z.string().nullable(),
  employmentType: EmploymentTypeSchema,
  hireDate: IsoDateSchema,
  terminationDate: IsoDateSchema.nullable(),
  status: EmployeeStatusSchema,
  accountStatus: AccountStatusSchema,
});
export type EmployeeListItem = z.infer<typeof EmployeeListItemSchema>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * GET /api/people/employees/: `q` searches name, work email and employee number. Without a
 * status filter terminated employees are left out unless includeTerminated=true.
 */
export const EmployeeListQuerySchema = pageQuery(EmployeeSortFields).extend({
  departmentId: IdSchema.optional(),
  designationId: IdSchema.optional(),
  managerId: IdSchema.optional().describe('Direct reports of this employee'),
  branchId: IdSchema.optional(),
  status: EmployeeStatusSchema.optional(),
  includeTerminated: booleanQuery.describe('true lists terminated employees too'),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuerySchema>;
export const EmployeePageSchema = pageOf(EmployeeListItemSchema);
export type EmployeePage = z.infer<typeof EmployeePageSchema>;

/** Compact row of GET /api/auth/employees/ (the shell's picker data). */
export const EmployeeOptionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  photoUrl: z.string(),
  departmentId: IdSchema,
  departmentName: z.string(),
  designationId: IdSchema,
  designationName: z.string(),
  managerId: IdSchema.nullable(),
  status: EmployeeStatusSchema,
});
export type EmployeeOption = z.infer<typeof EmployeeOptionSchema>;

/**
 * Optional narrowing of GET /api/auth/employees/ (docs/decisions/0101-directory-at-scale.md).
 * Without any, the answer is the whole company, as the spec's call expects; the shell asks for
 * the `first` few hundred by name, and pickers of a larger company search as the user types.
 */
export const EmployeeOptionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Name contains (any case)'),
  ids: z
    .string()
    .regex(/^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,49}$/, 'Up to 50 record ids separated by commas')
    .optional()
    .describe('Only these employees (comma-separated ids, at most 50): a picker showing its chosen value'),
  designationId: IdSchema.optional().describe('Holders of this designation'),
  current: booleanQuery.describe('true: only current staff (not terminated)'),
  managers: booleanQuery.describe('true: only people someone reports to'),
  first: z.coerce.number().int().min(1).max(1000).optional().describe('At most this many, by name'),
});
export type EmployeeOptionsQuery = z.infer<typeof EmployeeOptionsQuerySchema>;

export const EmployeeIdParamsSchema = z.object({ id: IdSchema });

export const EmployeeInvitationSchema = z.object({
  userId: IdSchema,
  accountStatus: AccountStatusSchema,
  mailed: z.boolean().describe('Whether an email went out (an invitation link, or a notice for an existing account)'),
});
export type EmployeeInvitation = z.infer<typeof EmployeeInvitationSchema>;
