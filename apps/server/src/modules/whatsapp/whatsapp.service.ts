import type { CreateWhatsAppTemplate, UpdateWhatsAppTemplate, WhatsAppStatus, WhatsAppTemplate } from '@hcims/contracts/whatsapp';
import type { Env } from '../../env.js';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import { audit, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import { isConfigured } from '../../platform/whatsapp/index.js';
import * as repo from './whatsapp.repository.js';
import { checkBody } from './whatsapp.rules.js';

/**
 * WhatsApp messaging (ADR 0024): templates and the channel's status. Use cases take the
 * request's context; the route opens its one tenant transaction. Messages are in
 * `messages.service.ts`, delivery (the job and the webhook) in `whatsapp.delivery.ts`.
 */

function templateDto(row: repo.TemplateRow): WhatsAppTemplate {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    body: row.body,
    cloudTemplateName: row.cloudTemplateName,
    variables: checkBody(row.body),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const nameTaken = () =>
  new AppError('WHATSAPP_TEMPLATE_NAME_TAKEN', 'A template with this name and language exists', {
    status: 409,
    details: [{ path: 'body.name', message: 'is already used in this language' }],
  });

/** A unique violation on insert or update can only be the name and language of a template in use. */
async function orNameTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
}

/** A template of the caller's company in use, or 404. */
export async function findTemplate(ctx: RequestCtx, id: string): Promise<repo.TemplateRow> {
  const row = await repo.findTemplate(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Template');
  return row;
}

export async function listTemplates(ctx: RequestCtx): Promise<WhatsAppTemplate[]> {
  return (await repo.listTemplates(ctx.tx, ctx.companyId)).map(templateDto);
}

export async function getTemplate(ctx: RequestCtx, id: string): Promise<WhatsAppTemplate> {
  return templateDto(await findTemplate(ctx, id));
}

export async function createTemplate(ctx: RequestCtx, input: CreateWhatsAppTemplate): Promise<WhatsAppTemplate> {
  checkBody(input.body);
  const row = await orNameTaken(
    repo.insertTemplate(ctx.tx, { companyId: ctx.companyId, ...input, createdBy: ctx.userId, createdAt: ctx.now, updatedAt: ctx.now }),
  );
  await audit(ctx, 'people.whatsapp-template-created', { type: 'whatsapp-template', id: row.id }, null, input);
  return templateDto(row);
}

export async function updateTemplate(ctx: RequestCtx, id: string, input: UpdateWhatsAppTemplate): Promise<WhatsAppTemplate> {
  if (input.body !== undefined) checkBody(input.body);
  const before = await findTemplate(ctx, id);
  if (before.version !== input.version) throw staleVersion('WHATSAPP_TEMPLATE_STALE_VERSION', 'template', before.version);
  const { version, ...changes } = input;
  const row = await orNameTaken(repo.updateTemplate(ctx.tx, id, version, { ...changes, updatedAt: ctx.now }));
  if (!row) throw staleVersion('WHATSAPP_TEMPLATE_STALE_VERSION', 'template', version + 1);
  const shown = (t: repo.TemplateRow) => ({ name: t.name, language: t.language, body: t.body, cloudTemplateName: t.cloudTemplateName });
  await audit(ctx, 'people.whatsapp-template-updated', { type: 'whatsapp-template', id }, shown(before), shown(row));
  return templateDto(row);
}

/** Archived, not deleted: the history keeps naming it. Its name becomes free again. */
export async function deleteTemplate(ctx: RequestCtx, id: string): Promise<void> {
  const before = await findTemplate(ctx, id);
  await repo.archiveTemplate(ctx.tx, id, before.version + 1, ctx.now);
  await audit(ctx, 'people.whatsapp-template-deleted', { type: 'whatsapp-template', id }, { name: before.name, language: before.language });
}

export type ChannelSettings = Pick<
  Env,
  'WHATSAPP_API_URL' | 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN'
>;

/** Whether the Cloud API is configured (otherwise messages stay queued), and how many wait. */
export async function status(ctx: RequestCtx, env: ChannelSettings): Promise<WhatsAppStatus> {
  const id = env.WHATSAPP_PHONE_NUMBER_ID;
  return {
    configured: isConfigured(env),
    phoneNumberId: id ? `…${id.slice(-4)}` : null,
    webhookConfigured: Boolean(env.WHATSAPP_VERIFY_TOKEN && env.WHATSAPP_APP_SECRET),
    queued: await repo.queuedCount(ctx.tx, ctx.companyId),
  };
}
