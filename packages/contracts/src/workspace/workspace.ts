import { z } from 'zod';
import { IsoDateSchema } from '../common/index.js';

/**
 * The workspace composes what every module contributes through the server's registry: dashboard
 * cards and calendar sources. A card or an event carries translation keys of its own module
 * (`people:cards.headcount`), so the workspace renders any module's contribution without knowing it.
 */

const I18nKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*:[A-Za-z0-9_.-]+$/)
  .describe('A translation key with its namespace, e.g. people:cards.headcount');
const AppPathSchema = z.string().startsWith('/').describe('The screen that lists what the number counts');

export const CardFigureSchema = z.object({
  labelKey: I18nKeySchema,
  value: z.number().nullable().describe('Null when there is nothing to compute from (e.g. a rate without head-count)'),
  unit: z.enum(['count', 'percent', 'days']).default('count'),
  href: AppPathSchema.optional(),
  tone: z.enum(['neutral', 'good', 'warning', 'danger']).default('neutral'),
});

export const CardItemSchema = z.object({
  id: z.string(),
  title: z.string().describe('User data (a name, a document title): shown as text'),
  detailKey: I18nKeySchema.optional().describe('Translated with detailValues'),
  detailValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  date: IsoDateSchema.optional(),
  href: AppPathSchema.optional(),
});

export const DashboardCardIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/)
  .describe('<module>.<card>, unique across modules');

export const DashboardCardSchema = z.object({
  id: DashboardCardIdSchema,
  module: z.string(),
  titleKey: I18nKeySchema,
  audience: z.enum(['company', 'team', 'own']).describe('Whose records the card covers, from the caller’s scope'),
  size: z.enum(['small', 'wide']),
  figures: z.array(CardFigureSchema),
  items: z.array(CardItemSchema),
  emptyKey: I18nKeySchema.optional().describe('Shown when there are no items and no figures'),
  hidden: z.boolean().describe('Hidden by the user; still listed so it can be shown again'),
});
export type DashboardCard = z.infer<typeof DashboardCardSchema>;
export type CardFigure = z.input<typeof CardFigureSchema>;
export type CardItem = z.infer<typeof CardItemSchema>;

export const DashboardSchema = z.object({
  asOf: IsoDateSchema.describe('Today in the company’s time zone'),
  cards: z.array(DashboardCardSchema).describe('In the user’s order; cards the user may not see are absent'),
  version: z.number().int().min(0).describe('The layout’s version (0 before the user changed it)'),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const DashboardLayoutSchema = z
  .object({
    order: z.array(DashboardCardIdSchema).max(100).describe('Card ids in the order to show them; unknown ids are ignored'),
    hidden: z.array(DashboardCardIdSchema).max(100),
    version: z.number().int().min(0).describe('The version you read (0 before the first change)'),
  })
  .refine((l) => new Set(l.order).size === l.order.length, { path: ['order'], message: 'A card is listed twice' });
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;

export const CalendarQuerySchema = z
  .object({
    from: IsoDateSchema.optional().describe('First day; with `to` omitted too, the current month in the company’s time zone'),
    to: IsoDateSchema.optional().describe('Last day, inclusive; at most 62 days after from'),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { path: ['to'], message: 'Give both from and to, or neither' })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Must not be before from' })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: 'At most 62 days after from',
  });
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

export const CalendarEventSchema = z.object({
  id: z.string().describe('Unique within its source'),
  source: z.string().describe('<module>.<source>'),
  title: z.string().describe('User data: shown as text'),
  titleKey: I18nKeySchema.optional().describe('When set, the title is translated with titleValues'),
  titleValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  start: IsoDateSchema,
  end: IsoDateSchema.describe('Inclusive; equal to start for a one-day event'),
  href: AppPathSchema.optional(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

export const CalendarSourceSchema = z.object({
  id: z.string(),
  labelKey: I18nKeySchema,
  colour: z.enum(['blue', 'green', 'amber', 'red', 'violet', 'teal']),
});

export const CalendarSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  sources: z.array(CalendarSourceSchema).describe('The sources the caller may see'),
  events: z.array(CalendarEventSchema).describe('Ordered by start, then source'),
});
export type Calendar = z.infer<typeof CalendarSchema>;

export const WorkspaceErrorCodes = [
  'WORKSPACE_LAYOUT_STALE_VERSION',
  'WORKSPACE_TODO_STALE_VERSION',
  'WORKSPACE_TODO_NOT_IN_TRASH',
] as const;

export const CalendarFeedStatusSchema = z.object({
  active: z.boolean().describe('Whether the caller has a subscription address; the address itself is shown only when made'),
  createdAt: z.string().datetime({ offset: true }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const CalendarFeedCreatedSchema = z.object({
  active: z.literal(true),
  createdAt: z.string().datetime({ offset: true }),
  path: z.string().describe('The secret address path (/api/calendar/feed/<token>.ics); shown once, only its hash is kept'),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

export const CalendarFeedParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}\.ics$/)
    .describe('<token>.ics'),
});
