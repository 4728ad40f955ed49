import { z } from 'zod';

/**
 * What every report definition shares, whichever module contributes it (ADR 0080): the value
 * types of its fields, the operators each type allows, and how an export is asked for. A
 * module's own fields, ready-made reports and wire schemas stay in its own folder (the
 * employees definition: `@hcims/contracts/people`).
 */

export const ReportValueTypeSchema = z.enum(['text', 'enum', 'date', 'number', 'money', 'id']);
export type ReportValueType = z.infer<typeof ReportValueTypeSchema>;

export const REPORT_OPERATORS_BY_TYPE = {
  text: ['eq', 'neq', 'contains', 'startsWith', 'in', 'isEmpty', 'isNotEmpty'],
  enum: ['eq', 'neq', 'in', 'isEmpty', 'isNotEmpty'],
  date: ['eq', 'before', 'after', 'onOrBefore', 'onOrAfter', 'between', 'isEmpty', 'isNotEmpty'],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  money: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  id: ['eq', 'neq', 'in', 'isEmpty', 'isNotEmpty'],
} as const satisfies Record<ReportValueType, readonly string[]>;

export const ReportOperatorSchema = z.enum([
  'eq',
  'neq',
  'contains',
  'startsWith',
  'in',
  'isEmpty',
  'isNotEmpty',
  'before',
  'after',
  'onOrBefore',
  'onOrAfter',
  'between',
  'gt',
  'gte',
  'lt',
  'lte',
]);
export type ReportOperator = z.infer<typeof ReportOperatorSchema>;

export const ExportFormatSchema = z.enum(['csv', 'xlsx', 'pdf']);
export const ReportExportQuerySchema = z.object({
  format: ExportFormatSchema.default('csv'),
  lng: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional()
    .describe('Language of the export (ae = Arabic, right to left); defaults to the Accept-Language header, then en'),
  title: z.string().trim().max(120).optional().describe('Title printed on a PDF and in the file properties'),
});
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

/**
 * One allow-listed field of a report definition as the wire knows it. Each module lists its own
 * (`@hcims/contracts/people`: employees; `routines`: attendance, leave requests, expense claims;
 * `tasks`: tasks); the web labels them with `people.reports.fields.<key>`.
 */
export type ReportFieldDefinition<K extends string = string> = {
  key: K;
  type: ReportValueType;
  /** Needs a permission of its own (the server's definition names which). */
  sensitive: boolean;
  /** Can be a column of the report (ids are filters only). */
  column: boolean;
  groupable: boolean;
  sortable: boolean;
  /** For enums: the allowed values. */
  values?: readonly string[];
};

/** A field with the usual defaults: ids are filters only, everything else a sortable column. */
export const reportField = <K extends string>(
  key: K,
  type: ReportValueType,
  options: Partial<Omit<ReportFieldDefinition, 'key' | 'type'>> = {},
): ReportFieldDefinition<K> => ({
  key,
  type,
  sensitive: false,
  column: type !== 'id',
  groupable: false,
  sortable: type !== 'id',
  ...options,
});

/** The keys of a field list as a non-empty tuple, for `z.enum`. */
export const fieldKeys = <K extends string>(fields: readonly ReportFieldDefinition<K>[]): [K, ...K[]] =>
  fields.map((f) => f.key) as [K, ...K[]];
