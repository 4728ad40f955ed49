import { z } from 'zod';
import { IdSchema } from '../common/index.js';

/** The header's bell: the caller's latest notifications in the active company. */

export const NotificationSchema = z.object({
  id: IdSchema,
  kind: z.string().describe('<module>.<kind>'),
  textKey: z.string().describe('Translation key with its namespace'),
  textValues: z.record(z.string(), z.union([z.string(), z.number()])),
  href: z.string().nullable().describe('The screen it is about'),
  createdAt: z.string().describe('ISO timestamp'),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const NotificationFeedSchema = z.object({
  items: z.array(NotificationSchema).describe('Newest first'),
  unread: z.number().int().describe('Unread notifications in all'),
});
export type NotificationFeed = z.infer<typeof NotificationFeedSchema>;

export const NotificationIdParamsSchema = z.object({ id: IdSchema });
