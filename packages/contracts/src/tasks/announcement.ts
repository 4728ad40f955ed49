import { z } from 'zod';
import { IdSchema, pageOf, pageQuery, VersionSchema } from '../common/index.js';

/** Announcements: plain text to everyone or to departments; drafts until published; readers mark them read. */

export const AnnouncementAudiences = ['everyone', 'departments'] as const;
export const AnnouncementStatuses = ['draft', 'published'] as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes('\u0000'), { message: 'must not contain NUL bytes' });

export const AnnouncementSchema = z.object({
  id: IdSchema,
  title: z.string(),
  body: z.string().describe('Plain text; line breaks kept'),
  audience: z.enum(AnnouncementAudiences),
  departments: z.array(z.object({ id: IdSchema, name: z.string() })),
  status: z.enum(AnnouncementStatuses),
  publishedAt: z.iso.datetime().nullable(),
  authorName: z.string(),
  readByMe: z.boolean(),
  /** Only for those who may manage announcements; null otherwise. */
  reads: z.object({ read: z.number().int(), audience: z.number().int() }).nullable(),
  version: VersionSchema,
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

const AnnouncementFields = z.object({
  title: text(160).pipe(z.string().min(1)).describe('Headline'),
  body: text(10000).pipe(z.string().min(1)).describe('Plain text; line breaks kept'),
  audience: z.enum(AnnouncementAudiences),
  departmentIds: z.array(IdSchema).max(100).default([]).describe('The departments when the audience is departments'),
});
const departmentsNamed = (v: { audience?: string | undefined; departmentIds?: string[] | undefined }) =>
  v.audience !== 'departments' || (v.departmentIds?.length ?? 0) > 0;
const departmentsIssue = { message: 'name at least one department', path: ['departmentIds'] };

export const CreateAnnouncementSchema = AnnouncementFields.extend({
  publish: z.boolean().default(false).describe('Publish at once instead of keeping a draft'),
}).refine(departmentsNamed, departmentsIssue);
export type CreateAnnouncement = z.input<typeof CreateAnnouncementSchema>;

export const UpdateAnnouncementSchema = AnnouncementFields.partial()
  .extend({ version: VersionSchema })
  .refine(departmentsNamed, departmentsIssue);
export type UpdateAnnouncement = z.input<typeof UpdateAnnouncementSchema>;

export const PublishAnnouncementSchema = z.object({ version: VersionSchema });

export const AnnouncementListQuerySchema = pageQuery(['publishedAt', 'title'] as const);
export type AnnouncementListQuery = z.input<typeof AnnouncementListQuerySchema>;
export const AnnouncementPageSchema = pageOf(AnnouncementSchema);
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;
