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

/** Where a notification goes: the bell, an email, both (ADR 0107); none is an empty list. */
export const NotificationChannelSchema = z.enum(['in_app', 'email']);
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>;

export const NotificationPreferenceSchema = z.object({
  kind: z.string().describe('<module>.<kind>'),
  module: z.string().describe('The module that declares the kind'),
  labelKey: z.string().describe('Translation key of what the kind is about'),
  defaultChannels: z.array(NotificationChannelSchema).describe('The declaration’s choice, used until the user chooses'),
  channels: z.array(NotificationChannelSchema).describe('The channels in use now'),
  chosen: z.boolean().describe('Whether the user chose (false: the default applies)'),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

export const NotificationPreferencesSchema = z.object({
  items: z.array(NotificationPreferenceSchema).describe('Every declared kind, by module'),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.string().min(1).max(100),
        channels: z.array(NotificationChannelSchema).max(2).describe('Empty: none'),
      }),
    )
    .min(1)
    .max(200),
});
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;
