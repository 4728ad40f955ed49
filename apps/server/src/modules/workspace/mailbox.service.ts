import { randomUUID } from 'node:crypto';
import type { ComposeMail, Mail, MailList, MailListQuery, MailSummary, NewMail, UpdateMail } from '@hcims/contracts/workspace';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { NotificationKindDefinition } from '../../platform/modules/index.js';
import { notify } from '../../platform/notifications/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import * as attachments from './mailbox-attachments.service.js';
import * as repo from './mailbox.repository.js';
import { folderFilter, previewOf, withoutSecrets } from './mailbox.rules.js';

/**
 * Internal mail of one company (ADR 0105). Each holder (sender, recipients) has an entry: the
 * caller only ever names their own entries, so a message reaches exactly its sender and its
 * recipients. Contents are personal correspondence: not audited, and no administrator reads them.
 */

const holderOf = (ctx: RequestCtx) => ({ companyId: ctx.companyId, userId: ctx.userId });

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.HeldMessage> {
  const found = await repo.findHeld(ctx.tx, holderOf(ctx), id);
  if (!found) throw AppError.notFound('Message');
  return found;
}

async function views(ctx: RequestCtx, rows: readonly repo.HeldMessage[]): Promise<MailSummary[]> {
  const ids = rows.flatMap((r) => [...(r.message.senderUserId ? [r.message.senderUserId] : []), ...r.message.recipientUserIds]);
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const names = await repo.people(ctx.tx, ctx.companyId, ids);
  const fileCounts = await attachments.attachmentCounts(
    ctx,
    rows.map((r) => r.message.id),
  );
  const person = (userId: string) => ({ userId, name: names.get(userId)?.name ?? '', employeeId: names.get(userId)?.employeeId ?? null });
  return rows.map(({ entry, message }) => ({
    id: entry.id,
    box: entry.box,
    from: message.senderUserId ? person(message.senderUserId) : null,
    to: message.recipientUserIds.map(person),
    system: message.systemPurpose !== null,
    subject: message.subject,
    preview: previewOf(message.body),
    at: entry.at.toISOString(),
    read: entry.read,
    starred: entry.starred,
    trashed: entry.trashedAt !== null,
    attachmentCount: fileCounts.get(message.id) ?? 0,
  }));
}

export async function listMail(ctx: RequestCtx, query: MailListQuery): Promise<MailList> {
  const { rows, total } = await repo.listHeld(ctx.tx, holderOf(ctx), folderFilter(query.folder), query);
  return { items: await views(ctx, rows), total, counts: await repo.counts(ctx.tx, holderOf(ctx)) };
}

/** The caller's copy with its body. */
async function readMail(ctx: RequestCtx, id: string): Promise<Mail> {
  const found = await mustFind(ctx, id);
  const [summary] = await views(ctx, [found]);
  return { ...summary!, body: found.message.body, attachments: await attachments.attachmentsOf(ctx, found.message.id) };
}

/** Employee ids of the directory to the accounts they sign in with; one without an account answers 422. */
async function recipientsOf(ctx: RequestCtx, employeeIds: readonly string[]): Promise<string[]> {
  const accounts = await repo.accountsOf(ctx.tx, ctx.companyId, employeeIds);
  const missing = employeeIds.filter((id) => !accounts.has(id));
  if (missing.length > 0)
    throw AppError.rule('MAILBOX_RECIPIENT_CANNOT_SIGN_IN', 'to: a recipient does not sign in to this company', {
      field: 'to',
      employeeIds: missing,
    });
  return [...new Set(employeeIds.map((id) => accounts.get(id)!))];
}

async function deliver(ctx: RequestCtx, messageId: string, recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0)
    throw AppError.rule('MAILBOX_NO_RECIPIENT', 'to: choose at least one recipient before sending', { field: 'to' });
  await repo.updateMessage(ctx.tx, ctx.companyId, messageId, { sentAt: ctx.now, updatedAt: ctx.now });
  await repo.insertEntries(
    ctx.tx,
    recipients.map((userId) => ({ companyId: ctx.companyId, messageId, userId, box: 'inbox' as const, at: ctx.now })),
  );
  // The bell of each recipient (the sender writing to themself is told nothing); no subject or body in it.
  const sender = (await repo.people(ctx.tx, ctx.companyId, [ctx.userId])).get(ctx.userId)?.name ?? '';
  await notify(
    ctx.tx,
    ctx.companyId,
    recipients.filter((userId) => userId !== ctx.userId),
    { kind: 'workspace.mail-received', textKey: 'workspace:notifications.mailReceivedText', textValues: { sender }, href: '/apps/mailbox' },
  );
}

export const mailboxNotificationKinds: NotificationKindDefinition[] = [
  { id: 'workspace.mail-received', labelKey: 'workspace:notifications.mailReceived', defaultChannels: ['in_app'] },
];

/**
 * Writes a new message: sent at once, or kept as the caller's draft. A forward carries the files
 * of the caller's copy it names. Answers the caller's copy.
 */
export async function composeMail(ctx: RequestCtx, input: NewMail): Promise<Mail> {
  const recipients = await recipientsOf(ctx, input.to);
  const message = await repo.insertMessage(ctx.tx, {
    companyId: ctx.companyId,
    senderUserId: ctx.userId,
    recipientUserIds: recipients,
    subject: input.subject,
    body: input.body,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  const [entry] = await repo.insertEntries(ctx.tx, [
    { companyId: ctx.companyId, messageId: message.id, userId: ctx.userId, box: input.send ? 'sent' : 'draft', read: true, at: ctx.now },
  ]);
  if (input.forwardOf) await attachments.carryForward(ctx, input.forwardOf, message.id);
  if (input.send) await deliver(ctx, message.id, recipients);
  return readMail(ctx, entry!.id);
}

/** Saves a draft again, or sends it (it moves to Sent and reaches each recipient's inbox). */
export async function updateDraft(ctx: RequestCtx, id: string, input: ComposeMail): Promise<Mail> {
  const { entry, message } = await mustFind(ctx, id);
  if (entry.box !== 'draft') throw AppError.rule('MAILBOX_NOT_A_DRAFT', 'Only a draft can be changed or sent');
  const recipients = await recipientsOf(ctx, input.to);
  await repo.updateMessage(ctx.tx, ctx.companyId, message.id, {
    recipientUserIds: recipients,
    subject: input.subject,
    body: input.body,
    updatedAt: ctx.now,
  });
  if (input.send) {
    await repo.updateEntry(ctx.tx, holderOf(ctx), id, { box: 'sent', at: ctx.now, trashedAt: null });
    await deliver(ctx, message.id, recipients);
  } else {
    await repo.updateEntry(ctx.tx, holderOf(ctx), id, { at: ctx.now });
  }
  return readMail(ctx, id);
}

export async function updateMail(ctx: RequestCtx, id: string, input: UpdateMail): Promise<Mail> {
  const { entry } = await mustFind(ctx, id);
  await repo.updateEntry(ctx.tx, holderOf(ctx), id, {
    ...(input.read !== undefined ? { read: input.read } : {}),
    ...(input.starred !== undefined ? { starred: input.starred } : {}),
    ...(input.trashed !== undefined ? { trashedAt: input.trashed ? (entry.trashedAt ?? ctx.now) : null } : {}),
  });
  return readMail(ctx, id);
}

/**
 * Deletes the caller's copy for good (from the trash only); the others keep theirs. Answers the
 * storage keys of files nobody holds any more, to delete once the transaction commits.
 */
export async function deleteMail(ctx: RequestCtx, id: string): Promise<string[]> {
  const { entry } = await mustFind(ctx, id);
  if (entry.trashedAt === null) throw AppError.rule('MAILBOX_NOT_IN_TRASH', 'Move the message to the trash before deleting it');
  const keys = await attachments.keysOf(ctx, entry.messageId);
  const gone = await repo.deleteEntry(ctx.tx, holderOf(ctx), entry);
  return gone ? attachments.unreferencedKeys(ctx, keys) : [];
}

/** A system email as the mailer stored it (its single-use link already replaced by a note). */
export type SystemMailCopy = { userId: string | null; purpose: string; subject: string; text: string; at: Date };

/**
 * Keeps a copy of system emails in their recipients' inboxes, in the transaction that queues
 * them: only when that transaction works for a company (row-level security's company), since a
 * mailbox belongs to a company; account emails sent outside any company (sign-up, a forgotten
 * password) have no mailbox to go to. Links with tokens are removed from the copy.
 */
export async function keepSystemCopies(tx: Db, mails: readonly SystemMailCopy[]): Promise<void> {
  const addressed = mails.filter((m): m is SystemMailCopy & { userId: string } => m.userId !== null);
  if (addressed.length === 0) return;
  const companyId = await repo.boundCompany(tx);
  if (!companyId) return;
  // Two statements whatever the count (a bulk import mails thousands): ids are made here.
  const ids = addressed.map(() => randomUUID());
  await repo.insertMessages(
    tx,
    addressed.map((mail, i) => ({
      id: ids[i]!,
      companyId,
      senderUserId: null,
      systemPurpose: mail.purpose,
      recipientUserIds: [mail.userId],
      subject: mail.subject.slice(0, 200),
      body: withoutSecrets(mail.text),
      sentAt: mail.at,
      createdAt: mail.at,
      updatedAt: mail.at,
    })),
  );
  await repo.insertEntries(
    tx,
    addressed.map((mail, i) => ({ companyId, messageId: ids[i]!, userId: mail.userId, box: 'inbox' as const, at: mail.at })),
  );
}
