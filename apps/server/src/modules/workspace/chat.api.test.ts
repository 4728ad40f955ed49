import type { ChatMessage, ChatUnread, Conversation, ConversationList, MessageList } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, identityTestApp, invitePerson, registerCompany, roleIdByName } from '../../platform/auth/testing.js';
import { connect, type Client } from '../../platform/realtime/testing.js';
import { describeEachDatabase, freshDatabase, testEnv, type TestDatabase } from '../../test/harness.js';

describeEachDatabase('workspace chat', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let ana: Awaited<ReturnType<typeof invitePerson>>;
  let ben: Awaited<ReturnType<typeof invitePerson>>;
  const sockets: Client[] = [];

  const call = <T = unknown>(method: 'GET' | 'POST', url: string, access: string, payload?: object) =>
    app
      .inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) })
      .then((res) => ({ res, body: (res.body ? res.json<T>() : undefined) as T }));
  const start = (access: string, payload: object) => call<Conversation>('POST', '/api/workspace/chat/conversations', access, payload);
  const send = async (access: string, id: string, body: string) =>
    (await call<ChatMessage>('POST', `/api/workspace/chat/conversations/${id}/messages`, access, { body })).body;
  const page = async (access: string, id: string, query = '') =>
    (await call<MessageList>('GET', `/api/workspace/chat/conversations/${id}/messages${query}`, access)).body;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await identityTestApp(database, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1000000' }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    owner = await registerCompany(app, { companyName: 'Chat Co', name: 'Olga Owner' });
    other = await registerCompany(app, { companyName: 'Other Chat Co' });
    const role = await roleIdByName(app, owner.access, 'Employee');
    ana = await invitePerson(app, database, owner.access, { roleIds: [role], name: 'Ana Alves' });
    ben = await invitePerson(app, database, owner.access, { roleIds: [role], name: 'Ben Brown' });
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.terminate();
    await app.close();
    await database.dispose();
  });

  it('keeps one direct conversation per pair, counts unread messages and moves read receipts forward', async () => {
    const first = await start(owner.access, { kind: 'direct', memberIds: [ana.user.id] });
    expect(first.res.statusCode).toBe(201);
    const again = await start(ana.access, { kind: 'direct', memberIds: [owner.user.id, ana.user.id] });
    expect([again.res.statusCode, again.body.id]).toEqual([200, first.body.id]);
    const id = first.body.id;

    const hello = await send(ana.access, id, '  Hello Olga ');
    expect(hello).toMatchObject({ body: 'Hello Olga', senderId: ana.user.id, senderName: 'Ana Alves' });
    const second = await send(ana.access, id, 'Are you there?');
    const list = (await call<ConversationList>('GET', '/api/workspace/chat/conversations', owner.access)).body;
    expect([list.unread, list.items[0]!.unread, list.items[0]!.lastMessage?.body]).toEqual([2, 2, 'Are you there?']);
    const envelope = (await call<ChatUnread>('GET', '/api/workspace/chat/unread', owner.access)).body;
    expect(envelope.items.map((m) => m.body)).toEqual(['Are you there?', 'Hello Olga']);
    // The sender has read their own messages.
    expect((await call<ConversationList>('GET', '/api/workspace/chat/conversations', ana.access)).body.unread).toBe(0);

    const read = await call('POST', `/api/workspace/chat/conversations/${id}/read`, owner.access, { messageId: hello.id });
    expect(read.res.statusCode).toBe(204);
    expect((await call<Conversation>('GET', `/api/workspace/chat/conversations/${id}`, owner.access)).body.unread).toBe(1);
    // Past the newest it stops at the newest; backwards it does not move.
    await call('POST', `/api/workspace/chat/conversations/${id}/read`, owner.access, { messageId: second.id + 1000 });
    await call('POST', `/api/workspace/chat/conversations/${id}/read`, owner.access, { messageId: hello.id });
    const seen = (await call<Conversation>('GET', `/api/workspace/chat/conversations/${id}`, ana.access)).body;
    expect(seen.members.find((m) => m.userId === owner.user.id)?.lastReadMessageId).toBe(second.id);

    const alone = await start(owner.access, { kind: 'direct', memberIds: [owner.user.id] });
    expect([alone.res.statusCode, alone.res.json<{ error: { code: string } }>().error.code]).toEqual([
      422,
      'WORKSPACE_CHAT_DIRECT_NEEDS_ONE',
    ]);
  });

  it('lets only members read or write a conversation, in this company or another', async () => {
    const group = (await start(owner.access, { kind: 'group', memberIds: [ana.user.id], title: 'Payroll' })).body;
    await send(ana.access, group.id, 'Salaries are ready');
    for (const outsider of [ben.access, other.access]) {
      expect((await call('GET', `/api/workspace/chat/conversations/${group.id}`, outsider)).res.statusCode).toBe(404);
      expect((await call('GET', `/api/workspace/chat/conversations/${group.id}/messages`, outsider)).res.statusCode).toBe(404);
      const write = await call('POST', `/api/workspace/chat/conversations/${group.id}/messages`, outsider, { body: 'Let me in' });
      expect(write.res.statusCode).toBe(404);
      const read = await call('POST', `/api/workspace/chat/conversations/${group.id}/read`, outsider, { messageId: 1 });
      expect(read.res.statusCode).toBe(404);
      const theirs = (await call<ConversationList>('GET', '/api/workspace/chat/conversations', outsider)).body;
      expect(theirs.items.map((c) => c.id)).not.toContain(group.id);
      expect((await call<ChatUnread>('GET', '/api/workspace/chat/unread', outsider)).body.items.map((m) => m.body)).not.toContain(
        'Salaries are ready',
      );
    }
    expect((await page(owner.access, group.id)).items.map((m) => m.body)).toEqual(['Salaries are ready']);
    // Someone of another company cannot be added.
    const foreign = await start(owner.access, { kind: 'group', memberIds: [ana.user.id, other.user.id] });
    expect([foreign.res.statusCode, foreign.res.json<{ error: { code: string } }>().error.code]).toEqual([
      422,
      'WORKSPACE_CHAT_UNKNOWN_MEMBER',
    ]);
  });

  it('pages history backwards on the message number and searches within a conversation', async () => {
    const group = (await start(ben.access, { kind: 'group', memberIds: [ana.user.id], title: 'Long' })).body;
    for (let i = 1; i <= 35; i++) await send(i % 2 ? ben.access : ana.access, group.id, `note ${i}${i === 7 ? ' 50% off' : ''}`);
    const newest = await page(ana.access, group.id);
    expect([newest.items.length, newest.hasMore, newest.items[0]!.body, newest.items.at(-1)!.body]).toEqual([
      30,
      true,
      'note 6',
      'note 35',
    ]);
    const older = await page(ana.access, group.id, `?before=${newest.items[0]!.id}`);
    expect([older.items.map((m) => m.body), older.hasMore]).toEqual([['note 1', 'note 2', 'note 3', 'note 4', 'note 5'], false]);
    const after = await page(ana.access, group.id, `?after=${newest.items.at(-2)!.id}`);
    expect(after.items.map((m) => m.body)).toEqual(['note 35']);
    const found = await page(ana.access, group.id, `?q=${encodeURIComponent('50%')}`);
    expect(found.items.map((m) => m.body)).toEqual(['note 7 50% off']);
    expect((await call('GET', `/api/workspace/chat/conversations/${group.id}/messages?before=abc`, ana.access)).res.statusCode).toBe(400);
  });

  it('tells members online of messages, typing and read receipts, and nobody else', async () => {
    const direct = (await start(ben.access, { kind: 'direct', memberIds: [owner.user.id] })).body;
    const olga = await connect(app, owner.access);
    const benLive = await connect(app, ben.access);
    const anaLive = await connect(app, ana.access);
    sockets.push(olga, benLive, anaLive);
    benLive.socket.send(JSON.stringify({ type: 'chat.typing', conversationId: direct.id }));
    expect(await olga.next('chat.typing')).toEqual({ type: 'chat.typing', conversationId: direct.id, userId: ben.user.id });
    // A non-member's typing in it is ignored.
    anaLive.socket.send(JSON.stringify({ type: 'chat.typing', conversationId: direct.id }));
    const message = await send(ben.access, direct.id, 'Lunch?');
    expect(await olga.next('chat.message')).toEqual({
      type: 'chat.message',
      conversationId: direct.id,
      messageId: message.id,
      senderId: ben.user.id,
    });
    await call('POST', `/api/workspace/chat/conversations/${direct.id}/read`, owner.access, { messageId: message.id });
    expect(await benLive.next('chat.read')).toMatchObject({ conversationId: direct.id, userId: owner.user.id, messageId: message.id });
    expect(olga.events.filter((e) => e.type === 'chat.typing')).toEqual([]);
    expect(anaLive.events.filter((e) => String(e.type).startsWith('chat.'))).toEqual([]);
  });
});
