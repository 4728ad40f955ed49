import { z } from 'zod';
import { IdSchema, IsoDateSchema } from '../common/index.js';
import { GenderSchema } from './employee.js';

/** The HR dashboard at /hcims: every figure is computed on the server within the caller's scope. */

export const TENURE_BANDS = ['under_1', '1_to_3', '3_to_5', '5_to_10', '10_plus'] as const;
export const TenureBandSchema = z.enum(TENURE_BANDS).describe('Completed years of service: <1, 1-3, 3-5, 5-10, 10 or more');
export type TenureBand = z.infer<typeof TenureBandSchema>;

const CountSchema = z.number().int().min(0);

export const HrDashboardQuerySchema = z.object({
  asOf: IsoDateSchema.optional().describe('The day the figures are computed for; defaults to today in the company’s time zone'),
});
export type HrDashboardQuery = z.infer<typeof HrDashboardQuerySchema>;

export const HeadcountByNameSchema = z.object({
  id: IdSchema.nullable().describe('Null for the "none" bucket'),
  name: z.string(),
  count: CountSchema,
});

export const MonthFlowSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe('Calendar month, YYYY-MM'),
  joiners: CountSchema.describe('Hire dates in the month'),
  leavers: CountSchema.describe('Termination dates (last working day) in the month, up to the as-of day'),
  headcountAtEnd: CountSchema.describe('Employed at the end of the month (or on the as-of day for the current month)'),
});

export const ExpiringDocumentSchema = z.object({
  documentId: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string(),
  title: z.string(),
  category: z.string(),
  expiresOn: IsoDateSchema,
  daysLeft: z.number().int().describe('0 = expires today'),
});

export const UpcomingCelebrationSchema = z.object({
  employeeId: IdSchema,
  name: z.string(),
  departmentName: z.string(),
  date: IsoDateSchema.describe('The day it falls on'),
  years: z.number().int().nullable().describe('Years of service for anniversaries; null for birthdays (age is private)'),
});

export const HrDashboardSchema = z.object({
  asOf: IsoDateSchema,
  scope: z.enum(['team', 'department', 'company', 'group']).describe('Whose records the figures cover (the caller’s report scope)'),
  headcount: z.object({
    total: CountSchema.describe('Employed on the as-of day: hired on or before it and not yet left'),
    active: CountSchema,
    onLeave: CountSchema,
    invited: CountSchema.describe('Employed but not yet signed in'),
  }),
  byDepartment: z.array(HeadcountByNameSchema).describe('Largest first'),
  byDesignation: z.array(HeadcountByNameSchema).describe('Largest first'),
  byGender: z.array(z.object({ gender: GenderSchema, count: CountSchema })),
  byTenure: z.array(z.object({ band: TenureBandSchema, count: CountSchema })).describe('Every band, in order'),
  joinersAndLeavers: z.array(MonthFlowSchema).describe('The last 12 calendar months, oldest first, the as-of month last'),
  attrition: z.object({
    leavers: CountSchema.describe('Leavers in the last 12 months'),
    averageHeadcount: z.number().describe('Mean of the 13 month-end head-counts bounding the period'),
    ratePercent: z.number().nullable().describe('Leavers / average head-count x 100, one decimal; null without head-count'),
  }),
  documentsExpiring: z.object({
    expired: CountSchema.describe('Already past their expiry date'),
    within30: CountSchema,
    within60: CountSchema,
    within90: CountSchema,
    soonest: z.array(ExpiringDocumentSchema).describe('Up to 10, soonest first, expired ones excluded'),
  }),
  upcomingBirthdays: z.array(UpcomingCelebrationSchema).describe('The next 30 days, soonest first'),
  upcomingAnniversaries: z.array(UpcomingCelebrationSchema).describe('Work anniversaries in the next 30 days, soonest first'),
});
export type HrDashboard = z.infer<typeof HrDashboardSchema>;
