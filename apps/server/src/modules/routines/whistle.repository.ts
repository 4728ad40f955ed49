import type { WhistleCaseListQuery } from '@hcims/contracts/routines';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  max,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listStatement, likePattern } from '../../db/list.js';
import { roleGrants, roleMembers, roles } from '../access/index.js';
import { memberships } from '../identity/index.js';
import { employees } from '../people/index.js';
import { routinesWhistleAttachments, routinesWhistleCases, routinesWhistleMessages } from './whistle.table.js';

/** The SQL of whistle-blowing cases. Every query names its company, on top of row-level security. */

export type CaseRow = typeof routinesWhistleCases.$inferSelect & { reporterName: string | null; subjectName: string | null };
export type AttachmentRow = typeof routinesWhistleAttachments.$inferSelect;
export type MessageRow = typeof routinesWhistleMessages.$inferSelect & { handlerName: string | null };

const reporter = aliasedTable(employees, 'reporter');
const subject = aliasedTable(employees, 'subject');

const columns = {
  id: routinesWhistleCases.id,
  companyId: routinesWhistleCases.companyId,
  reference: routinesWhistleCases.reference,
  category: routinesWhistleCases.category,
  description: routinesWhistleCases.description,
  status: routinesWhistleCases.status,
  anonymous: routinesWhistleCases.anonymous,
  reporterUserId: routinesWhistleCases.reporterUserId,
  subjectEmployeeId: routinesWhistleCases.subjectEmployeeId,
  keyHash: routinesWhistleCases.keyHash,
  receivedOn: routinesWhistleCases.receivedOn,
  version: routinesWhistleCases.version,
  updatedAt: routinesWhistleCases.updatedAt,
  reporterName: sql<
    string | null
  >`case when ${reporter.id} is null then null else ${reporter.firstName} || ' ' || ${reporter.lastName} end`,
  subjectName: sql<string | null>`case when ${subject.id} is null then null else ${subject.firstName} || ' ' || ${subject.lastName} end`,
};

/** Cases a handler may see: none whose subject is the handler's own employee record (the id a value or a placeholder). */
const visibleTo = (handlerEmployeeId: string | SQLWrapper | null) =>
  handlerEmployeeId === null
    ? undefined
    : or(isNull(routinesWhistleCases.subjectEmployeeId), ne(routinesWhistleCases.subjectEmployeeId, handlerEmployeeId));

function selectCases(tx: Db) {
  return tx
    .select(columns)
    .from(routinesWhistleCases)
    .leftJoin(
      reporter,
      and(eq(reporter.companyId, routinesWhistleCases.companyId), eq(reporter.userId, routinesWhistleCases.reporterUserId)),
    )
    .leftJoin(subject, eq(subject.id, routinesWhistleCases.subjectEmployeeId));
}

function orderOf(sort: WhistleCaseListQuery['sort']): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const column = (sort ?? '-receivedOn').replace(/^-/, '') === 'status' ? routinesWhistleCases.status : routinesWhistleCases.receivedOn;
  return [descending ? desc(column) : asc(column), asc(routinesWhistleCases.reference)];
}

/** A value filled when a statement built once per shape runs (db/list.ts, `statementOf`). */
const p = sql.placeholder;

/** What decides the text of the list's statement: which filters are present and the sort, never a value (ADR 0141). */
type CasePageShape = {
  /** the handler has an employee record, whose own cases stay hidden */
  handler: boolean;
  status: boolean;
  category: boolean;
  search: boolean;
  sort: string;
};

/** The list's conditions for a shape, every value a placeholder. */
function casePageWhere(shape: CasePageShape): SQL | undefined {
  return and(
    eq(routinesWhistleCases.companyId, p('companyId')),
    visibleTo(shape.handler ? p('handlerEmployeeId') : null),
    shape.status ? eq(routinesWhistleCases.status, p('status')) : undefined,
    shape.category ? eq(routinesWhistleCases.category, p('category')) : undefined,
    shape.search
      ? or(ilike(routinesWhistleCases.reference, p('pattern')), ilike(routinesWhistleCases.description, p('pattern')))
      : undefined,
  );
}

function caseCount(db: Db, shape: CasePageShape) {
  return db.select({ n: count() }).from(routinesWhistleCases).where(casePageWhere(shape));
}

const caseList = listStatement(caseCount, (db, shape, total) =>
  db
    .select({ ...columns, total })
    .from(routinesWhistleCases)
    .leftJoin(
      reporter,
      and(eq(reporter.companyId, routinesWhistleCases.companyId), eq(reporter.userId, routinesWhistleCases.reporterUserId)),
    )
    .leftJoin(subject, eq(subject.id, routinesWhistleCases.subjectEmployeeId))
    .where(casePageWhere(shape))
    .orderBy(...orderOf(shape.sort as WhistleCaseListQuery['sort'])),
);

/** One page of the cases a handler may see and the total, in one statement built once per shape (db/list.ts). */
export async function listCases(
  tx: Db,
  companyId: string,
  handlerEmployeeId: string | null,
  query: WhistleCaseListQuery,
): Promise<{ rows: CaseRow[]; total: number }> {
  const shape: CasePageShape = {
    handler: handlerEmployeeId !== null,
    status: Boolean(query.status),
    category: Boolean(query.category),
    search: Boolean(query.q),
    sort: query.sort ?? '-receivedOn',
  };
  const values = {
    companyId,
    handlerEmployeeId,
    status: query.status ?? null,
    category: query.category ?? null,
    pattern: query.q ? likePattern(query.q) : null,
  };
  return caseList(tx, shape, values, query);
}

export async function findCase(tx: Db, companyId: string, id: string, handlerEmployeeId: string | null): Promise<CaseRow | undefined> {
  const [row] = await selectCases(tx).where(
    and(eq(routinesWhistleCases.companyId, companyId), eq(routinesWhistleCases.id, id), visibleTo(handlerEmployeeId)),
  );
  return row;
}

/** The case of a key digest: the transaction must have bound the digest (bindSecret), its company is not known yet. */
export async function caseOfKey(tx: Db, keyHash: string): Promise<{ id: string; companyId: string } | undefined> {
  const [row] = await tx
    .select({ id: routinesWhistleCases.id, companyId: routinesWhistleCases.companyId })
    .from(routinesWhistleCases)
    .where(eq(routinesWhistleCases.keyHash, keyHash));
  return row;
}

export async function insertCase(tx: Db, values: typeof routinesWhistleCases.$inferInsert): Promise<string> {
  const [row] = await tx.insert(routinesWhistleCases).values(values).returning({ id: routinesWhistleCases.id });
  return row!.id;
}

export async function moveCase(tx: Db, companyId: string, id: string, version: number, status: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(routinesWhistleCases)
    .set({ status, version: sql`${routinesWhistleCases.version} + 1`, updatedAt: now })
    .where(and(eq(routinesWhistleCases.companyId, companyId), eq(routinesWhistleCases.id, id), eq(routinesWhistleCases.version, version)))
    .returning({ id: routinesWhistleCases.id });
  return rows.length === 1;
}

export async function messagesOf(tx: Db, companyId: string, caseId: string, withInternal: boolean): Promise<MessageRow[]> {
  const handler = aliasedTable(employees, 'handler');
  return tx
    .select({
      id: routinesWhistleMessages.id,
      companyId: routinesWhistleMessages.companyId,
      caseId: routinesWhistleMessages.caseId,
      seq: routinesWhistleMessages.seq,
      author: routinesWhistleMessages.author,
      handlerUserId: routinesWhistleMessages.handlerUserId,
      internal: routinesWhistleMessages.internal,
      body: routinesWhistleMessages.body,
      sentOn: routinesWhistleMessages.sentOn,
      handlerName: sql<
        string | null
      >`case when ${handler.id} is null then null else ${handler.firstName} || ' ' || ${handler.lastName} end`,
    })
    .from(routinesWhistleMessages)
    .leftJoin(
      handler,
      and(eq(handler.companyId, routinesWhistleMessages.companyId), eq(handler.userId, routinesWhistleMessages.handlerUserId)),
    )
    .where(
      and(
        eq(routinesWhistleMessages.companyId, companyId),
        eq(routinesWhistleMessages.caseId, caseId),
        withInternal ? undefined : eq(routinesWhistleMessages.internal, false),
      ),
    )
    .orderBy(asc(routinesWhistleMessages.seq));
}

export async function addMessage(tx: Db, values: Omit<typeof routinesWhistleMessages.$inferInsert, 'seq'>): Promise<string> {
  // Serialises writers of one case: the case row is locked for the transaction.
  await tx.execute(sql`select 1 from routines_whistle_cases where id = ${values.caseId} for update`);
  const [last] = await tx
    .select({ seq: max(routinesWhistleMessages.seq) })
    .from(routinesWhistleMessages)
    .where(eq(routinesWhistleMessages.caseId, values.caseId));
  const [row] = await tx
    .insert(routinesWhistleMessages)
    .values({ ...values, seq: (last?.seq ?? 0) + 1 })
    .returning({ id: routinesWhistleMessages.id });
  return row!.id;
}

/** Open cases of the company (the count only, for the dashboard). */
export async function openCaseCount(tx: Db, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(routinesWhistleCases)
    .where(and(eq(routinesWhistleCases.companyId, companyId), ne(routinesWhistleCases.status, 'closed')));
  return row?.n ?? 0;
}

export async function employeeExists(tx: Db, companyId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
  return row !== undefined;
}

// ---- Attachments ----

/** Files of a case; for the reporter, none that came with an internal note. */
export async function attachmentsOf(tx: Db, companyId: string, caseId: string, withInternal: boolean): Promise<AttachmentRow[]> {
  const rows = await tx
    .select({ attachment: routinesWhistleAttachments, internal: routinesWhistleMessages.internal, seq: routinesWhistleMessages.seq })
    .from(routinesWhistleAttachments)
    .leftJoin(routinesWhistleMessages, eq(routinesWhistleMessages.id, routinesWhistleAttachments.messageId))
    .where(and(eq(routinesWhistleAttachments.companyId, companyId), eq(routinesWhistleAttachments.caseId, caseId)))
    .orderBy(asc(sql`coalesce(${routinesWhistleMessages.seq}, 0)`), asc(routinesWhistleAttachments.fileName));
  return rows.filter((r) => withInternal || r.internal !== true).map((r) => r.attachment);
}

export async function findAttachment(tx: Db, companyId: string, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(routinesWhistleAttachments)
    .where(and(eq(routinesWhistleAttachments.companyId, companyId), eq(routinesWhistleAttachments.id, id)));
  return row;
}

/** How many files the case holds already (numbers the neutral file names). */
export async function attachmentCount(tx: Db, companyId: string, caseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(routinesWhistleAttachments)
    .where(and(eq(routinesWhistleAttachments.companyId, companyId), eq(routinesWhistleAttachments.caseId, caseId)));
  return row?.n ?? 0;
}

export async function insertAttachment(tx: Db, values: typeof routinesWhistleAttachments.$inferInsert): Promise<AttachmentRow> {
  // Serialises uploads to one case, so the numbers of neutral names do not collide.
  await tx.execute(sql`select 1 from routines_whistle_cases where id = ${values.caseId} for update`);
  const [row] = await tx.insert(routinesWhistleAttachments).values(values).returning();
  return row!;
}

export async function findMessage(tx: Db, companyId: string, caseId: string, id: string): Promise<MessageRow | undefined> {
  const rows = await messagesOf(tx, companyId, caseId, true);
  return rows.find((m) => m.id === id);
}

/**
 * Case handlers to tell of a new case or a reporter's message: members of a role granting
 * routines.whistle-cases (read) at any scope, and owners; never the case's subject. At most 50.
 */
export async function caseHandlers(tx: Db, companyId: string, subjectEmployeeId: string | null): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: memberships.userId })
    .from(roleMembers)
    .innerJoin(roles, eq(roles.id, roleMembers.roleId))
    .innerJoin(memberships, eq(memberships.id, roleMembers.membershipId))
    .leftJoin(
      roleGrants,
      and(eq(roleGrants.roleId, roles.id), eq(roleGrants.resource, 'routines.whistle-cases'), eq(roleGrants.canRead, true)),
    )
    .leftJoin(employees, and(eq(employees.companyId, roleMembers.companyId), eq(employees.userId, memberships.userId)))
    .where(
      and(
        eq(roleMembers.companyId, companyId),
        eq(memberships.status, 'active'),
        or(eq(roles.builtIn, 'owner'), isNotNull(roleGrants.roleId)),
        subjectEmployeeId === null ? undefined : or(isNull(employees.id), ne(employees.id, subjectEmployeeId)),
      ),
    )
    .limit(50);
  return rows.map((r) => r.userId);
}
