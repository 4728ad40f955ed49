import type { ChatMessage, Conversation, MessageList } from '@hcims/contracts/workspace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, invitePerson, registerCompany, roleIdByName } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { PDF, peopleTestApp, upload, type PeopleTestApp } from '../../test/org-people.js';

describeEachDatabase('workspace chat files', (kind) => {
  let database: TestDatabase;
  let t: PeopleTestApp;
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let other: Awaited<ReturnType<typeof registerCompany>>;
  let ana: Awaited<ReturnType<typeof invitePerson>>;
  let ben: Awaited<ReturnType<typeof invitePerson>>;
  let conversationId: string;

  const sendFile = (access: string, id: string, fields: Record<string, string>, name = 'plan.pdf', content: Buffer | string = PDF) =>
    upload(app, 'POST', `/api/workspace/chat/conversations/${id}/files`, access, fields, { name, content });
  const fileUrl = (id: string, messageId: number) => `/api/workspace/chat/conversations/${id}/messages/${messageId}/file`;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    t = await peopleTestApp(database);
    app = t.app;
    owner = await registerCompany(app, { companyName: 'Chat Files Co', name: 'Olga Owner' });
    other = await registerCompany(app, { companyName: 'Other Chat Files Co' });
    const role = await roleIdByName(app, owner.access, 'Employee');
    ana = await invitePerson(app, database, owner.access, { roleIds: [role], name: 'Ana Alves' });
    ben = await invitePerson(app, database, owner.access, { roleIds: [role], name: 'Ben Brown' });
    const started = await app.inject({
      method: 'POST',
      url: '/api/workspace/chat/conversations',
      headers: bearer(ana.access),
      payload: { kind: 'direct', memberIds: [owner.user.id] },
    });
    conversationId = started.json<Conversation>().id;
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('sends a message carrying a file that only the conversation’s members download', async () => {
    const sent = await sendFile(ana.access, conversationId, { body: '  The plan ' });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ChatMessage>();
    expect(message).toMatchObject({
      body: 'The plan',
      senderId: ana.user.id,
      file: { fileName: 'plan.pdf', contentType: 'application/pdf', size: PDF.length },
    });
    const page = await app.inject({
      method: 'GET',
      url: `/api/workspace/chat/conversations/${conversationId}/messages`,
      headers: bearer(owner.access),
    });
    expect(page.json<MessageList>().items.at(-1)?.file?.fileName).toBe('plan.pdf');

    for (const member of [ana.access, owner.access]) {
      const res = await app.inject({ method: 'GET', url: fileUrl(conversationId, message.id), headers: bearer(member) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // Ben (same company, not a member) and another company: 404; nor can they post a file there.
    for (const outsider of [ben.access, other.access]) {
      expect((await app.inject({ method: 'GET', url: fileUrl(conversationId, message.id), headers: bearer(outsider) })).statusCode).toBe(
        404,
      );
      expect((await sendFile(outsider, conversationId, {})).statusCode).toBe(404);
    }
    // A message without a file has none to download.
    const plain = await app.inject({
      method: 'POST',
      url: `/api/workspace/chat/conversations/${conversationId}/messages`,
      headers: bearer(ana.access),
      payload: { body: 'No file here' },
    });
    expect(plain.json<ChatMessage>().file).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: fileUrl(conversationId, plain.json<ChatMessage>().id), headers: bearer(ana.access) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a file of the wrong type or size, a missing file and an over-long text, naming the field', async () => {
    expect((await sendFile(ana.access, conversationId, {}, 'page.html', '<!doctype html><p>hi</p>')).statusCode).toBe(415);
    expect(
      (await sendFile(ana.access, conversationId, {}, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]))).statusCode,
    ).toBe(413);
    const missing = await upload(app, 'POST', `/api/workspace/chat/conversations/${conversationId}/files`, ana.access, { body: 'x' });
    expect([missing.statusCode, missing.json<{ error: { details: { path: string }[] } }>().error.details[0]!.path]).toEqual([
      400,
      'body.file',
    ]);
    const long = await sendFile(ana.access, conversationId, { body: 'x'.repeat(4001) });
    expect([long.statusCode, long.json<{ error: { details: { path: string }[] } }>().error.details[0]!.path]).toEqual([400, 'body.body']);
    // Nothing refused was posted.
    const page = await app.inject({
      method: 'GET',
      url: `/api/workspace/chat/conversations/${conversationId}/messages`,
      headers: bearer(ana.access),
    });
    expect(page.json<MessageList>().items.filter((m) => m.file)).toHaveLength(1);
  });

  it('sends a file with no text at all', async () => {
    for (const fields of [{}, { body: '   ' }] as Record<string, string>[]) {
      const sent = await sendFile(ana.access, conversationId, fields, 'alone.pdf');
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json<ChatMessage>()).toMatchObject({ body: '', file: { fileName: 'alone.pdf' } });
    }
    // A message without a file still needs its text.
    const empty = await app.inject({
      method: 'POST',
      url: `/api/workspace/chat/conversations/${conversationId}/messages`,
      headers: bearer(ana.access),
      payload: { body: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
