import { z } from 'zod';
import { IdSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';

/**
 * Announcements: rich text (sanitised HTML, ADR 0104) to the whole company or to a
 * mix of departments and branches; drafts, scheduled, published, archived; pinned first; readers
 * mark them read and authors follow who has.
 */

/** `departments` names the chosen departments and branches (an employee in either is addressed). */
export const AnnouncementAudiences = ['everyone', 'departments'] as const;
export const AnnouncementStatuses = ['draft', 'scheduled', 'published', 'archived'] as const;
export type AnnouncementStatus = (typeof AnnouncementStatuses)[number];
export const AnnouncementPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type AnnouncementPriority = (typeof AnnouncementPriorities)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes('\u0000'), { message: 'must not contain NUL bytes' });

const Named = z.object({ id: IdSchema, name: z.string() });

export const AnnouncementSchema = z.object({
  id: IdSchema,
  title: z.string(),
  body: z.string().describe('Sanitised HTML (ADR 0104); older rows may be plain text without tags'),
  priority: z.enum(AnnouncementPriorities),
  pinned: z.boolean(),
  audience: z.enum(AnnouncementAudiences),
  departments: z.array(Named),
  branches: z.array(Named),
  status: z.enum(AnnouncementStatuses),
  publishedAt: z.iso.datetime().nullable().describe('When readers see it (the scheduled time of a scheduled one)'),
  expiresAt: z.iso.datetime().nullable().describe('After it readers no longer see it listed'),
  /** Derived: published and past its expiry. */
  expired: z.boolean(),
  authorName: z.string(),
  readByMe: z.boolean(),
  /** Only for those who may manage announcements; null otherwise. */
  reads: z.object({ read: z.number().int(), audience: z.number().int() }).nullable(),
  /** Only for authors: the last reminder sent to the unread audience. */
  remindedAt: z.iso.datetime().nullable(),
  version: VersionSchema,
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

const AnnouncementFields = z.object({
  title: text(160).pipe(z.string().min(1)).describe('Headline'),
  body: text(10000)
    .pipe(z.string().min(1))
    .describe('Rich text: HTML sanitised on save (ADR 0104), at most 10000 characters as stored; text without tags is taken as plain text'),
  priority: z.enum(AnnouncementPriorities).default('normal'),
  pinned: z.boolean().default(false),
  audience: z.enum(AnnouncementAudiences),
  departmentIds: z.array(IdSchema).max(100).default([]).describe('The departments addressed when the audience is chosen'),
  branchIds: z.array(IdSchema).max(100).default([]).describe('The branches addressed when the audience is chosen'),
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null).describe('Publish later at this time instead of at once'),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null).describe('Readers no longer see it after this time'),
});
type AudienceShape = { audience?: string | undefined; departmentIds?: string[] | undefined; branchIds?: string[] | undefined };
const audienceNamed = (v: AudienceShape) => v.audience !== 'departments' || (v.departmentIds?.length ?? 0) + (v.branchIds?.length ?? 0) > 0;
const audienceIssue = { message: 'name at least one department or branch', path: ['departmentIds'] };

export const CreateAnnouncementSchema = AnnouncementFields.extend({
  publish: z.boolean().default(false).describe('Publish (at once, or at publishAt) instead of keeping a draft'),
}).refine(audienceNamed, audienceIssue);
export type CreateAnnouncement = z.input<typeof CreateAnnouncementSchema>;

export const UpdateAnnouncementSchema = z
  .object({
    title: AnnouncementFields.shape.title,
    body: AnnouncementFields.shape.body,
    priority: z.enum(AnnouncementPriorities),
    pinned: z.boolean(),
    audience: z.enum(AnnouncementAudiences),
    departmentIds: z.array(IdSchema).max(100),
    branchIds: z.array(IdSchema).max(100),
    publishAt: z.iso.datetime({ offset: true }).nullable(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()
  .extend({ version: VersionSchema })
  .refine(audienceNamed, audienceIssue);
export type UpdateAnnouncement = z.input<typeof UpdateAnnouncementSchema>;

export const PublishAnnouncementSchema = z.object({ version: VersionSchema });

/** A change of status: publish (at once, or scheduled when its publish time is ahead), unschedule to a draft, archive. */
export const AnnouncementTransitionSchema = z.object({
  to: z.enum(['published', 'draft', 'archived']),
  version: VersionSchema,
});
export type AnnouncementTransition = z.input<typeof AnnouncementTransitionSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const AnnouncementListQuerySchema = pageQuery(['publishedAt', 'title'] as const).extend({
  status: z.enum(AnnouncementStatuses).optional(),
  priority: z.enum(AnnouncementPriorities).optional(),
  mine: flag.optional().describe('Only those addressed to the caller and visible now, even for authors'),
});
export type AnnouncementListQuery = z.input<typeof AnnouncementListQuerySchema>;
export const AnnouncementPageSchema = pageOf(AnnouncementSchema);
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;

/** Who in the audience has read an announcement and who has not. */
export const AnnouncementReaderSchema = z.object({
  userId: IdSchema,
  name: z.string(),
  department: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
});
export type AnnouncementReader = z.infer<typeof AnnouncementReaderSchema>;
export const AnnouncementReadersQuerySchema = pageQuery(['name'] as const).extend({
  state: z.enum(['read', 'unread']).optional().describe('Only those who have read, or not'),
});
export type AnnouncementReadersQuery = z.input<typeof AnnouncementReadersQuerySchema>;
export const AnnouncementReadersPageSchema = pageOf(AnnouncementReaderSchema).extend({
  read: z.number().int().describe('Readers in the whole audience'),
  audience: z.number().int().describe('People the announcement reaches'),
});
export type AnnouncementReadersPage = z.infer<typeof AnnouncementReadersPageSchema>;

/** The departments and branches an author may address. */
export const AnnouncementAudienceOptionsSchema = z.object({ departments: z.array(Named), branches: z.array(Named) });
export type AnnouncementAudienceOptions = z.infer<typeof AnnouncementAudienceOptionsSchema>;
