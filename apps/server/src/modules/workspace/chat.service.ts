import type {
  ChatMessage,
  ChatUnread,
  Conversation,
  ConversationList,
  CreateConversation,
  MessageList,
  MessageListQuery,
  SendMessage,
} from '@hcims/contracts/workspace';
import { CreateConversationSchema, MessageListQuerySchema, SendMessageSchema } from '@hcims/contracts/workspace';
import { AppError } from '../../platform/errors/app-error.js';
import { publish, type RealtimeHub, type RealtimeSession } from '../../platform/realtime/index.js';
import { audit, type RequestCtx } from '../../platform/request/index.js';
import { withTenant } from '../../platform/tenancy/index.js';
import type { Database } from '../../db/client.js';
import * as repo from './chat.repository.js';
import { checkNewConversation, nextReadMark } from './chat.rules.js';

/**
 * Chat between members of a company. Only members of a conversation read or write it: every
 * use case first finds the caller's membership, and a conversation that is not theirs (or of
 * another company) answers 404 like one that does not exist. Messages are private
 * correspondence: the audit log records conversations started, never message bodies.
 */

const me = (ctx: RequestCtx) => ({ companyId: ctx.companyId, userId: ctx.userId });

const messageView = (m: repo.MessageView): ChatMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  senderName: m.senderName,
  body: m.body,
  file: m.fileName && m.fileType && m.fileSize !== null ? { fileName: m.fileName, contentType: m.fileType, size: m.fileSize } : null,
  createdAt: m.createdAt.toISOString(),
});

async function mustBeMember(ctx: RequestCtx, conversationId: string) {
  const found = await repo.membership(ctx.tx, me(ctx), conversationId);
  if (!found) throw AppError.notFound('Conversation');
  return found;
}

async function views(ctx: RequestCtx, rows: repo.ConversationRow[]): Promise<Conversation[]> {
  const ids = rows.map((r) => r.id);
  // One after another: the request's transaction is one connection (pg queues concurrent queries, and pg 9 refuses them).
  const members = await repo.membersOf(ctx.tx, ctx.companyId, ids);
  const last = await repo.lastMessages(ctx.tx, ctx.companyId, ids);
  const unread = await repo.unreadByConversation(ctx.tx, me(ctx));
  return rows.map((r) => {
    const lastMessage = last.find((m) => m.conversationId === r.id);
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      members: members.filter((m) => m.conversationId === r.id).map(({ conversationId: _c, ...m }) => m),
      lastMessage: lastMessage ? messageView(lastMessage) : null,
      unread: unread.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function listConversations(ctx: RequestCtx): Promise<ConversationList> {
  const items = await views(ctx, await repo.conversationsOf(ctx.tx, me(ctx)));
  return { items, unread: items.reduce((n, c) => n + c.unread, 0) };
}

export async function getConversation(ctx: RequestCtx, id: string): Promise<Conversation> {
  const { conversation } = await mustBeMember(ctx, id);
  return (await views(ctx, [conversation]))[0]!;
}

/** Starts a conversation; a direct one that exists already is answered as it is (`created` false). */
export async function createConversation(
  ctx: RequestCtx,
  input: CreateConversation,
): Promise<{ conversation: Conversation; created: boolean }> {
  const body = CreateConversationSchema.parse(input);
  // The web's people picker names employee records: each is taken as its sign-in account.
  const memberIds = await repo.accountsOf(ctx.tx, ctx.companyId, body.memberIds);
  const check = checkNewConversation(body.kind, ctx.userId, memberIds);
  if (!check.ok) throw new AppError(check.code, 'A direct conversation is between you and one other member', { status: 422 });
  const known = await repo.activeMembersAmong(ctx.tx, ctx.companyId, check.others);
  if (known.size !== check.others.length) {
    throw new AppError('WORKSPACE_CHAT_UNKNOWN_MEMBER', 'Every member must be an active member of the company', {
      status: 422,
      details: { field: 'memberIds' },
    });
  }
  if (check.directKey) {
    const existing = await repo.findDirect(ctx.tx, ctx.companyId, check.directKey);
    if (existing) return { conversation: (await views(ctx, [existing]))[0]!, created: false };
  }
  const row = await repo.insertConversation(
    ctx.tx,
    {
      companyId: ctx.companyId,
      kind: body.kind,
      title: body.kind === 'group' ? (body.title ?? null) : null,
      directKey: check.directKey,
      createdBy: ctx.userId,
      createdAt: ctx.now,
    },
    [ctx.userId, ...check.others],
  );
  await audit(ctx, 'workspace.chat-conversation-started', { type: 'chat-conversation', id: row.id }, null, {
    kind: row.kind,
    members: check.others.length + 1,
  });
  return { conversation: (await views(ctx, [row]))[0]!, created: true };
}

export async function listMessages(ctx: RequestCtx, conversationId: string, query: MessageListQuery): Promise<MessageList> {
  await mustBeMember(ctx, conversationId);
  const page = await repo.messages(ctx.tx, ctx.companyId, conversationId, MessageListQuerySchema.parse(query));
  return { items: page.items.map(messageView), hasMore: page.hasMore };
}

/** Sends a message; the members online hear of it when it commits (ADR 0102). */
export async function sendMessage(ctx: RequestCtx, conversationId: string, input: SendMessage): Promise<ChatMessage> {
  return post(ctx, conversationId, SendMessageSchema.parse(input).body);
}

/** Checks the caller may post to the conversation; called before a byte of a file is stored. */
export async function mayPost(ctx: RequestCtx, conversationId: string): Promise<void> {
  await mustBeMember(ctx, conversationId);
}

/** Sends a message carrying a stored file, with an optional caption (ADR 0117). */
export async function sendFile(ctx: RequestCtx, conversationId: string, caption: string, file: repo.MessageFile): Promise<ChatMessage> {
  return post(ctx, conversationId, caption, file);
}

/** The stored file of a message of a conversation the caller belongs to. */
export async function fileOf(ctx: RequestCtx, conversationId: string, messageId: number): Promise<repo.MessageFile> {
  await mustBeMember(ctx, conversationId);
  const file = await repo.messageFile(ctx.tx, ctx.companyId, conversationId, messageId);
  if (!file) throw AppError.notFound('File');
  return file;
}

async function post(ctx: RequestCtx, conversationId: string, body: string, file?: repo.MessageFile): Promise<ChatMessage> {
  await mustBeMember(ctx, conversationId);
  const row = await repo.insertMessage(
    ctx.tx,
    { companyId: ctx.companyId, conversationId, senderId: ctx.userId, body, ...(file ?? {}) },
    ctx.now,
  );
  const members = await repo.memberIds(ctx.tx, ctx.companyId, conversationId);
  await publish(ctx.tx, {
    companyId: ctx.companyId,
    userIds: members,
    event: { type: 'chat.message', conversationId, messageId: row.id, senderId: ctx.userId },
  });
  const [sender] = await repo.membersOf(ctx.tx, ctx.companyId, [conversationId]).then((all) => all.filter((m) => m.userId === ctx.userId));
  return messageView({ ...row, senderName: sender?.name ?? '' });
}

/** Moves the caller's read mark forward (a read receipt for the others). */
export async function markRead(ctx: RequestCtx, conversationId: string, messageId: number): Promise<void> {
  const { lastReadMessageId } = await mustBeMember(ctx, conversationId);
  const newest = await repo.newestMessageId(ctx.tx, ctx.companyId, conversationId);
  const mark = nextReadMark(lastReadMessageId, messageId, newest);
  if (mark === lastReadMessageId) return;
  await repo.setReadMark(ctx.tx, me(ctx), conversationId, mark);
  await publish(ctx.tx, {
    companyId: ctx.companyId,
    userIds: await repo.memberIds(ctx.tx, ctx.companyId, conversationId),
    event: { type: 'chat.read', conversationId, userId: ctx.userId, messageId: mark },
  });
}

export async function unread(ctx: RequestCtx, limit: number): Promise<ChatUnread> {
  const [rows, counts] = await Promise.all([repo.latestUnread(ctx.tx, me(ctx), limit), repo.unreadByConversation(ctx.tx, me(ctx))]);
  return {
    items: rows.map(({ conversationTitle, ...m }) => ({ ...messageView(m), conversationTitle })),
    unread: [...counts.values()].reduce((a, b) => a + b, 0),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Typing..." from a member's websocket: relayed to the conversation's other members at once,
 * nothing stored; ignored from anyone who is not a member.
 */
export function relayTyping(database: Pick<Database, 'db'>, hub: Pick<RealtimeHub, 'publishNow'>) {
  return async (session: RealtimeSession, message: Record<string, unknown>): Promise<void> => {
    const conversationId = message.conversationId;
    if (typeof conversationId !== 'string' || !UUID.test(conversationId)) return;
    const members = await withTenant(database, session, (tx) => repo.memberIds(tx, session.companyId, conversationId));
    if (!members.includes(session.userId)) return;
    await hub.publishNow({
      companyId: session.companyId,
      userIds: members.filter((u) => u !== session.userId),
      event: { type: 'chat.typing', conversationId, userId: session.userId },
    });
  };
}
