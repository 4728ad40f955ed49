import { z } from 'zod';
import { IdSchema, VersionSchema } from '../common/index.js';

/**
 * WhatsApp messages to employees (/whatsapp): templates with variables, messages to one
 * employee, a department or everyone, per-recipient delivery status, history.
 */

/** Variables a template body may use; each is filled from the recipient's employee record. */
export const WHATSAPP_VARIABLES = [
  'first_name',
  'last_name',
  'full_name',
  'preferred_name',
  'employee_number',
  'department',
  'designation',
  'manager_name',
  'hire_date',
  'company',
] as const;
export type WhatsAppVariable = (typeof WHATSAPP_VARIABLES)[number];

export const WhatsAppStatusSchema = z.object({
  configured: z.boolean().describe('False: messages are accepted and stay queued; the screen says the channel is not configured'),
  phoneNumberId: z.string().nullable().describe('The sending number id, last 4 digits only'),
  webhookConfigured: z.boolean().describe('WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET are set, so delivery updates arrive'),
  queued: z.number().int().describe('Recipients of this company still waiting to be sent'),
});
export type WhatsAppStatus = z.infer<typeof WhatsAppStatusSchema>;

const TemplateNameSchema = z.string().trim().min(1).max(120);
export const WhatsAppLanguageSchema = z
  .string()
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { message: 'expected a WhatsApp language code such as en, en_US or ar' })
  .describe('WhatsApp template language code: en, en_US, ar...');
export const CloudTemplateNameSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,512}$/, { message: 'expected the approved template name: lower-case letters, digits and underscores' })
  .describe('Name of the template approved in WhatsApp Manager; messages outside the 24-hour window need one');

export const WhatsAppTemplateSchema = z.object({
  id: IdSchema,
  name: TemplateNameSchema,
  language: WhatsAppLanguageSchema,
  body: z.string(),
  cloudTemplateName: CloudTemplateNameSchema.nullable(),
  variables: z.array(z.string()).describe('Placeholders the body uses, in order of appearance'),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: VersionSchema,
});
export type WhatsAppTemplate = z.infer<typeof WhatsAppTemplateSchema>;

export const WhatsAppBodySchema = z
  .string()
  .trim()
  .min(1)
  .max(4096)
  .describe(`Text with placeholders such as {{first_name}}; known variables: ${WHATSAPP_VARIABLES.join(', ')}`);

export const CreateWhatsAppTemplateSchema = z.object({
  name: TemplateNameSchema,
  language: WhatsAppLanguageSchema.default('en'),
  body: WhatsAppBodySchema,
  cloudTemplateName: CloudTemplateNameSchema.nullable().default(null),
});
export type CreateWhatsAppTemplate = z.infer<typeof CreateWhatsAppTemplateSchema>;
export const UpdateWhatsAppTemplateSchema = z.object({
  name: TemplateNameSchema.optional(),
  language: WhatsAppLanguageSchema.optional(),
  body: WhatsAppBodySchema.optional(),
  cloudTemplateName: CloudTemplateNameSchema.nullable().optional(),
  version: VersionSchema,
});
export type UpdateWhatsAppTemplate = z.infer<typeof UpdateWhatsAppTemplateSchema>;

export const WhatsAppAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('employee'), employeeId: IdSchema }),
  z.object({
    type: z.literal('department'),
    departmentId: IdSchema,
    includeSubDepartments: z.boolean().default(true),
  }),
  z.object({ type: z.literal('everyone') }),
]);
export type WhatsAppAudience = z.infer<typeof WhatsAppAudienceSchema>;

export const WhatsAppContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), body: WhatsAppBodySchema }),
  z.object({ type: z.literal('template'), templateId: IdSchema }),
]);

export const SendWhatsAppMessageSchema = z.object({
  audience: WhatsAppAudienceSchema,
  content: WhatsAppContentSchema,
});
export type SendWhatsAppMessage = z.infer<typeof SendWhatsAppMessageSchema>;

export const PreviewWhatsAppMessageSchema = z.object({
  employeeId: IdSchema,
  content: WhatsAppContentSchema,
});
export const WhatsAppPreviewSchema = z.object({
  text: z.string().describe('The message as this employee would receive it'),
  missingVariables: z.array(z.string()).describe('Placeholders without a value for this employee (or unknown)'),
  phone: z.string().nullable().describe('The number it would go to (international digits), or null when none is usable'),
});

export const DeliveryStatusSchema = z
  .enum(['queued', 'sent', 'delivered', 'read', 'failed'])
  .describe('queued until the API accepts it; then sent, delivered and read as WhatsApp reports them');
export type DeliveryStatusDto = z.infer<typeof DeliveryStatusSchema>;

export const StatusCountsSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
});

export const WhatsAppMessageSchema = z.object({
  id: IdSchema,
  audience: z.object({
    type: z.enum(['employee', 'department', 'everyone']),
    employeeId: IdSchema.nullable(),
    departmentId: IdSchema.nullable(),
    label: z.string().describe('Employee or department name; empty for everyone'),
  }),
  contentType: z.enum(['text', 'template']),
  templateId: IdSchema.nullable(),
  templateName: z.string().nullable(),
  body: z.string().describe('As written, placeholders unrendered'),
  sentBy: z.object({ id: IdSchema.nullable(), name: z.string() }),
  createdAt: z.string(),
  counts: StatusCountsSchema,
});
export type WhatsAppMessage = z.infer<typeof WhatsAppMessageSchema>;

export const WhatsAppRecipientSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string(),
  phone: z.string().nullable(),
  text: z.string().describe('The rendered text sent to this person'),
  status: DeliveryStatusSchema,
  failureCode: z
    .string()
    .nullable()
    .describe('WHATSAPP_NO_PHONE, WHATSAPP_INVALID_PHONE, WHATSAPP_SEND_FAILED, or the WhatsApp error code'),
  failureReason: z.string().nullable(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type WhatsAppRecipient = z.infer<typeof WhatsAppRecipientSchema>;

export const WhatsAppMessageDetailSchema = WhatsAppMessageSchema.extend({ recipients: z.array(WhatsAppRecipientSchema) });

export const WhatsAppHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: DeliveryStatusSchema.optional().describe('Only messages with at least one recipient in this status'),
  employeeId: IdSchema.optional().describe('Only messages sent to this employee'),
});
export const WhatsAppHistorySchema = z.object({
  items: z.array(WhatsAppMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const WhatsAppErrorCodes = [
  'WHATSAPP_TEMPLATE_NAME_TAKEN',
  'WHATSAPP_TEMPLATE_STALE_VERSION',
  'WHATSAPP_UNKNOWN_VARIABLE',
  'WHATSAPP_NO_RECIPIENTS',
  'WHATSAPP_OUT_OF_SCOPE',
  'WHATSAPP_NO_PHONE',
  'WHATSAPP_INVALID_PHONE',
  'WHATSAPP_SEND_FAILED',
  'WHATSAPP_SIGNATURE_INVALID',
  'WHATSAPP_WEBHOOK_NOT_CONFIGURED',
  'WHATSAPP_INVALID_MESSAGE',
] as const;
export type WhatsAppErrorCode = (typeof WhatsAppErrorCodes)[number];
