import { z } from 'zod';
import { CountryCodeSchema, CurrencyCodeSchema, IdSchema, PhoneSchema, TimeOfDaySchema, VersionSchema } from '../common/index.js';

export const WeekdaySchema = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export type Weekday = z.infer<typeof WeekdaySchema>;
export const Weekdays = WeekdaySchema.options;

export const WorkingDaySchema = z
  .object({
    day: WeekdaySchema,
    start: TimeOfDaySchema,
    end: TimeOfDaySchema,
  })
  .refine((d) => d.start < d.end, { message: 'the day must end after it starts', path: ['end'] });
export type WorkingDay = z.infer<typeof WorkingDaySchema>;

/** True for a zone the runtime knows (IANA names such as Asia/Dubai). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'expected an IANA time zone such as Asia/Dubai' })
  .describe('IANA time zone, e.g. Asia/Dubai');

const nullableText = (max: number) => z.string().trim().max(max).nullable();
const WebsiteSchema = z
  .url({ protocol: /^https?$/, message: 'expected a web address starting with http:// or https://' })
  .max(300)
  .describe('Company website, http(s) only');

/** Company details edited at /company_info. */
export const CompanySchema = z.object({
  id: IdSchema,
  groupId: IdSchema,
  name: z.string().trim().min(1).max(160),
  logoUrl: z.string().nullable().describe('Path of the logo (GET with the bearer token), or null without a logo'),
  email: z.email().max(200).nullable(),
  phone: PhoneSchema.nullable(),
  website: WebsiteSchema.nullable(),
  address: nullableText(500),
  countryCode: CountryCodeSchema,
  timeZone: TimeZoneSchema,
  currency: CurrencyCodeSchema,
  taxId: nullableText(60),
  taxRatePercent: z.number().min(0).max(100).nullable().describe('Sales tax / VAT rate in percent, e.g. 5'),
  officeOpens: TimeOfDaySchema.nullable(),
  officeCloses: TimeOfDaySchema.nullable(),
  breakStarts: TimeOfDaySchema.nullable(),
  breakEnds: TimeOfDaySchema.nullable(),
  workingDays: z.array(WorkingDaySchema).max(7).describe('Days the company works, with their hours, Monday first'),
  version: VersionSchema,
});
export type Company = z.infer<typeof CompanySchema>;

/** Send only the fields that change, with the version you read; a stale version answers 409 ORG_STALE_VERSION. */
export const UpdateCompanySchema = CompanySchema.omit({ id: true, groupId: true, logoUrl: true, version: true })
  .partial()
  .extend({ version: VersionSchema })
  .refine((c) => !c.workingDays || new Set(c.workingDays.map((d) => d.day)).size === c.workingDays.length, {
    message: 'each day may appear once',
    path: ['workingDays'],
  });
export type UpdateCompany = z.infer<typeof UpdateCompanySchema>;

export const BranchSchema = z.object({
  id: IdSchema,
  name: z.string().trim().min(1).max(120),
  city: nullableText(120),
  address: nullableText(500),
  phone: PhoneSchema.nullable(),
  employeeCount: z.number().int().describe('Current (not terminated) employees assigned to the branch'),
  version: VersionSchema,
});
export type Branch = z.infer<typeof BranchSchema>;
export const CreateBranchSchema = z.object({
  name: z.string().trim().min(1).max(120),
  city: nullableText(120).optional(),
  address: nullableText(500).optional(),
  phone: PhoneSchema.nullable().optional(),
});
export type CreateBranch = z.infer<typeof CreateBranchSchema>;
export const UpdateBranchSchema = CreateBranchSchema.partial().extend({ version: VersionSchema });
export type UpdateBranch = z.infer<typeof UpdateBranchSchema>;

export const GroupCompanySchema = z.object({
  id: IdSchema,
  name: z.string(),
  countryCode: CountryCodeSchema,
  currency: CurrencyCodeSchema,
  timeZone: z.string(),
  employeeCount: z.number().int().describe('Current (not terminated) employees'),
  isMember: z.boolean().describe('Whether the caller can switch to it (POST /api/auth/switch-company)'),
});
export const CompanyGroupSchema = z.object({
  id: IdSchema,
  name: z.string(),
  companies: z.array(GroupCompanySchema),
  activeCompanyId: IdSchema,
});
export type CompanyGroup = z.infer<typeof CompanyGroupSchema>;
export const UpdateGroupSchema = z.object({ name: z.string().trim().min(1).max(160) });
export const CreateCompanySchema = z.object({
  name: z.string().trim().min(1).max(160),
  countryCode: CountryCodeSchema,
  currency: CurrencyCodeSchema,
  timeZone: TimeZoneSchema,
});
export type CreateCompany = z.infer<typeof CreateCompanySchema>;
export const CreatedCompanySchema = GroupCompanySchema.describe(
  'The new company; the creator is its owner and can switch to it with POST /api/auth/switch-company',
);

/** Departments form a tree; expected arrival time drives lateness in attendance. */
export const DepartmentSchema = z.object({
  id: IdSchema,
  name: z.string().trim().min(1).max(120),
  parentId: IdSchema.nullable(),
  parentName: z.string().nullable(),
  headEmployeeId: IdSchema.nullable().describe('The employee who leads the department'),
  headEmployeeName: z.string().nullable(),
  expectedArrival: TimeOfDaySchema.nullable().describe('Start of the working day for lateness'),
  employeeCount: z.number().int().describe('Current employees directly in this department'),
  designationCount: z.number().int(),
  version: VersionSchema,
});
export type Department = z.infer<typeof DepartmentSchema>;
export const CreateDepartmentSchema = z.object({
  name: z.string().trim().min(1).max(120),
  parentId: IdSchema.nullable().optional(),
  headEmployeeId: IdSchema.nullable().optional(),
  expectedArrival: TimeOfDaySchema.nullable().optional(),
});
export type CreateDepartment = z.infer<typeof CreateDepartmentSchema>;
/** Moving = changing parentId (a department cannot move under itself or its own sub-departments). */
export const UpdateDepartmentSchema = CreateDepartmentSchema.partial().extend({ version: VersionSchema });
export type UpdateDepartment = z.infer<typeof UpdateDepartmentSchema>;

export const OrgPersonSchema = z.object({
  id: IdSchema,
  name: z.string(),
  designationName: z.string(),
  photoUrl: z.string(),
});
export type OrgPerson = z.infer<typeof OrgPersonSchema>;

/**
 * One department in the tree / org chart. The list is flat and depth-first (parents before
 * their children, siblings by name): nest it by parentId, or indent it by depth.
 */
export const DepartmentTreeNodeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  parentId: IdSchema.nullable(),
  depth: z.number().int().describe('0 for a top-level department'),
  expectedArrival: TimeOfDaySchema.nullable(),
  head: OrgPersonSchema.nullable(),
  employeeCount: z.number().int().describe('Current employees directly in this department'),
  totalEmployeeCount: z.number().int().describe('Current employees in this department and all its sub-departments'),
  childCount: z.number().int(),
});
export type DepartmentTreeNode = z.infer<typeof DepartmentTreeNodeSchema>;

/** Compact row of GET /api/company-Setup/departments/ (the shell's picker data). */
export const DepartmentOptionSchema = z.object({ id: IdSchema, name: z.string(), parentId: IdSchema.nullable() });
export type DepartmentOption = z.infer<typeof DepartmentOptionSchema>;

/** Designations (job titles) form a "reports to" hierarchy inside one department. */
export const DesignationSchema = z.object({
  id: IdSchema,
  name: z.string().trim().min(1).max(120),
  departmentId: IdSchema,
  departmentName: z.string(),
  reportsToId: IdSchema.nullable().describe('Parent designation, in the same department'),
  reportsToName: z.string().nullable(),
  employeeCount: z.number().int().describe('Current employees holding it'),
  version: VersionSchema,
});
export type Designation = z.infer<typeof DesignationSchema>;
export const CreateDesignationSchema = z.object({
  name: z.string().trim().min(1).max(120),
  departmentId: IdSchema,
  reportsToId: IdSchema.nullable().optional(),
});
export type CreateDesignation = z.infer<typeof CreateDesignationSchema>;
export const UpdateDesignationSchema = CreateDesignationSchema.partial().extend({ version: VersionSchema });
export type UpdateDesignation = z.infer<typeof UpdateDesignationSchema>;
export const DesignationListQuerySchema = z.object({
  departmentId: IdSchema.optional().describe('Only the designations of this department'),
});

/** One designation in the org chart: flat and depth-first per department (department order, then reporting line). */
export const DesignationChartNodeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  departmentId: IdSchema,
  departmentName: z.string(),
  reportsToId: IdSchema.nullable(),
  depth: z.number().int().describe('0 for a designation at the top of its department'),
  employeeCount: z.number().int(),
  holders: z.array(OrgPersonSchema).describe('Up to 20 current holders, by name'),
});
export type DesignationChartNode = z.infer<typeof DesignationChartNodeSchema>;

/** Compact row of GET /api/company-Setup/designations/. */
export const DesignationOptionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  departmentId: IdSchema,
  reportsToId: IdSchema.nullable(),
});
export type DesignationOption = z.infer<typeof DesignationOptionSchema>;

export const OrgIdParamsSchema = z.object({ id: IdSchema });

export const OrgErrorCodes = [
  'ORG_STALE_VERSION',
  'ORG_DEPARTMENT_NAME_TAKEN',
  'ORG_DEPARTMENT_HAS_EMPLOYEES',
  'ORG_DEPARTMENT_HAS_CHILDREN',
  'ORG_DEPARTMENT_HAS_DESIGNATIONS',
  'ORG_DEPARTMENT_CYCLE',
  'ORG_DESIGNATION_NAME_TAKEN',
  'ORG_DESIGNATION_OTHER_DEPARTMENT',
  'ORG_DESIGNATION_CYCLE',
  'ORG_DESIGNATION_IN_USE',
  'ORG_DESIGNATION_HAS_CHILDREN',
  'ORG_BRANCH_NAME_TAKEN',
  'ORG_BRANCH_IN_USE',
  'ORG_COMPANY_NAME_TAKEN',
  'ORG_OFFICE_HOURS_INVALID',
] as const;
export type OrgErrorCode = (typeof OrgErrorCodes)[number];
