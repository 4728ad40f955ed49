import type { DeliveryStatusDto, WhatsAppMessage } from '@hcims/contracts/whatsapp';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../identity/index.js';
import { companies, departments } from '../org/index.js';
import { whatsappMessages, whatsappRecipients, whatsappTemplates } from './whatsapp.table.js';

/** Every query of WhatsApp messaging: templates, messages and their recipients (the outbox). */

export type TemplateRow = typeof whatsappTemplates.$inferSelect;
export type MessageRow = typeof whatsappMessages.$inferSelect;
export type RecipientRow = typeof whatsappRecipients.$inferSelect;
type Counts = WhatsAppMessage['counts'];

// ---- Templates ----

/** The company's templates in use, by name and language. */
export function listTemplates(tx: Db, companyId: string): Promise<TemplateRow[]> {
  return tx
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.companyId, companyId), isNull(whatsappTemplates.archivedAt)))
    .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language));
}

/** One template in use, or undefined (archived, another company's, or none). */
export async function findTemplate(tx: Db, companyId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.companyId, companyId), eq(whatsappTemplates.id, id), isNull(whatsappTemplates.archivedAt)));
  return row;
}

export async function insertTemplate(tx: Db, values: typeof whatsappTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await tx.insert(whatsappTemplates).values(values).returning();
  return row!;
}

/** Writes the changes if the template is still at `version`; undefined when someone changed it first. */
export async function updateTemplate(
  tx: Db,
  id: string,
  version: number,
  changes: Partial<Pick<TemplateRow, 'name' | 'language' | 'body' | 'cloudTemplateName'>> & { updatedAt: Date },
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(whatsappTemplates)
    .set({ ...changes, version: version + 1 })
    .where(and(eq(whatsappTemplates.id, id), eq(whatsappTemplates.version, version)))
    .returning();
  return row;
}

export async function archiveTemplate(tx: Db, id: string, nextVersion: number, now: Date): Promise<void> {
  await tx.update(whatsappTemplates).set({ archivedAt: now, updatedAt: now, version: nextVersion }).where(eq(whatsappTemplates.id, id));
}

/** Whether the company has any template, archived or not. */
export async function hasTemplates(tx: Db, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: whatsappTemplates.id })
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.companyId, companyId))
    .limit(1);
  return row !== undefined;
}

// ---- What a message needs to know ----

/** The company's name, country (for national numbers) and time zone (for "today"). */
export async function companyFacts(tx: Db, companyId: string) {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, countryCode: companies.countryCode, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

export async function companyByName(tx: Db, name: string) {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, countryCode: companies.countryCode, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.name, name));
  return company;
}

/** A department of the company, or undefined. */
export async function findDepartment(tx: Db, companyId: string, id: string) {
  const [department] = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  return department;
}

export async function findUser(tx: Db, by: { id: string } | { email: string }) {
  const [user] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email));
  return user;
}

// ---- Messages and recipients ----

export async function insertMessage(tx: Db, values: typeof whatsappMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(whatsappMessages).values(values).returning();
  return row!;
}

/** The outbox rows of a message, 500 to a statement. */
export async function insertRecipients(tx: Db, rows: (typeof whatsappRecipients.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(whatsappRecipients).values(rows.slice(i, i + 500));
}

export function messagesByIds(tx: Db, companyId: string, ids: string[]): Promise<MessageRow[]> {
  return tx
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.companyId, companyId), inArray(whatsappMessages.id, ids)));
}

export async function findMessage(tx: Db, companyId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.companyId, companyId), eq(whatsappMessages.id, id)));
  return row;
}

const noCounts = (): Counts => ({ total: 0, queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 });

/** Recipients per delivery status of each message. */
export async function countsOf(tx: Db, ids: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (ids.length === 0) return counts;
  const rows = await tx
    .select({ messageId: whatsappRecipients.messageId, status: whatsappRecipients.status, n: sql<number>`count(*)::int` })
    .from(whatsappRecipients)
    .where(inArray(whatsappRecipients.messageId, ids))
    .groupBy(whatsappRecipients.messageId, whatsappRecipients.status);
  for (const id of ids) counts.set(id, noCounts());
  for (const r of rows) {
    const c = counts.get(r.messageId)!;
    c[r.status] += Number(r.n);
    c.total += Number(r.n);
  }
  return counts;
}

/** A recipient the caller may see: their employee is in `inScope` (a subquery of ids), or anyone when null. */
function visibleRecipient(inScope: SQL | null): SQL {
  return inScope ? sql`${whatsappRecipients.employeeId} in (${inScope})` : sql`true`;
}

/**
 * Messages with at least one visible recipient matching the filters, newest first, one page,
 * and how many there are.
 */
export async function historyPage(
  tx: Db,
  query: {
    companyId: string;
    inScope: SQL | null;
    status?: DeliveryStatusDto | undefined;
    employeeId?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: MessageRow[]; total: number }> {
  const recipientFilter = and(
    eq(whatsappRecipients.messageId, whatsappMessages.id),
    visibleRecipient(query.inScope),
    query.status ? eq(whatsappRecipients.status, query.status) : undefined,
    query.employeeId ? eq(whatsappRecipients.employeeId, query.employeeId) : undefined,
  );
  const where = and(
    eq(whatsappMessages.companyId, query.companyId),
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
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * Every recipient of a message, each marked visible or not, in one read: the counts (every
 * recipient) and the list (the visible ones) then agree even while a send settles.
 */
export function recipientsOf(tx: Db, messageId: string, inScope: SQL | null): Promise<{ recipient: RecipientRow; visible: boolean }[]> {
  return tx
    .select({ recipient: whatsappRecipients, visible: sql<boolean>`${visibleRecipient(inScope)}` })
    .from(whatsappRecipients)
    .where(eq(whatsappRecipients.messageId, messageId))
    .orderBy(asc(whatsappRecipients.employeeName), asc(whatsappRecipients.id));
}

/** Recipients of the company still waiting to be sent. */
export async function queuedCount(tx: Db, companyId: string): Promise<number> {
  const [queued] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(whatsappRecipients)
    .where(and(eq(whatsappRecipients.companyId, companyId), eq(whatsappRecipients.status, 'queued')));
  return Number(queued?.n ?? 0);
}

// ---- Delivery (the job) ----

/**
 * Claims up to `limit` due queued recipients of the company with a lease until `claimUntil`
 * (rows another worker holds are skipped), counting the attempt.
 */
export function claimDue(tx: Db, companyId: string, now: Date, claimUntil: Date, limit: number): Promise<RecipientRow[]> {
  return tx
    .update(whatsappRecipients)
    .set({ claimedUntil: claimUntil, attempts: sql`${whatsappRecipients.attempts} + 1`, updatedAt: now })
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
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

/** What the sender needs of each message: its body and, for a template, the approved name and language. */
export function messagesToSend(tx: Db, ids: string[]) {
  return tx
    .select({
      id: whatsappMessages.id,
      body: whatsappMessages.body,
      cloudTemplateName: whatsappMessages.cloudTemplateName,
      language: whatsappMessages.language,
    })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.id, ids));
}

/** Records a send attempt's outcome on a recipient still queued. */
export async function settleRecipient(tx: Db, id: string, changes: Partial<typeof whatsappRecipients.$inferInsert>): Promise<void> {
  await tx
    .update(whatsappRecipients)
    .set(changes)
    .where(and(eq(whatsappRecipients.id, id), eq(whatsappRecipients.status, 'queued')));
}

/** Every company's id (the sweep then looks into each one, bound to it). */
export async function companyIds(db: Db): Promise<string[]> {
  return (await db.select({ id: companies.id }).from(companies)).map((c) => c.id);
}

/** Whether the company has a queued recipient due by `now`. */
export async function hasDueRecipient(tx: Db, companyId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: whatsappRecipients.id })
    .from(whatsappRecipients)
    .where(
      and(eq(whatsappRecipients.companyId, companyId), eq(whatsappRecipients.status, 'queued'), lte(whatsappRecipients.nextAttemptAt, now)),
    )
    .limit(1);
  return row !== undefined;
}

// ---- Webhook ----

/**
 * The recipient a Cloud API message id belongs to, in any company. Only the look-up policy
 * allows this read (migrations 0007, 0010: only while no company is bound, and only for the
 * message id set here).
 */
export async function recipientByProviderId(tx: Db, providerMessageId: string) {
  await tx.execute(sql`select set_config('app.whatsapp_message_id', ${providerMessageId}, true)`);
  const [found] = await tx
    .select({ id: whatsappRecipients.id, companyId: whatsappRecipients.companyId, status: whatsappRecipients.status })
    .from(whatsappRecipients)
    .where(eq(whatsappRecipients.providerMessageId, providerMessageId));
  return found;
}

export async function updateRecipient(
  tx: Db,
  companyId: string,
  id: string,
  changes: Partial<typeof whatsappRecipients.$inferInsert>,
): Promise<void> {
  await tx
    .update(whatsappRecipients)
    .set(changes)
    .where(and(eq(whatsappRecipients.companyId, companyId), eq(whatsappRecipients.id, id)));
}
