import { z } from 'zod';
import { IdSchema, IsoDateSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';
import { ExportFormatSchema } from '../reports/index.js';

export const HolidayTypes = ['public', 'religious', 'special', 'other'] as const;
export const HolidayTypeSchema = z.enum(HolidayTypes).describe('Kind of holiday');
export type HolidayType = z.infer<typeof HolidayTypeSchema>;

/** At most a year of dates in one request. */
export const MAX_HOLIDAY_DATES = 366;

const DescriptionSchema = z.string().trim().min(1).max(200).describe('What the holiday is (e.g. National Day)');
const BranchIdSchema = IdSchema.nullable().describe('The branch the holiday applies to; null for the whole company');

export const HolidaySchema = z.object({
  id: IdSchema,
  date: IsoDateSchema,
  type: HolidayTypeSchema,
  description: z.string().describe('What the holiday is'),
  branchId: BranchIdSchema,
  branchName: z.string().nullable().describe('Name of the branch, null for the whole company'),
  version: VersionSchema,
});
export type Holiday = z.infer<typeof HolidaySchema>;

/**
 * Marks holidays: either a list of dates or a range (`from`..`to`, both included), with one type
 * and description. A date that is already a holiday refuses the whole request (422 ROUTINES_HOLIDAY_EXISTS).
 */
export const CreateHolidaysSchema = z
  .object({
    dates: z.array(IsoDateSchema).min(1).max(MAX_HOLIDAY_DATES).optional().describe('Single dates to mark'),
    from: IsoDateSchema.optional().describe('First day of a range'),
    to: IsoDateSchema.optional().describe('Last day of a range (included)'),
    type: HolidayTypeSchema,
    description: DescriptionSchema,
    branchId: BranchIdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const range = v.from !== undefined || v.to !== undefined;
    if (v.dates === undefined && !range) ctx.addIssue({ code: 'custom', path: ['dates'], message: 'give dates or a range' });
    if (v.dates !== undefined && range) ctx.addIssue({ code: 'custom', path: ['from'], message: 'give dates or a range, not both' });
    if (range && (v.from === undefined || v.to === undefined))
      ctx.addIssue({ code: 'custom', path: [v.from === undefined ? 'from' : 'to'], message: 'a range needs both ends' });
    if (v.from !== undefined && v.to !== undefined) {
      if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range must end on or after its start' });
      else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 >= MAX_HOLIDAY_DATES)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'a range covers at most a year' });
    }
  });
export type CreateHolidays = z.infer<typeof CreateHolidaysSchema>;
export const CreatedHolidaysSchema = z.object({ items: z.array(HolidaySchema) });

/** Send only the fields that change, with the version you read; a stale version answers 409 ROUTINES_HOLIDAY_STALE_VERSION. */
export const UpdateHolidaySchema = z.object({
  date: IsoDateSchema.optional(),
  type: HolidayTypeSchema.optional(),
  description: DescriptionSchema.optional(),
  branchId: BranchIdSchema.optional(),
  version: VersionSchema,
});
export type UpdateHoliday = z.infer<typeof UpdateHolidaySchema>;

export const HolidaySorts = ['date', 'type'] as const;
export const HolidayListQuerySchema = pageQuery(HolidaySorts).extend({
  year: z.coerce.number().int().min(1900).max(2200).optional().describe('Only holidays of this calendar year'),
  type: HolidayTypeSchema.optional(),
  branchId: IdSchema.optional().describe('Only holidays that apply to this branch (its own and the whole company’s)'),
});
export type HolidayListQuery = z.infer<typeof HolidayListQuerySchema>;
export const HolidayPageSchema = pageOf(HolidaySchema);
export type HolidayPage = z.infer<typeof HolidayPageSchema>;

/** The filtered holiday list (every page) as a file; `lng` names the language of its headers (else Accept-Language). */
export const HolidayExportQuerySchema = HolidayListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: ExportFormatSchema.default('csv'),
  lng: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional()
    .describe('Language of the headers and values (the app’s codes; ae is Arabic)'),
});
export type HolidayExportQuery = z.infer<typeof HolidayExportQuerySchema>;

/** Rows a holiday import may hold: a year of dates. */
export const MAX_HOLIDAY_IMPORT_ROWS = MAX_HOLIDAY_DATES;

export const HolidayImportFormats = ['csv', 'ics'] as const;

/**
 * Imports holidays from a CSV (header row with date, type, description and optional branch, the
 * branch by name) or an ICS calendar (all-day VEVENTs; a multi-day event gives each of its dates;
 * SUMMARY becomes the description, `type` and `branchId` apply to every event). With
 * `commit: false` it only checks and previews; with `commit: true` it marks every new date in one
 * transaction, or nothing when a row has an error (422 ROUTINES_HOLIDAY_IMPORT_INVALID with the
 * issues). Dates that are already holidays are reported and skipped, never doubled.
 */
export const HolidayImportSchema = z
  .object({
    format: z.enum(HolidayImportFormats).describe('csv or ics'),
    content: z.string().min(1).max(512_000).describe('The text of the file'),
    type: HolidayTypeSchema.optional().describe('For ICS: the type of every imported holiday'),
    branchId: BranchIdSchema.optional().describe('For ICS: the branch every imported holiday applies to'),
    commit: z.boolean().default(false).describe('false: check and preview only; true: mark the holidays'),
  })
  .superRefine((v, ctx) => {
    if (v.format === 'ics' && v.type === undefined) ctx.addIssue({ code: 'custom', path: ['type'], message: 'an ICS import needs a type' });
  });
export type HolidayImport = z.infer<typeof HolidayImportSchema>;

export const HolidayImportIssueSchema = z.object({
  row: z.number().int().describe('Row of the CSV (the header is row 1) or line of the ICS file'),
  column: z.string().describe('The CSV column or ICS property at fault'),
  code: z
    .string()
    .describe(
      'What is wrong: missing_column, required, invalid_date, invalid_type, too_long, unknown_branch, duplicate_in_file, not_all_day, bad_range, recurring, no_events, too_many',
    ),
  value: z.string().nullable().describe('The value that was read'),
});
export type HolidayImportIssue = z.infer<typeof HolidayImportIssueSchema>;

export const HolidayImportRowSchema = z.object({
  row: z.number().int().describe('Row or line the date came from'),
  date: IsoDateSchema,
  type: HolidayTypeSchema,
  description: z.string(),
  branchId: IdSchema.nullable(),
  branchName: z.string().nullable(),
  existing: z.boolean().describe('The date is already a holiday: skipped, not doubled'),
});
export type HolidayImportRow = z.infer<typeof HolidayImportRowSchema>;

export const HolidayImportReportSchema = z.object({
  rows: z.array(HolidayImportRowSchema),
  issues: z.array(HolidayImportIssueSchema),
  created: z.number().int().describe('Holidays marked (0 for a preview)'),
  skipped: z.number().int().describe('Dates skipped because they are already holidays'),
  committed: z.boolean(),
});
export type HolidayImportReport = z.infer<typeof HolidayImportReportSchema>;
