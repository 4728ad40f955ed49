import type { RouteInventory } from '../../platform/auth/index.js';
import { notificationPreferences, notifications } from '../../platform/notifications/index.js';
import { calendarFeeds } from './calendar-feed.table.js';
import { chatConversations, chatMembers, chatMessages } from './chat.table.js';
import { mailboxAttachments, mailboxEntries, mailboxMessages } from './mailbox.table.js';
import { todoItems } from './todos.table.js';
import { dashboardLayouts } from './workspace.table.js';

/**
 * The workspace's routes are every member's own: signed in. Another company's to-do item answers
 * 404 like any row of another company; the layout row is there for the tenancy sweep.
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId, userId }) => {
    await tx.insert(dashboardLayouts).values({ companyId, userId, cardOrder: [], hidden: ['people.headcount'] });
    await tx.insert(notificationPreferences).values({ companyId, userId, kind: 'workspace.mail-received', inApp: false, email: true });
    await tx.insert(calendarFeeds).values({ companyId, userId, tokenHash: `probe-${companyId}` });
    const [todo] = await tx.insert(todoItems).values({ companyId, userId, title: 'Theirs', position: 1 }).returning();
    const [notice] = await tx
      .insert(notifications)
      .values({ companyId, userId, kind: 'workspace.probe', textKey: 'workspace:probe', textValues: {} })
      .returning();
    const [message] = await tx
      .insert(mailboxMessages)
      .values({ companyId, senderUserId: userId, recipientUserIds: [userId], subject: 'Theirs', body: 'Private' })
      .returning();
    const [entry] = await tx
      .insert(mailboxEntries)
      .values({ companyId, messageId: message!.id, userId, box: 'draft', at: new Date() })
      .returning();
    // A file row for the tenancy sweep (its stored bytes are never read here).
    await tx.insert(mailboxAttachments).values({
      companyId,
      messageId: message!.id,
      storageKey: 'sweep/none',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
    });
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ companyId, kind: 'group', title: 'Theirs', createdBy: userId })
      .returning();
    await tx.insert(chatMembers).values({ companyId, conversationId: conversation!.id, userId });
    const [said] = await tx
      .insert(chatMessages)
      .values({ companyId, conversationId: conversation!.id, senderId: userId, body: 'Private' })
      .returning({ id: chatMessages.id });
    return {
      todoId: todo!.id,
      notificationId: notice!.id,
      mailId: entry!.id,
      conversationId: conversation!.id,
      chatMessageId: String(said!.id),
    };
  },
  routes: {
    'GET /api/workspace/dashboard': { access: 'signed-in' },
    'PUT /api/workspace/dashboard/layout': { access: 'signed-in' },
    'GET /api/workspace/calendar': { access: 'signed-in' },
    'GET /api/workspace/calendar/feed': { access: 'signed-in' },
    'POST /api/workspace/calendar/feed': { access: 'signed-in' },
    'DELETE /api/workspace/calendar/feed': { access: 'signed-in' },
    'GET /api/calendar/feed/:file': { access: 'public' },
    'GET /api/workspace/todos': { access: 'signed-in' },
    'POST /api/workspace/todos': { access: 'signed-in' },
    'PATCH /api/workspace/todos/:id': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.todoId! }), body: () => ({ version: 1, done: true }) },
    },
    'DELETE /api/workspace/todos/:id': { access: 'signed-in', foreign: { params: (f) => ({ id: f.rows.todoId! }) } },
    'GET /api/workspace/notifications': { access: 'signed-in' },
    'POST /api/workspace/notifications/read': { access: 'signed-in' },
    'GET /api/workspace/notifications/preferences': { access: 'signed-in' },
    'PUT /api/workspace/notifications/preferences': { access: 'signed-in' },
    'DELETE /api/workspace/notifications/:id': { access: 'signed-in', foreign: { params: (f) => ({ id: f.rows.notificationId! }) } },
    'GET /api/workspace/mailbox': { access: 'signed-in' },
    'POST /api/workspace/mailbox': { access: 'signed-in' },
    'PUT /api/workspace/mailbox/:id': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.mailId! }), body: () => ({ to: [], subject: 'x', body: 'y', send: false }) },
    },
    'PATCH /api/workspace/mailbox/:id': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.mailId! }), body: () => ({ read: true }) },
    },
    'DELETE /api/workspace/mailbox/:id': { access: 'signed-in', foreign: { params: (f) => ({ id: f.rows.mailId! }) } },
    'GET /api/workspace/chat/conversations': { access: 'signed-in' },
    'POST /api/workspace/chat/conversations': { access: 'signed-in' },
    'GET /api/workspace/chat/conversations/:id': { access: 'signed-in', foreign: { params: (f) => ({ id: f.rows.conversationId! }) } },
    'GET /api/workspace/chat/conversations/:id/messages': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.conversationId! }) },
    },
    'POST /api/workspace/chat/conversations/:id/messages': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.conversationId! }), body: () => ({ body: 'Hello' }) },
    },
    'POST /api/workspace/chat/conversations/:id/read': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.conversationId! }), body: () => ({ messageId: 1 }) },
    },
    'GET /api/workspace/chat/unread': { access: 'signed-in' },
    'POST /api/workspace/mailbox/:id/attachments': { access: 'signed-in', foreign: { params: (f) => ({ id: f.rows.mailId! }) } },
    'GET /api/workspace/mailbox/:id/attachments/:attachmentId': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.mailId! }) },
    },
    'DELETE /api/workspace/mailbox/:id/attachments/:attachmentId': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.mailId! }) },
    },
    'POST /api/workspace/chat/conversations/:id/files': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.conversationId! }) },
    },
    'GET /api/workspace/chat/conversations/:id/messages/:messageId/file': {
      access: 'signed-in',
      foreign: { params: (f) => ({ id: f.rows.conversationId!, messageId: f.rows.chatMessageId! }) },
    },
    'PUT /api/workspace/todos/order': { access: 'signed-in', foreign: { body: (f) => ({ ids: [f.rows.todoId!] }) } },
  },
};
