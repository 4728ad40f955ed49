import { z } from 'zod';
import { IdSchema, IsoDateSchema, VersionSchema } from '../common/index.js';
import { TaskPersonSchema, TaskPrioritySchema } from './task.js';

/**
 * Recurring tasks: a series makes one task (an occurrence) per date of its rule, in the company's
 * time zone, a few days ahead. Editing the series changes its future occurrences that have not
 * started and were not edited on their own; editing one occurrence is editing that task.
 */

export const TaskFrequencies = ['daily', 'weekly', 'monthly'] as const;
export const TaskFrequencySchema = z.enum(TaskFrequencies).describe('daily; weekly on the chosen weekdays; monthly on a day of the month');
export type TaskFrequency = z.infer<typeof TaskFrequencySchema>;

const WeekdaySchema = z.number().int().min(1).max(7).describe('ISO weekday: 1 = Monday ... 7 = Sunday');

const Instructions = z
  .string()
  .trim()
  .max(5000)
  .describe('Instructions, rich text sanitised on save (ADR 0104); text without tags is taken as plain text');
const Weekdays = z.array(WeekdaySchema).max(7).describe('For a weekly series: the days it falls on (at least one)');
const MonthDay = z.number().int().min(1).max(31).nullable().describe('For a monthly series: the day (a shorter month uses its last day)');
const EndsOn = IsoDateSchema.nullable().describe('The last date it may fall on; null: no end');
const DurationDays = z.number().int().min(0).max(365).describe('Each occurrence is due this many days after its date');
const SkipNonWorkingDays = z.boolean().describe('Leave out dates that are not working days of the company');

/** The fields without defaults (an update leaves out what does not change). */
const SeriesFieldsSchema = z.object({
  name: z.string().trim().min(1).max(160).describe('What is to be done each time'),
  instructions: Instructions,
  weight: z.number().int().min(1).max(10).describe('Weight of each occurrence, 1 (light) to 10 (heavy)'),
  priority: TaskPrioritySchema,
  assigneeId: IdSchema.describe('The employee who does each occurrence'),
  frequency: TaskFrequencySchema,
  weekdays: Weekdays,
  monthDay: MonthDay,
  startsOn: IsoDateSchema.describe('The first date the series may fall on'),
  endsOn: EndsOn,
  durationDays: DurationDays,
  skipNonWorkingDays: SkipNonWorkingDays,
});

export const CreateTaskSeriesSchema = SeriesFieldsSchema.extend({
  instructions: Instructions.default(''),
  weekdays: Weekdays.default([]),
  monthDay: MonthDay.default(null),
  endsOn: EndsOn.default(null),
  durationDays: DurationDays.default(0),
  skipNonWorkingDays: SkipNonWorkingDays.default(false),
});
export type CreateTaskSeries = z.input<typeof CreateTaskSeriesSchema>;

/** Send only what changes, with the version you read; `active: false` stops the series (its future, unstarted occurrences go). */
export const UpdateTaskSeriesSchema = SeriesFieldsSchema.partial().extend({
  active: z.boolean().optional().describe('false stops the series'),
  version: VersionSchema,
});
export type UpdateTaskSeries = z.input<typeof UpdateTaskSeriesSchema>;

export const TaskSeriesSchema = z.object({
  id: IdSchema,
  name: z.string(),
  instructions: z.string(),
  weight: z.number().int(),
  priority: TaskPrioritySchema,
  assignee: TaskPersonSchema,
  frequency: TaskFrequencySchema,
  weekdays: z.array(z.number().int()),
  monthDay: z.number().int().nullable(),
  startsOn: IsoDateSchema,
  endsOn: IsoDateSchema.nullable(),
  durationDays: z.number().int(),
  skipNonWorkingDays: z.boolean(),
  generatedThrough: IsoDateSchema.nullable().describe('The last date occurrences have been made for'),
  active: z.boolean(),
  nextOccurrences: z.array(IsoDateSchema).describe('The next few dates the series falls on from today'),
  version: VersionSchema,
});
export type TaskSeries = z.infer<typeof TaskSeriesSchema>;
export const TaskSeriesListSchema = z.object({ items: z.array(TaskSeriesSchema) });
export type TaskSeriesList = z.infer<typeof TaskSeriesListSchema>;
