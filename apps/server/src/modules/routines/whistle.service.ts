import type {
  WhistleAttachment,
  FiledWhistleReport,
  FileWhistleReport,
  MoveWhistleCase,
  WhistleCase,
  WhistleCaseDetail,
  WhistleCaseListQuery,
  WhistleCasePage,
  WhistleCategory,
  WhistleHandlerMessage,
  WhistleMessage,
  WhistleReporterView,
  WhistleStatus,
} from '@hcims/contracts/routines';
import type { Database, Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { notificationsRepo, notify, type Notice } from '../../platform/notifications/index.js';
import { audit, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import { bindSecret, enterTenant, type TenantTx } from '../../platform/tenancy/index.js';
import { employeeOfUser } from './staff.repository.js';
import * as repo from './whistle.repository.js';
import { neutralFileName } from './whistle.files.js';
import { canMoveCase, caseKeyDigest, dayOnly, newCaseKey, newCaseReference, reporterMayWrite } from './whistle.rules.js';

/**
 * Whistle-blowing (ADR 0125). Filing needs only a session; an anonymous filing stores nothing of
 * it (no user, session, address or instant; no audit actor). Handlers hold routines.whistle-cases
 * and never see a case whose subject they are. The reporter follows the case with its key.
 */

function caseView(row: repo.CaseRow): WhistleCase {
  return {
    id: row.id,
    reference: row.reference,
    category: row.category as WhistleCategory,
    description: row.description,
    status: row.status as WhistleStatus,
    anonymous: row.anonymous,
    reporterName: row.anonymous ? null : row.reporterName,
    subjectEmployeeId: row.subjectEmployeeId,
    subjectName: row.subjectName,
    receivedOn: row.receivedOn,
    version: row.version,
  };
}

function attachmentView(row: repo.AttachmentRow): WhistleAttachment {
  return {
    id: row.id,
    messageId: row.messageId,
    author: row.author as 'reporter' | 'handler',
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    addedOn: row.addedOn,
  };
}

const HREF = '/routine_whistle';

/**
 * Tells the case handlers (never the case's subject) in the caller's transaction. For an
 * anonymous case the notice carries the day only (midnight) and is not pushed live, so neither
 * its row nor the moment a bell rings dates what the reporter did (ADR 0123).
 */
async function tellHandlers(
  tx: Db,
  companyId: string,
  found: { subjectEmployeeId: string | null; anonymous: boolean; day: string },
  notice: Notice,
): Promise<void> {
  const handlers = await repo.caseHandlers(tx, companyId, found.subjectEmployeeId);
  if (!found.anonymous) return notify(tx, companyId, handlers, notice);
  await notificationsRepo.insertNotifications(
    tx,
    handlers.map((userId) => ({
      companyId,
      userId,
      kind: notice.kind,
      textKey: notice.textKey,
      textValues: notice.textValues ?? {},
      href: notice.href ?? null,
      createdAt: new Date(`${found.day}T00:00:00.000Z`),
    })),
  );
}

function messageView(row: repo.MessageRow, forHandler: boolean): WhistleMessage {
  return {
    id: row.id,
    author: row.author as 'reporter' | 'handler',
    handlerName: forHandler ? row.handlerName : null,
    internal: row.internal,
    body: row.body,
    sentOn: row.sentOn,
  };
}

/** Files a report. Anonymous: the case row, its audit event and the answer carry nothing of the caller. */
export async function fileReport(ctx: RequestCtx, input: FileWhistleReport): Promise<FiledWhistleReport> {
  if (input.subjectEmployeeId) {
    // Any employee of the company may be named: an existence check, not the caller's scope.
    if (!(await repo.employeeExists(ctx.tx, ctx.companyId, input.subjectEmployeeId))) throw AppError.notFound('Employee');
  }
  const caseKey = newCaseKey();
  const reference = newCaseReference();
  const receivedOn = dayOnly(ctx.now);
  const id = await repo.insertCase(ctx.tx, {
    companyId: ctx.companyId,
    reference,
    category: input.category,
    description: input.description,
    anonymous: input.anonymous,
    reporterUserId: input.anonymous ? null : ctx.userId,
    subjectEmployeeId: input.subjectEmployeeId ?? null,
    keyHash: caseKeyDigest(caseKey),
    receivedOn,
  });
  const after = { reference, category: input.category, anonymous: input.anonymous };
  if (input.anonymous) {
    // No actor, request id or address, and the day only: the audit trail cannot name the reporter.
    await recordAudit(ctx.tx, {
      companyId: ctx.companyId,
      actorUserId: null,
      action: 'routines.whistle-case-received',
      targetType: 'routines-whistle-case',
      targetId: id,
      after,
      requestId: null,
      ip: null,
      at: new Date(`${receivedOn}T00:00:00.000Z`),
    });
  } else {
    await audit(ctx, 'routines.whistle-case-received', { type: 'routines-whistle-case', id }, null, after);
  }
  await tellHandlers(
    ctx.tx,
    ctx.companyId,
    { subjectEmployeeId: input.subjectEmployeeId ?? null, anonymous: input.anonymous, day: receivedOn },
    { kind: 'routines.whistle-case-filed', textKey: 'routines:notifications.whistleCaseFiled', textValues: { reference }, href: HREF },
  );
  return { reference, caseKey };
}

async function handlerEmployee(ctx: RequestCtx): Promise<string | null> {
  return (await employeeOfUser(ctx.tx, ctx.companyId, ctx.userId))?.id ?? null;
}

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.CaseRow> {
  const row = await repo.findCase(ctx.tx, ctx.companyId, id, await handlerEmployee(ctx));
  // A case about the handler answers exactly like a case that does not exist.
  if (!row) throw AppError.notFound('Case');
  return row;
}

export async function listCases(ctx: RequestCtx, query: WhistleCaseListQuery): Promise<WhistleCasePage> {
  const { rows, total } = await repo.listCases(ctx.tx, ctx.companyId, await handlerEmployee(ctx), query);
  return { items: rows.map(caseView), total, page: query.page, pageSize: query.pageSize };
}

export async function getCase(ctx: RequestCtx, id: string): Promise<WhistleCaseDetail> {
  const row = await mustFind(ctx, id);
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const messages = await repo.messagesOf(ctx.tx, ctx.companyId, id, true);
  const attachments = await repo.attachmentsOf(ctx.tx, ctx.companyId, id, true);
  return { ...caseView(row), messages: messages.map((m) => messageView(m, true)), attachments: attachments.map(attachmentView) };
}

export async function moveCase(ctx: RequestCtx, id: string, input: MoveWhistleCase): Promise<WhistleCaseDetail> {
  const current = await mustFind(ctx, id);
  if (current.version !== input.version) throw staleVersion('ROUTINES_WHISTLE_STALE_VERSION', 'case', current.version);
  const from = current.status as WhistleStatus;
  if (!canMoveCase(from, input.status)) {
    throw AppError.rule('ROUTINES_WHISTLE_TRANSITION', `A ${from} case cannot become ${input.status}`, { from, to: input.status });
  }
  if (!(await repo.moveCase(ctx.tx, ctx.companyId, id, input.version, input.status, ctx.now))) {
    throw staleVersion('ROUTINES_WHISTLE_STALE_VERSION', 'case');
  }
  await audit(ctx, 'routines.whistle-case-moved', { type: 'routines-whistle-case', id }, { status: from }, { status: input.status });
  return getCase(ctx, id);
}

export async function addHandlerMessage(ctx: RequestCtx, id: string, input: WhistleHandlerMessage): Promise<WhistleCaseDetail> {
  const current = await mustFind(ctx, id);
  if (current.status === 'closed' && !input.internal) {
    throw AppError.rule('ROUTINES_WHISTLE_CLOSED', 'The case is closed; only internal notes can be added');
  }
  const messageId = await repo.addMessage(ctx.tx, {
    companyId: ctx.companyId,
    caseId: id,
    author: 'handler',
    handlerUserId: ctx.userId,
    internal: input.internal,
    body: input.body,
    sentOn: dayOnly(ctx.now),
  });
  await audit(ctx, input.internal ? 'routines.whistle-note-added' : 'routines.whistle-message-sent', {
    type: 'routines-whistle-message',
    id: messageId,
  });
  return getCase(ctx, id);
}

// ---- The reporter's side: the case key instead of a session ----

/**
 * Runs work on the case a key opens, in one transaction as the runtime role: the key's digest is
 * bound to find the case (its policy admits that one row), then the transaction is scoped to the
 * case's company with no user. An unknown key answers 404, the same as a wrong one.
 */
export async function withCaseKey<T>(
  database: Pick<Database, 'db'>,
  key: string,
  work: (tx: TenantTx, found: { id: string; companyId: string }) => Promise<T>,
): Promise<T> {
  return database.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await enterTenant(tx, { companyId: '', groupId: '', userId: null });
    const digest = caseKeyDigest(key);
    await bindSecret(tx, digest);
    const found = await repo.caseOfKey(tx, digest);
    if (!found) throw AppError.notFound('Case');
    await bindSecret(tx, '');
    const scoped = await enterTenant(tx, { companyId: found.companyId, groupId: '', userId: null });
    return work(scoped, found);
  });
}

async function reporterView(tx: Db, found: { id: string; companyId: string }): Promise<WhistleReporterView> {
  const row = await repo.findCase(tx, found.companyId, found.id, null);
  if (!row) throw AppError.notFound('Case');
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const messages = await repo.messagesOf(tx, found.companyId, found.id, false);
  const attachments = await repo.attachmentsOf(tx, found.companyId, found.id, false);
  return {
    attachments: attachments.map(attachmentView),
    reference: row.reference,
    category: row.category as WhistleCategory,
    description: row.description,
    status: row.status as WhistleStatus,
    receivedOn: row.receivedOn,
    messages: messages.map((m) => messageView(m, false)),
  };
}

export function followCase(database: Pick<Database, 'db'>, key: string): Promise<WhistleReporterView> {
  return withCaseKey(database, key, (tx, found) => reporterView(tx, found));
}

/** The reporter writes to the handlers: the message keeps the day only, and no audit event names anyone. */
export function reporterMessage(database: Pick<Database, 'db'>, key: string, body: string, now: Date): Promise<WhistleReporterView> {
  return withCaseKey(database, key, async (tx, found) => {
    const view = await reporterView(tx, found);
    if (!reporterMayWrite(view.status)) throw AppError.rule('ROUTINES_WHISTLE_CLOSED', 'The case is closed');
    await repo.addMessage(tx, {
      companyId: found.companyId,
      caseId: found.id,
      author: 'reporter',
      handlerUserId: null,
      internal: false,
      body,
      sentOn: dayOnly(now),
    });
    const row = (await repo.findCase(tx, found.companyId, found.id, null))!;
    await tellHandlers(
      tx,
      found.companyId,
      { subjectEmployeeId: row.subjectEmployeeId, anonymous: row.anonymous, day: dayOnly(now) },
      {
        kind: 'routines.whistle-reporter-wrote',
        textKey: 'routines:notifications.whistleReporterWrote',
        textValues: { reference: row.reference },
        href: HREF,
      },
    );
    return reporterView(tx, found);
  });
}

// ---- Attachments ----

type UploadedFile = { key: string; kind: string; mime: string; extension: string; size: number };

/** The message a file goes with must be one of the uploader's side on this case (null: the report itself). */
async function messageFor(tx: Db, companyId: string, caseId: string, messageId: string | undefined, author: 'reporter' | 'handler') {
  if (!messageId) return null;
  const message = await repo.findMessage(tx, companyId, caseId, messageId);
  if (!message || message.author !== author) {
    throw AppError.validation([{ path: 'querystring.messageId', message: `is not a ${author} message of this case` }]);
  }
  return message;
}

/** Checks before an upload by the reporter is stored: the key opens an open case (and the message is theirs). */
export function reporterMayAttach(database: Pick<Database, 'db'>, key: string, messageId: string | undefined): Promise<void> {
  return withCaseKey(database, key, async (tx, found) => {
    const view = await reporterView(tx, found);
    if (!reporterMayWrite(view.status)) throw AppError.rule('ROUTINES_WHISTLE_CLOSED', 'The case is closed');
    await messageFor(tx, found.companyId, found.id, messageId, 'reporter');
  });
}

/** The reporter adds a file (by case key): a neutral name, the day only, no user and no audit event. */
export function reporterAttach(
  database: Pick<Database, 'db'>,
  key: string,
  messageId: string | undefined,
  file: UploadedFile,
  now: Date,
): Promise<WhistleReporterView> {
  return withCaseKey(database, key, async (tx, found) => {
    const view = await reporterView(tx, found);
    if (!reporterMayWrite(view.status)) throw AppError.rule('ROUTINES_WHISTLE_CLOSED', 'The case is closed');
    const message = await messageFor(tx, found.companyId, found.id, messageId, 'reporter');
    const n = (await repo.attachmentCount(tx, found.companyId, found.id)) + 1;
    await repo.insertAttachment(tx, {
      companyId: found.companyId,
      caseId: found.id,
      messageId: message?.id ?? null,
      author: 'reporter',
      handlerUserId: null,
      storageKey: file.key,
      fileName: neutralFileName(view.reference, n, file.extension),
      contentType: file.mime,
      sizeBytes: file.size,
      addedOn: dayOnly(now),
    });
    return reporterView(tx, found);
  });
}

/** A file the reporter may read (not one of an internal note), opened by the case key. */
export function reporterAttachment(database: Pick<Database, 'db'>, key: string, id: string): Promise<repo.AttachmentRow> {
  return withCaseKey(database, key, async (tx, found) => {
    const row = (await repo.attachmentsOf(tx, found.companyId, found.id, false)).find((a) => a.id === id);
    if (!row) throw AppError.notFound('Attachment');
    return row;
  });
}

/** Checks before a handler's upload is stored: a case the handler may see (and their side's message). */
export async function handlerMayAttach(ctx: RequestCtx, caseId: string, messageId: string | undefined): Promise<void> {
  await mustFind(ctx, caseId);
  await messageFor(ctx.tx, ctx.companyId, caseId, messageId, 'handler');
}

/** A handler adds a file to a case (or to one of the handlers' messages or notes); audited. */
export async function handlerAttach(
  ctx: RequestCtx,
  caseId: string,
  messageId: string | undefined,
  file: UploadedFile & { fileName: string },
): Promise<WhistleCaseDetail> {
  await mustFind(ctx, caseId);
  const message = await messageFor(ctx.tx, ctx.companyId, caseId, messageId, 'handler');
  const row = await repo.insertAttachment(ctx.tx, {
    companyId: ctx.companyId,
    caseId,
    messageId: message?.id ?? null,
    author: 'handler',
    handlerUserId: ctx.userId,
    storageKey: file.key,
    fileName: file.fileName,
    contentType: file.mime,
    sizeBytes: file.size,
    addedOn: dayOnly(ctx.now),
  });
  await audit(ctx, 'routines.whistle-attachment-added', { type: 'routines-whistle-case', id: caseId }, null, {
    attachmentId: row.id,
    fileName: row.fileName,
  });
  return getCase(ctx, caseId);
}

/** A file of a case the handler may see (never one about the handler). */
export async function handlerAttachment(ctx: RequestCtx, id: string): Promise<repo.AttachmentRow> {
  const row = await repo.findAttachment(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Attachment');
  await mustFind(ctx, row.caseId);
  return row;
}
