import { z } from 'zod';

/** Building blocks every module's contracts reuse. */

export const IdSchema = z.uuid().describe('Record id (UUID)');
export const IsoDateSchema = z.iso.date().describe('Calendar date, YYYY-MM-DD');
export const TimeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'expected a time as HH:MM' })
  .describe('Time of day, HH:MM (24-hour)');
export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'expected a three-letter ISO 4217 code' })
  .describe('ISO 4217 currency code');
export const CountryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: 'expected a two-letter ISO 3166 code' })
  .describe('ISO 3166-1 alpha-2 country code');
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, { message: 'expected a phone number' })
  .describe('Phone number, international format preferred');
export const VersionSchema = z.number().int().min(1).describe('Row version for optimistic concurrency; send back the one you read');

/** A sort value of a list: a field, or the field with a leading minus for descending. */
export type SortValue<S extends readonly string[]> = S[number] | `-${S[number]}`;

/** Query of a paginated list: page numbers, an allow-listed sort, free-text search. */
export const pageQuery = <S extends readonly [string, ...string[]]>(sortFields: S) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
    pageSize: z.coerce.number().int().min(1).max(200).default(25).describe('Rows per page, at most 200'),
    sort: z
      .enum(sortFields.flatMap((f) => [f, `-${f}`]) as [SortValue<S>, ...SortValue<S>[]])
      .optional()
      .describe('Sort field; a leading minus sorts descending'),
    q: z.string().trim().max(100).optional().describe('Free-text search'),
  });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().describe('Rows matching the filters, across all pages'),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * Rich text (task instructions, announcement bodies, meeting notes and decisions) is stored as HTML
 * limited to these tags; the server sanitises every write and the web every render with this one
 * list (docs/decisions/0104-rich-text.md).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'a',
  'code',
  'pre',
];

/** Only absolute web and mail links survive in rich text; anything else (javascript:, data:, relative) loses its href. */
export const RICH_TEXT_SAFE_HREF = /^(https?:\/\/|mailto:)/i;
