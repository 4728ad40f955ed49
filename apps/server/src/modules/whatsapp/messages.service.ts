import type { PermissionCode, Scope } from '@hcims/contracts/access';
import type { DeliveryStatusDto, SendWhatsAppMessage, WhatsAppMessage, WhatsAppRecipient } from '@hcims/contracts/whatsapp';
import { calendarDateIn } from '../../platform/dates/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { audit, forbidden, scopeOf, type RequestCtx } from '../../platform/request/index.js';
import type { CallerScope, RecipientAudience, RecipientRecord, WhatsAppPeoplePort } from './whatsapp.people-port.js';
import * as repo from './whatsapp.repository.js';
import { checkBody, planRecipient } from './whatsapp.rules.js';
import { findTemplate } from './whatsapp.service.js';

/**
 * WhatsApp messages: preview, send (the message and one outbox row per recipient, in the
 * request's transaction; the delivery job sends them), history and detail. Who may be messaged
 * and seen comes from the people module through `WhatsAppPeoplePort`.
 */

/** The caller's reach for a permission (the guard has already refused callers without it). */
function callerFor(ctx: RequestCtx, code: PermissionCode): CallerScope {
  const scope: Scope | null = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  return { companyId: ctx.companyId, userId: ctx.userId, scope };
}

async function companyOf(ctx: RequestCtx) {
  const company = (await repo.companyFacts(ctx.tx, ctx.companyId))!;
  return { ...company, today: calendarDateIn(ctx.now, company.timeZone) };
}

const factsOf = (person: RecipientRecord, companyName: string) => ({ ...person, companyName });

async function resolveContent(ctx: RequestCtx, content: SendWhatsAppMessage['content']) {
  if (content.type === 'text') {
    checkBody(content.body, 'body.content.body');
    return { body: content.body, template: null };
  }
  const template = await findTemplate(ctx, content.templateId);
  return { body: template.body, template };
}

/** The message as one employee would receive it, and the number it would go to. */
export async function preview(
  ctx: RequestCtx,
  people: WhatsAppPeoplePort,
  input: { employeeId: string; content: SendWhatsAppMessage['content'] },
) {
  const caller = callerFor(ctx, 'people.whatsapp:read');
  const company = await companyOf(ctx);
  const { body, template } = await resolveContent(ctx, input.content);
  const [person] = await people.recipients(ctx.tx, caller, { type: 'employee', employeeId: input.employeeId }, company.today);
  if (!person) throw AppError.notFound('Employee');
  const planned = planRecipient(body, factsOf(person, company.name), {
    countryCode: company.countryCode,
    template: template?.cloudTemplateName != null,
  });
  return {
    text: planned.text,
    missingVariables: Object.entries(planned.parameters)
      .filter(([, v]) => v === '')
      .map(([k]) => k),
    phone: planned.phone,
  };
}

/**
 * Writes the message and its recipients (queued, or failed at once without a usable number).
 * The caller asks the delivery job to run once the transaction has committed.
 */
export async function send(ctx: RequestCtx, people: WhatsAppPeoplePort, input: SendWhatsAppMessage): Promise<WhatsAppMessage> {
  const caller = callerFor(ctx, 'people.whatsapp:create');
  const company = await companyOf(ctx);
  const { body, template } = await resolveContent(ctx, input.content);
  const audience = input.audience;
  let label = '';
  if (audience.type === 'department') {
    const department = await repo.findDepartment(ctx.tx, ctx.companyId, audience.departmentId);
    if (!department) throw AppError.notFound('Department');
    label = department.name;
  }
  const recipients = await people.recipients(ctx.tx, caller, audience satisfies RecipientAudience, company.today);
  if (audience.type === 'employee') {
    // Outside the caller's scope, another company's, or no longer employed: not found either way.
    if (recipients.length === 0) throw AppError.notFound('Employee');
    label = `${recipients[0]!.firstName} ${recipients[0]!.lastName}`;
  }
  if (recipients.length === 0) {
    throw new AppError('WHATSAPP_NO_RECIPIENTS', 'Nobody you may message matches this audience', { status: 422 });
  }
  const sender = await repo.findUser(ctx.tx, { id: ctx.userId });
  const now = ctx.now;
  const row = await repo.insertMessage(ctx.tx, {
    companyId: ctx.companyId,
    audienceType: audience.type,
    audienceEmployeeId: audience.type === 'employee' ? audience.employeeId : null,
    audienceDepartmentId: audience.type === 'department' ? audience.departmentId : null,
    audienceLabel: label,
    contentType: input.content.type,
    templateId: template?.id ?? null,
    templateName: template?.name ?? null,
    body,
    cloudTemplateName: template?.cloudTemplateName ?? null,
    language: template?.language ?? null,
    sentByUserId: ctx.userId,
    sentByName: sender?.name ?? '',
    createdAt: now,
  });
  const isTemplate = template?.cloudTemplateName != null;
  const rows = recipients.map((person) => {
    const planned = planRecipient(body, factsOf(person, company.name), { countryCode: company.countryCode, template: isTemplate });
    return {
      companyId: ctx.companyId,
      messageId: row.id,
      employeeId: person.id,
      employeeName: `${person.firstName} ${person.lastName}`,
      phone: planned.phone,
      text: planned.text,
      parameters: isTemplate ? planned.parameters : null,
      status: planned.failure ? ('failed' as const) : ('queued' as const),
      failureCode: planned.failure?.code ?? null,
      failureReason: planned.failure?.reason ?? null,
      failedAt: planned.failure ? now : null,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    };
  });
  await repo.insertRecipients(ctx.tx, rows);
  await audit(ctx, 'people.whatsapp-sent', { type: 'whatsapp-message', id: row.id }, null, {
    audience,
    contentType: input.content.type,
    templateId: template?.id ?? null,
    recipients: rows.length,
  });
  const counts = await repo.countsOf(ctx.tx, [row.id]);
  return messageDto(row, counts.get(row.id)!);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function messageDto(row: repo.MessageRow, counts: WhatsAppMessage['counts']): WhatsAppMessage {
  return {
    id: row.id,
    audience: {
      type: row.audienceType,
      employeeId: row.audienceEmployeeId,
      departmentId: row.audienceDepartmentId,
      label: row.audienceLabel,
    },
    contentType: row.contentType,
    templateId: row.templateId,
    templateName: row.templateName,
    body: row.body,
    sentBy: { id: row.sentByUserId, name: row.sentByName },
    createdAt: row.createdAt.toISOString(),
    counts,
  };
}

function recipientDto(r: repo.RecipientRow): WhatsAppRecipient {
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    phone: r.phone,
    text: r.text,
    status: r.status,
    failureCode: r.failureCode,
    failureReason: r.failureReason,
    attempts: r.attempts,
    sentAt: iso(r.sentAt),
    deliveredAt: iso(r.deliveredAt),
    readAt: iso(r.readAt),
    failedAt: iso(r.failedAt),
  };
}

/**
 * Messages with at least one recipient in the caller's scope (department scope: messages that
 * reached their department), newest first; the recipients outside the scope are not shown.
 */
export async function history(
  ctx: RequestCtx,
  people: WhatsAppPeoplePort,
  query: { page: number; pageSize: number; status?: DeliveryStatusDto | undefined; employeeId?: string | undefined },
) {
  const caller = callerFor(ctx, 'people.whatsapp:read');
  const { rows, total } = await repo.historyPage(ctx.tx, { ...query, companyId: ctx.companyId, inScope: people.employeesInScope(caller) });
  const counts = await repo.countsOf(
    ctx.tx,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => messageDto(r, counts.get(r.id)!)), total, page: query.page, pageSize: query.pageSize };
}

/** One message with the delivery status of each recipient the caller may see; 404 when none. */
export async function detail(ctx: RequestCtx, people: WhatsAppPeoplePort, id: string) {
  const caller = callerFor(ctx, 'people.whatsapp:read');
  const row = await repo.findMessage(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Message');
  const all = await repo.recipientsOf(ctx.tx, id, people.employeesInScope(caller));
  const visible = all.filter((r) => r.visible === true).map((r) => r.recipient);
  if (visible.length === 0) throw AppError.notFound('Message');
  const counts: WhatsAppMessage['counts'] = { total: all.length, queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 };
  for (const { recipient } of all) counts[recipient.status] += 1;
  return { ...messageDto(row, counts), recipients: visible.map(recipientDto) };
}
