import { z } from 'zod';
import { ExportFormatSchema } from '../reports/index.js';
import { CurrencyCodeSchema, IdSchema, IsoDateSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';

/**
 * Expense claims: company settings (second-approval threshold), categories with optional
 * per-claim limits, claims in integer minor units with their receipts, and the moves of a claim.
 */

/** An amount in integer minor units (cents); never a float. */
export const MinorAmountSchema = z
  .number()
  .int({ message: 'expected whole minor units (cents)' })
  .min(0)
  .max(1_000_000_000_000)
  .describe('Amount in integer minor units of its currency (e.g. cents)');

/** An exchange rate to the company currency, kept exactly as entered (up to 8 decimals). */
export const ExchangeRateSchema = z
  .string()
  .trim()
  .regex(/^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,8})?$/, { message: 'expected a positive decimal rate with at most 8 decimals' })
  .describe('Company-currency units per one unit of the claim currency, as a decimal string (stored exactly)');

export const ExpenseSettingsSchema = z.object({
  currency: CurrencyCodeSchema.describe('The company currency, the default of every claim'),
  approvalThresholdMinor: MinorAmountSchema.nullable().describe(
    'Claims above this amount (company currency) also need HR or finance approval; null: the manager alone decides',
  ),
  version: VersionSchema,
});
export type ExpenseSettings = z.infer<typeof ExpenseSettingsSchema>;
export const UpdateExpenseSettingsSchema = z.object({
  approvalThresholdMinor: MinorAmountSchema.nullable(),
  version: VersionSchema,
});
export type UpdateExpenseSettings = z.infer<typeof UpdateExpenseSettingsSchema>;

export const ExpenseCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  limitMinor: MinorAmountSchema.nullable().describe('Most one claim may ask for (company currency); null: no limit'),
  version: VersionSchema,
});
export type ExpenseCategory = z.infer<typeof ExpenseCategorySchema>;
export const CreateExpenseCategorySchema = z.object({
  name: z.string().trim().min(1).max(80).describe('Name, unique in the company (case-insensitive)'),
  limitMinor: MinorAmountSchema.nullable().default(null),
});
export type CreateExpenseCategory = z.infer<typeof CreateExpenseCategorySchema>;
export const UpdateExpenseCategorySchema = CreateExpenseCategorySchema.partial().extend({ version: VersionSchema });
export type UpdateExpenseCategory = z.infer<typeof UpdateExpenseCategorySchema>;

export const ExpenseStatuses = [
  'draft',
  'submitted',
  'manager_approved',
  'approved',
  'rejected',
  'withdrawn',
  'payroll_queued',
  'paid',
] as const;
export const ExpenseStatusSchema = z
  .enum(ExpenseStatuses)
  .describe(
    'draft -> submitted | withdrawn; submitted -> manager_approved | approved | rejected | withdrawn; manager_approved -> approved | rejected | withdrawn; approved -> paid | payroll_queued; payroll_queued -> paid',
  );
export type ExpenseStatus = z.infer<typeof ExpenseStatusSchema>;

export const ExpenseReceiptSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  contentType: z.string().describe('Detected from the content (PDF or an image), never the uploader’s claim'),
  sizeBytes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ExpenseReceipt = z.infer<typeof ExpenseReceiptSchema>;

const PayrollMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'expected a month as YYYY-MM' })
  .describe('Month, YYYY-MM');

export const ExpenseClaimSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string(),
  departmentName: z.string(),
  categoryId: IdSchema,
  categoryName: z.string(),
  expenseDate: IsoDateSchema,
  amountMinor: MinorAmountSchema,
  currency: CurrencyCodeSchema,
  exchangeRate: ExchangeRateSchema.nullable().describe('Set when the currency is not the company currency'),
  companyAmountMinor: MinorAmountSchema.describe('The amount in the company currency (rounded half up)'),
  companyCurrency: CurrencyCodeSchema,
  description: z.string(),
  status: ExpenseStatusSchema,
  submittedAt: z.iso.datetime().nullable(),
  managerApprovedByName: z.string().nullable(),
  managerNote: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionNote: z.string().nullable().describe('The approver’s note, or the reason of a rejection'),
  paidOn: IsoDateSchema.nullable(),
  paymentReference: z.string().nullable(),
  payrollMonth: PayrollMonthSchema.nullable(),
  receipts: z.array(ExpenseReceiptSchema),
  createdAt: z.iso.datetime(),
  canEdit: z.boolean().describe('The caller may change it, add receipts and submit it (a draft of theirs)'),
  canWithdraw: z.boolean(),
  canDecide: z.boolean().describe('The caller may approve or reject it now'),
  canPay: z.boolean().describe('The caller may mark it paid or queue it for payroll'),
  version: VersionSchema,
});
export type ExpenseClaim = z.infer<typeof ExpenseClaimSchema>;

const DescriptionSchema = z.string().trim().min(1).max(2000);

const rateWhenForeign = (v: { currency?: string | undefined; exchangeRate?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (v.exchangeRate === '') ctx.addIssue({ code: 'custom', path: ['exchangeRate'], message: 'expected a rate or nothing' });
};

/** A new claim (a draft unless `submit`); without `currency` it is in the company currency. */
export const CreateExpenseClaimSchema = z
  .object({
    categoryId: IdSchema,
    expenseDate: IsoDateSchema,
    amountMinor: MinorAmountSchema.refine((n) => n > 0, { message: 'must be more than zero' }),
    currency: CurrencyCodeSchema.optional().describe('The company currency by default'),
    exchangeRate: ExchangeRateSchema.nullable().optional().describe('Required when the currency is not the company currency'),
    description: DescriptionSchema,
    submit: z.boolean().default(false).describe('Submit at once instead of keeping a draft'),
  })
  .superRefine(rateWhenForeign);
export type CreateExpenseClaim = z.infer<typeof CreateExpenseClaimSchema>;

export const UpdateExpenseClaimSchema = z
  .object({
    categoryId: IdSchema.optional(),
    expenseDate: IsoDateSchema.optional(),
    amountMinor: MinorAmountSchema.refine((n) => n > 0, { message: 'must be more than zero' }).optional(),
    currency: CurrencyCodeSchema.optional(),
    exchangeRate: ExchangeRateSchema.nullable().optional(),
    description: DescriptionSchema.optional(),
    version: VersionSchema,
  })
  .superRefine(rateWhenForeign);
export type UpdateExpenseClaim = z.infer<typeof UpdateExpenseClaimSchema>;

export const ExpenseVersionSchema = z.object({ version: VersionSchema });
export const ApproveExpenseClaimSchema = z.object({
  version: VersionSchema,
  note: z.string().trim().max(1000).nullable().optional().describe('An optional note for the claimant'),
});
export const RejectExpenseClaimSchema = z.object({
  version: VersionSchema,
  reason: z.string().trim().min(1).max(1000).describe('Why the claim is rejected (required)'),
});
export const PayExpenseClaimSchema = z.object({
  version: VersionSchema,
  paidOn: IsoDateSchema,
  reference: z.string().trim().min(1).max(120).describe('Payment reference (bank transfer, cheque number)'),
});
export const QueueExpenseClaimSchema = z.object({
  version: VersionSchema,
  payrollMonth: PayrollMonthSchema.describe('The payroll month that reimburses it'),
});

export const ExpenseClaimSortFields = ['expenseDate', 'createdAt', 'amountMinor'] as const;
export const ExpenseClaimListQuerySchema = pageQuery(ExpenseClaimSortFields).extend({
  status: ExpenseStatusSchema.optional(),
  employeeId: IdSchema.optional(),
  departmentId: IdSchema.optional(),
  categoryId: IdSchema.optional(),
  from: IsoDateSchema.optional().describe('Expense date on or after'),
  to: IsoDateSchema.optional().describe('Expense date on or before'),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Only the caller’s own claims'),
});
export type ExpenseClaimListQuery = z.infer<typeof ExpenseClaimListQuerySchema>;
export const ExpenseClaimPageSchema = pageOf(ExpenseClaimSchema);
export type ExpenseClaimPage = z.infer<typeof ExpenseClaimPageSchema>;

export const ExpenseTotalsSchema = z.object({
  byCategory: z.array(
    z.object({
      categoryId: IdSchema,
      categoryName: z.string(),
      currency: CurrencyCodeSchema,
      count: z.number().int(),
      amountMinor: z.number().int(),
    }),
  ),
  byMonth: z.array(
    z.object({ month: PayrollMonthSchema, currency: CurrencyCodeSchema, count: z.number().int(), amountMinor: z.number().int() }),
  ),
});
export type ExpenseTotals = z.infer<typeof ExpenseTotalsSchema>;

export const ExpenseTotalsQuerySchema = ExpenseClaimListQuerySchema.omit({ page: true, pageSize: true, sort: true });
export type ExpenseTotalsQuery = z.infer<typeof ExpenseTotalsQuerySchema>;

export const ExpenseExportQuerySchema = ExpenseClaimListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: ExportFormatSchema.default('csv'),
  lng: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional()
    .describe('Language of the headers and values (the app’s codes; ae is Arabic)'),
});
export type ExpenseExportQuery = z.infer<typeof ExpenseExportQuerySchema>;
