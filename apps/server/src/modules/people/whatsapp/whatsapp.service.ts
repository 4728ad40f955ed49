import type { PermissionCode, Scope } from '@hcims/contracts/access';
import type {
  CreateWhatsAppTemplate,
  DeliveryStatusDto,
  SendWhatsAppMessage,
  UpdateWhatsAppTemplate,
  WhatsAppMessage,
  WhatsAppRecipient,
  WhatsAppStatus,
  WhatsAppTemplate,
} from '@hcims/contracts/people';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.js';
import type { Env } from '../../../env.js';
import { recordAudit } from '../../../platform/audit/index.js';
import type { AuthContext, Clock } from '../../../platform/auth/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { uniqueViolation } from '../../../platform/errors/unique-violation.js';
import { bindCompany, withTenant, type TenantContext } from '../../../platform/tenancy/index.js';
import {
  advanceStatus,
  isConfigured,
  templatePlaceholders,
  type StatusUpdate,
  type WhatsAppClient,
} from '../../../platform/whatsapp/index.js';
import { users } from '../../identity/index.js';
import { companies, departments, designations } from '../../org/index.js';
import { employees } from '../people.table.js';
import { calendarDateIn } from '../../../platform/dates/index.js';
import { scopeOf } from '../people.deps.js';
import { scopeCondition } from '../people.repository.js';
import { forbidden } from '../people.service.js';
import { checkBody, outcomeOf, planRecipient, timestampColumnOf } from './whatsapp.rules.js';
import { whatsappMessages, whatsappRecipients, whatsappTemplates } from './whatsapp.table.js';

/**
 * WhatsApp messaging (ADR 0024). Sending writes the message and one outbox row per recipient in
 * one transaction; the delivery job sends queued rows through the Cloud API when it is
 * configured (otherwise they stay queued); the status webhook moves each row forward.
 */

type Origin = { requestId: string; ip: string | null };
const manager = alias(employees, 'wa_manager');
const ctxOf = (auth: AuthContext): TenantContext => ({ companyId: auth.companyId, groupId: auth.groupId, userId: auth.userId });

export type WhatsAppDeps = {
  database: Database;
  clock: Clock;
  env: Pick<Env, 'WHATSAPP_API_URL' | 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN'>;
  /** Null without configuration: messages stay queued. */
  client: WhatsAppClient | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Asks for a delivery run (the job queue), now or after a delay; absent when no worker runs in this process. */
  requestDelivery?: (companyId: string, afterSeconds?: number) => Promise<void>;
};

type TemplateRow = typeof whatsappTemplates.$inferSelect;

function templateDto(row: TemplateRow): WhatsAppTemplate {
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

/** jsonb does not keep key order: send the parameters in the order the body names them. */
function inBodyOrder(body: string, parameters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(templatePlaceholders(body).map((name) => [name, parameters[name] ?? '']));
}

const nameTaken = () =>
  new AppError('WHATSAPP_TEMPLATE_NAME_TAKEN', 'A template with this name and language exists', {
    status: 409,
    details: [{ path: 'body.name', message: 'is already used in this language' }],
  });

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The scope the caller holds a permission with (the guard has already refused callers without it). */
function heldScope(auth: AuthContext, code: PermissionCode): Scope {
  const scope = scopeOf(auth, code);
  if (!scope) throw forbidden(code);
  return scope;
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;

export function createWhatsAppService(deps: WhatsAppDeps) {
  const { database, clock } = deps;

  // ---- Templates ----

  async function listTemplates(auth: AuthContext): Promise<WhatsAppTemplate[]> {
    const rows = await withTenant(database, ctxOf(auth), (tx) =>
      tx
        .select()
        .from(whatsappTemplates)
        .where(and(eq(whatsappTemplates.companyId, auth.companyId), isNull(whatsappTemplates.archivedAt)))
        .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language)),
    );
    return rows.map(templateDto);
  }

  async function findTemplate(tx: Db, auth: AuthContext, id: string): Promise<TemplateRow> {
    const [row] = await tx
      .select()
      .from(whatsappTemplates)
      .where(and(eq(whatsappTemplates.companyId, auth.companyId), eq(whatsappTemplates.id, id), isNull(whatsappTemplates.archivedAt)));
    if (!row) throw AppError.notFound('Template');
    return row;
  }

  async function getTemplate(auth: AuthContext, id: string): Promise<WhatsAppTemplate> {
    return templateDto(await withTenant(database, ctxOf(auth), (tx) => findTemplate(tx, auth, id)));
  }

  async function createTemplate(auth: AuthContext, input: CreateWhatsAppTemplate, origin: Origin): Promise<WhatsAppTemplate> {
    checkBody(input.body);
    try {
      return await withTenant(database, ctxOf(auth), async (tx) => {
        const now = clock();
        const [row] = await tx
          .insert(whatsappTemplates)
          .values({ companyId: auth.companyId, ...input, createdBy: auth.userId, createdAt: now, updatedAt: now })
          .returning();
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorUserId: auth.userId,
          action: 'people.whatsapp-template-created',
          targetType: 'whatsapp-template',
          targetId: row!.id,
          after: input,
          requestId: origin.requestId,
          ip: origin.ip,
          at: now,
        });
        return templateDto(row!);
      });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw nameTaken();
      throw error;
    }
  }

  async function updateTemplate(auth: AuthContext, id: string, input: UpdateWhatsAppTemplate, origin: Origin): Promise<WhatsAppTemplate> {
    if (input.body !== undefined) checkBody(input.body);
    try {
      return await withTenant(database, ctxOf(auth), async (tx) => {
        const before = await findTemplate(tx, auth, id);
        const stale = (version: number) =>
          AppError.stale('WHATSAPP_TEMPLATE_STALE_VERSION', 'The template was changed meanwhile; reload it', version);
        if (before.version !== input.version) throw stale(before.version);
        const { version, ...changes } = input;
        const now = clock();
        const [row] = await tx
          .update(whatsappTemplates)
          .set({ ...changes, version: version + 1, updatedAt: now })
          .where(and(eq(whatsappTemplates.id, id), eq(whatsappTemplates.version, version)))
          .returning();
        if (!row) throw stale(version + 1);
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorUserId: auth.userId,
          action: 'people.whatsapp-template-updated',
          targetType: 'whatsapp-template',
          targetId: id,
          before: { name: before.name, language: before.language, body: before.body, cloudTemplateName: before.cloudTemplateName },
          after: { name: row.name, language: row.language, body: row.body, cloudTemplateName: row.cloudTemplateName },
          requestId: origin.requestId,
          ip: origin.ip,
          at: now,
        });
        return templateDto(row);
      });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw nameTaken();
      throw error;
    }
  }

  /** Archived, not deleted: the history keeps naming it. Its name becomes free again. */
  async function deleteTemplate(auth: AuthContext, id: string, origin: Origin): Promise<void> {
    await withTenant(database, ctxOf(auth), async (tx) => {
      const before = await findTemplate(tx, auth, id);
      const now = clock();
      await tx
        .update(whatsappTemplates)
        .set({ archivedAt: now, updatedAt: now, version: before.version + 1 })
        .where(eq(whatsappTemplates.id, id));
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: auth.userId,
        action: 'people.whatsapp-template-deleted',
        targetType: 'whatsapp-template',
        targetId: id,
        before: { name: before.name, language: before.language },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
    });
  }

  // ---- Recipients ----

  type Facts = Awaited<ReturnType<typeof recipientsOf>>[number];

  /** Current employees in the caller's scope matching a condition, with what the variables need. */
  async function recipientsOf(tx: Db, auth: AuthContext, scope: Scope, today: string, condition: SQL | undefined) {
    return tx
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        preferredName: employees.preferredName,
        employeeNumber: employees.employeeNumber,
        departmentName: departments.name,
        designationName: designations.name,
        managerFirst: manager.firstName,
        managerLast: manager.lastName,
        hireDate: employees.hireDate,
        mobilePhone: employees.mobilePhone,
        workPhone: employees.workPhone,
      })
      .from(employees)
      .innerJoin(departments, eq(departments.id, employees.departmentId))
      .innerJoin(designations, eq(designations.id, employees.designationId))
      .leftJoin(manager, eq(manager.id, employees.managerId))
      .where(
        and(
          eq(employees.companyId, auth.companyId),
          sql`(${employees.terminationDate} is null or ${employees.terminationDate} >= ${today}::date)`,
          scopeCondition(scope, auth.companyId, auth.userId),
          condition,
        ),
      )
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  }

  async function companyOf(tx: Db, companyId: string) {
    const [company] = await tx
      .select({ name: companies.name, countryCode: companies.countryCode, timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { ...company!, today: calendarDateIn(clock(), company!.timeZone) };
  }

  const factsOf = (row: Facts, companyName: string) => ({
    ...row,
    managerName: row.managerFirst ? `${row.managerFirst} ${row.managerLast}` : null,
    companyName,
  });

  async function resolveContent(tx: Db, auth: AuthContext, content: SendWhatsAppMessage['content']) {
    if (content.type === 'text') {
      checkBody(content.body, 'body.content.body');
      return { body: content.body, template: null };
    }
    const template = await findTemplate(tx, auth, content.templateId);
    return { body: template.body, template };
  }

  async function preview(auth: AuthContext, input: { employeeId: string; content: SendWhatsAppMessage['content'] }) {
    const scope = heldScope(auth, 'people.whatsapp:read');
    return withTenant(database, ctxOf(auth), async (tx) => {
      const company = await companyOf(tx, auth.companyId);
      const { body, template } = await resolveContent(tx, auth, input.content);
      const [person] = await recipientsOf(tx, auth, scope, company.today, eq(employees.id, input.employeeId));
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
    });
  }

  async function send(auth: AuthContext, input: SendWhatsAppMessage, origin: Origin): Promise<WhatsAppMessage> {
    const scope = heldScope(auth, 'people.whatsapp:create');
    const message = await withTenant(database, ctxOf(auth), async (tx) => {
      const company = await companyOf(tx, auth.companyId);
      const { body, template } = await resolveContent(tx, auth, input.content);
      const audience = input.audience;
      let condition: SQL | undefined;
      let label = '';
      if (audience.type === 'employee') {
        condition = eq(employees.id, audience.employeeId);
      } else if (audience.type === 'department') {
        const [department] = await tx
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(and(eq(departments.companyId, auth.companyId), eq(departments.id, audience.departmentId)));
        if (!department) throw AppError.notFound('Department');
        label = department.name;
        condition = audience.includeSubDepartments
          ? sql`${employees.departmentId} in (
              with recursive tree(id) as (
                select ${audience.departmentId}::uuid
                union
                select d.id from departments d join tree t on d.parent_id = t.id where d.company_id = ${auth.companyId}
              ) select id from tree)`
          : eq(employees.departmentId, audience.departmentId);
      }
      const people = await recipientsOf(tx, auth, scope, company.today, condition);
      if (audience.type === 'employee') {
        // Outside the caller's scope, another company's, or no longer employed: not found either way.
        if (people.length === 0) throw AppError.notFound('Employee');
        label = `${people[0]!.firstName} ${people[0]!.lastName}`;
      }
      if (people.length === 0) {
        throw new AppError('WHATSAPP_NO_RECIPIENTS', 'Nobody you may message matches this audience', { status: 422 });
      }
      const [sender] = await tx.select({ name: users.name }).from(users).where(eq(users.id, auth.userId));
      const now = clock();
      const [row] = await tx
        .insert(whatsappMessages)
        .values({
          companyId: auth.companyId,
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
          sentByUserId: auth.userId,
          sentByName: sender?.name ?? '',
          createdAt: now,
        })
        .returning();
      const isTemplate = template?.cloudTemplateName != null;
      const rows = people.map((person) => {
        const planned = planRecipient(body, factsOf(person, company.name), { countryCode: company.countryCode, template: isTemplate });
        return {
          companyId: auth.companyId,
          messageId: row!.id,
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
      for (let i = 0; i < rows.length; i += 500) await tx.insert(whatsappRecipients).values(rows.slice(i, i + 500));
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: auth.userId,
        action: 'people.whatsapp-sent',
        targetType: 'whatsapp-message',
        targetId: row!.id,
        after: { audience, contentType: input.content.type, templateId: template?.id ?? null, recipients: rows.length },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      return row!;
    });
    // After commit: the rows exist for the worker to find. Without configuration they stay queued.
    if (deps.client && deps.requestDelivery) {
      await deps
        .requestDelivery(auth.companyId)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'could not request WhatsApp delivery'));
    }
    return (await messagesByIds(auth, [message.id]))[0]!;
  }

  // ---- History ----

  async function countsOf(tx: Db, ids: string[]) {
    if (ids.length === 0) return new Map<string, WhatsAppMessage['counts']>();
    const rows = await tx
      .select({ messageId: whatsappRecipients.messageId, status: whatsappRecipients.status, n: sql<number>`count(*)::int` })
      .from(whatsappRecipients)
      .where(inArray(whatsappRecipients.messageId, ids))
      .groupBy(whatsappRecipients.messageId, whatsappRecipients.status);
    const counts = new Map<string, WhatsAppMessage['counts']>();
    for (const id of ids) counts.set(id, { total: 0, queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 });
    for (const r of rows) {
      const c = counts.get(r.messageId)!;
      c[r.status] += Number(r.n);
      c.total += Number(r.n);
    }
    return counts;
  }

  function messageDto(row: typeof whatsappMessages.$inferSelect, counts: WhatsAppMessage['counts']): WhatsAppMessage {
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

  async function messagesByIds(auth: AuthContext, ids: string[]): Promise<WhatsAppMessage[]> {
    return withTenant(database, ctxOf(auth), async (tx) => {
      const rows = await tx
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.companyId, auth.companyId), inArray(whatsappMessages.id, ids)));
      const counts = await countsOf(tx, ids);
      return rows.map((r) => messageDto(r, counts.get(r.id)!));
    });
  }

  /**
   * Messages with at least one recipient in the caller's scope (department scope: messages that
   * reached their department), newest first; the recipients outside the scope are not shown.
   */
  function visibleRecipient(auth: AuthContext, scope: Scope): SQL {
    const inScope = scopeCondition(scope, auth.companyId, auth.userId);
    return inScope
      ? sql`${whatsappRecipients.employeeId} in (select ${employees.id} from ${employees} where ${employees.companyId} = ${auth.companyId} and ${inScope})`
      : sql`true`;
  }

  async function history(
    auth: AuthContext,
    query: { page: number; pageSize: number; status?: DeliveryStatusDto | undefined; employeeId?: string | undefined },
  ) {
    const scope = heldScope(auth, 'people.whatsapp:read');
    return withTenant(database, ctxOf(auth), async (tx) => {
      const recipientFilter = and(
        eq(whatsappRecipients.messageId, whatsappMessages.id),
        visibleRecipient(auth, scope),
        query.status ? eq(whatsappRecipients.status, query.status) : undefined,
        query.employeeId ? eq(whatsappRecipients.employeeId, query.employeeId) : undefined,
      );
      const where = and(
        eq(whatsappMessages.companyId, auth.companyId),
        sql`exists (select 1 from ${whatsappRecipients} where ${recipientFilter})`,
      );
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(whatsappMessages)
        .where(where);
      const rows = await tx
        .select()
        .from(whatsappMessages)
        .where(where)
        .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const counts = await countsOf(
        tx,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((r) => messageDto(r, counts.get(r.id)!)),
        total: Number(counted?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  }

  async function detail(auth: AuthContext, id: string) {
    const scope = heldScope(auth, 'people.whatsapp:read');
    return withTenant(database, ctxOf(auth), async (tx) => {
      const [row] = await tx
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.companyId, auth.companyId), eq(whatsappMessages.id, id)));
      if (!row) throw AppError.notFound('Message');
      // One read for the counts (every recipient) and the list (those in the caller's scope), so
      // a send settling meanwhile cannot show in one and not the other.
      const all = await tx
        .select({ recipient: whatsappRecipients, visible: sql<boolean>`${visibleRecipient(auth, scope)}` })
        .from(whatsappRecipients)
        .where(eq(whatsappRecipients.messageId, id))
        .orderBy(asc(whatsappRecipients.employeeName), asc(whatsappRecipients.id));
      const recipients = all.filter((r) => r.visible === true).map((r) => r.recipient);
      if (recipients.length === 0) throw AppError.notFound('Message');
      const counts: WhatsAppMessage['counts'] = { total: all.length, queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 };
      for (const { recipient } of all) counts[recipient.status] += 1;
      return {
        ...messageDto(row, counts),
        recipients: recipients.map((r): WhatsAppRecipient => ({
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
        })),
      };
    });
  }

  async function status(auth: AuthContext): Promise<WhatsAppStatus> {
    const [queued] = await withTenant(database, ctxOf(auth), (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(whatsappRecipients)
        .where(and(eq(whatsappRecipients.companyId, auth.companyId), eq(whatsappRecipients.status, 'queued'))),
    );
    const id = deps.env.WHATSAPP_PHONE_NUMBER_ID;
    return {
      configured: isConfigured(deps.env),
      phoneNumberId: id ? `…${id.slice(-4)}` : null,
      webhookConfigured: Boolean(deps.env.WHATSAPP_VERIFY_TOKEN && deps.env.WHATSAPP_APP_SECRET),
      queued: Number(queued?.n ?? 0),
    };
  }

  // ---- Delivery (the job) ----

  const BATCH = 20;
  const CLAIM_SECONDS = 120;

  /**
   * Sends the company's due queued recipients, a batch at a time. Each row is claimed (with a
   * lease) in a short transaction before the HTTP call and settled in another after it, so no
   * transaction waits on the network and a crashed worker's claim simply expires. Returns the
   * number of seconds until the earliest retry, if any.
   */
  async function deliver(companyId: string): Promise<{ sent: number; failed: number; retryInSeconds: number | null }> {
    const client = deps.client;
    if (!client) return { sent: 0, failed: 0, retryInSeconds: null };
    const ctx: TenantContext = { companyId, groupId: '', userId: null };
    let sent = 0;
    let failed = 0;
    let retryIn: number | null = null;
    for (;;) {
      const now = clock();
      const claimed = await withTenant(database, ctx, (tx) =>
        tx
          .update(whatsappRecipients)
          .set({
            claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
            attempts: sql`${whatsappRecipients.attempts} + 1`,
            updatedAt: now,
          })
          .where(
            inArray(
              whatsappRecipients.id,
              tx
                .select({ id: whatsappRecipients.id })
                .from(whatsappRecipients)
                .where(
                  and(
                    eq(whatsappRecipients.companyId, companyId),
                    eq(whatsappRecipients.status, 'queued'),
                    lte(whatsappRecipients.nextAttemptAt, now),
                    or(isNull(whatsappRecipients.claimedUntil), lte(whatsappRecipients.claimedUntil, now)),
                  ),
                )
                .orderBy(asc(whatsappRecipients.nextAttemptAt), asc(whatsappRecipients.id))
                .limit(BATCH)
                .for('update', { skipLocked: true }),
            ),
          )
          .returning(),
      );
      if (claimed.length === 0) break;
      const messageIds = [...new Set(claimed.map((r) => r.messageId))];
      const messages = await withTenant(database, ctx, (tx) =>
        tx
          .select({
            id: whatsappMessages.id,
            body: whatsappMessages.body,
            cloudTemplateName: whatsappMessages.cloudTemplateName,
            language: whatsappMessages.language,
          })
          .from(whatsappMessages)
          .where(inArray(whatsappMessages.id, messageIds)),
      );
      const messageOf = new Map(messages.map((m) => [m.id, m]));
      for (const recipient of claimed) {
        const message = messageOf.get(recipient.messageId)!;
        let result: { messageId: string } | { error: unknown };
        try {
          result = message.cloudTemplateName
            ? await client.sendTemplate(recipient.phone!, {
                name: message.cloudTemplateName,
                language: message.language ?? 'en',
                ...(recipient.parameters && Object.keys(recipient.parameters).length > 0
                  ? { bodyParameters: inBodyOrder(message.body, recipient.parameters) }
                  : {}),
              })
            : await client.sendText(recipient.phone!, recipient.text);
        } catch (error) {
          result = { error };
        }
        const outcome = outcomeOf(result, recipient.attempts);
        const at = clock();
        await withTenant(database, ctx, (tx) =>
          tx
            .update(whatsappRecipients)
            .set(
              outcome.status === 'sent'
                ? {
                    status: 'sent',
                    providerMessageId: outcome.providerMessageId,
                    sentAt: at,
                    claimedUntil: null,
                    failureCode: null,
                    failureReason: null,
                    updatedAt: at,
                  }
                : outcome.status === 'queued'
                  ? {
                      nextAttemptAt: new Date(at.getTime() + outcome.retryInSeconds * 1000),
                      claimedUntil: null,
                      failureCode: outcome.failureCode,
                      failureReason: outcome.failureReason,
                      updatedAt: at,
                    }
                  : {
                      status: 'failed',
                      failedAt: at,
                      claimedUntil: null,
                      failureCode: outcome.failureCode,
                      failureReason: outcome.failureReason,
                      updatedAt: at,
                    },
            )
            .where(and(eq(whatsappRecipients.id, recipient.id), eq(whatsappRecipients.status, 'queued'))),
        );
        if (outcome.status === 'sent') sent++;
        else if (outcome.status === 'failed') failed++;
        else retryIn = Math.min(retryIn ?? Number.MAX_SAFE_INTEGER, outcome.retryInSeconds);
      }
    }
    if (sent + failed > 0) deps.log.info({ companyId, sent, failed }, 'WhatsApp messages delivered');
    return { sent, failed, retryInSeconds: retryIn };
  }

  /** Companies with recipients waiting (platform read: one bound look-up per company). */
  async function companiesWithQueue(): Promise<string[]> {
    const all = await database.db.select({ id: companies.id }).from(companies);
    const waiting: string[] = [];
    for (const { id } of all) {
      const [row] = await database.db.transaction(async (tx) => {
        await bindCompany(tx, { companyId: id, userId: null });
        return tx
          .select({ id: whatsappRecipients.id })
          .from(whatsappRecipients)
          .where(
            and(
              eq(whatsappRecipients.companyId, id),
              eq(whatsappRecipients.status, 'queued'),
              lte(whatsappRecipients.nextAttemptAt, clock()),
            ),
          )
          .limit(1);
      });
      if (row) waiting.push(id);
    }
    return waiting;
  }

  // ---- Webhook ----

  /**
   * Applies delivery updates. The webhook knows only Meta's message id: the look-up policy
   * (migrations 0007, 0010: only while no company is bound) lets this read find the one row and
   * its company, then the update runs bound to that company. Unknown ids are ignored (another system's messages, or deleted ones).
   */
  async function applyStatusUpdates(updates: StatusUpdate[]): Promise<number> {
    let applied = 0;
    for (const update of updates) {
      if (deps.env.WHATSAPP_PHONE_NUMBER_ID && update.phoneNumberId && update.phoneNumberId !== deps.env.WHATSAPP_PHONE_NUMBER_ID) continue;
      const changed = await database.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await tx.execute(sql`select set_config('app.whatsapp_message_id', ${update.messageId}, true)`);
        const [found] = await tx
          .select({ id: whatsappRecipients.id, companyId: whatsappRecipients.companyId, status: whatsappRecipients.status })
          .from(whatsappRecipients)
          .where(eq(whatsappRecipients.providerMessageId, update.messageId));
        if (!found) return false;
        await bindCompany(tx, { companyId: found.companyId, userId: null });
        const next = advanceStatus(found.status, update.status);
        const column = timestampColumnOf(update.status);
        const error = update.errors[0];
        await tx
          .update(whatsappRecipients)
          .set({
            status: next,
            ...(column === 'sentAt' ? { sentAt: update.timestamp } : {}),
            ...(column === 'deliveredAt' ? { deliveredAt: update.timestamp } : {}),
            ...(column === 'readAt' ? { readAt: update.timestamp } : {}),
            ...(column === 'failedAt' ? { failedAt: update.timestamp } : {}),
            ...(update.status === 'failed' && next === 'failed'
              ? {
                  failureCode: error ? `WHATSAPP_${error.code}` : 'WHATSAPP_SEND_FAILED',
                  failureReason: error ? [error.title, error.message, error.details].filter(Boolean).join(': ') : 'Failed',
                }
              : {}),
            updatedAt: clock(),
          })
          .where(and(eq(whatsappRecipients.companyId, found.companyId), eq(whatsappRecipients.id, found.id)));
        return true;
      });
      if (changed) applied++;
    }
    return applied;
  }

  return {
    listTemplates,
    getTemplate,
    createTemplate,
    updateTemplate,
    deleteTemplate,
    preview,
    send,
    history,
    detail,
    status,
    deliver,
    companiesWithQueue,
    applyStatusUpdates,
  };
}
