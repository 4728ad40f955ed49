import type { FiledWhistleReport, WhistleCaseDetail, WhistleCasePage, WhistleReporterView } from '@hcims/contracts/routines';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { selectRows } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import { bearer, registerCompany, signIn, testMailbox } from '../../platform/auth/testing.js';
import { describeEachDatabase, freshDatabase, type TestDatabase } from '../../test/harness.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, grantRole, multipart, PDF, upload } from '../../test/org-people.js';

/** A JPEG skeleton whose EXIF block and comment name a person and a place. */
function jpegNaming(name: string): Buffer {
  const segment = (marker: number, payload: string) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, Buffer.from(payload, 'latin1')]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
    segment(0xe1, `Exif\0\0Artist=${name};GPS=25.2048,55.2708`),
    segment(0xfe, `taken by ${name}`),
    segment(0xda, '\0\x01\x02\x03'),
    Buffer.from([0x11, 0x22, 0x33, 0xff, 0xd9]),
  ]);
}

/** Every row of the database (text, uuid, json and address columns) that holds one of the needles. */
async function rowsHolding(database: TestDatabase, needles: string[]): Promise<Set<string>> {
  const columns = await selectRows<{ table: string; column: string }>(
    database.db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'uuid', 'character varying', 'jsonb', 'json', 'inet')
        order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c.column]);
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
  const found = new Set<string>();
  for (const [table, cols] of byTable) {
    const test = cols.map((c) => `lower("${c}"::text) like any($1)`).join(' or ');
    const rows = await selectRows<{ row: string }>(
      database.db,
      sql`select ${sql.raw(`'${table}: ' || t::text`)} as row from ${sql.raw(`"${table}"`)} t where ${sql.raw(test.replaceAll('$1', 'array[' + patterns.map((p) => `'${p.replaceAll("'", "''")}'`).join(',') + ']'))}`,
    );
    for (const r of rows) found.add(r.row);
  }
  return found;
}

describeEachDatabase('routines whistle-blowing', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  let owner: Awaited<ReturnType<typeof registerCompany>>;
  let reporter: Awaited<ReturnType<typeof addEmployeeWhoSignsIn>>;
  let handler: Awaited<ReturnType<typeof addEmployeeWhoSignsIn>>;
  let hr: Awaited<ReturnType<typeof addEmployeeWhoSignsIn>>;

  const call = (method: 'GET' | 'POST', url: string, access: string | null, payload?: object) =>
    app.inject({ method, url, ...(access ? { headers: bearer(access) } : {}), ...(payload ? { payload } : {}) });
  /** The reporter's upload: the key in its header; a session token too when given (the route must ignore it). */
  const attachByKey = (key: string, file: { name: string; content: Buffer | string }, access?: string, query = '') => {
    const body = multipart({}, file);
    return app.inject({
      method: 'POST',
      url: `/api/routines/whistle/follow/attachments${query}`,
      headers: { ...(access ? bearer(access) : {}), ...body.headers, 'x-case-key': key },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
        RATE_LIMIT_PER_MINUTE: '1000000',
      }),
      database,
      webDir: null,
      jobs: null,
      mailTransport: testMailbox(),
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
    owner = await registerCompany(app, { companyName: 'Whistle Co' });
    const s = await createStructure(app, owner.access);
    const job = { departmentId: s.departments.sales, designationId: s.designations.salesRep };
    reporter = await addEmployeeWhoSignsIn(app, database, owner.access, { ...job, firstName: 'Zubaida', lastName: 'Quintavalle' });
    handler = await addEmployeeWhoSignsIn(app, database, owner.access, { ...job, firstName: 'Hadi', lastName: 'Casehand' });
    hr = await addEmployeeWhoSignsIn(app, database, owner.access, { ...job, firstName: 'Hind', lastName: 'Peoplework' });
    // Case handlers: a role of their own (HR admins do not hold it).
    const role = (await call('POST', '/api/access/roles', owner.access, { name: 'Case handlers' })).json<{ id: string; version: number }>();
    const grants = [{ resource: 'routines.whistle-cases', create: false, read: true, update: true, delete: false, scope: 'company' }];
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/access/roles/${role.id}/grants`,
          headers: bearer(owner.access),
          payload: { version: role.version, grants },
        })
      ).statusCode,
    ).toBe(200);
    await grantRole(app, owner.access, 'Case handlers', handler.employee.userId!);
    await grantRole(app, owner.access, 'HR admin', hr.employee.userId!);
    handler.session = await signIn(app, handler.employee.workEmail);
    hr.session = await signIn(app, hr.employee.workEmail);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('files an anonymous report with an attachment that no table, no file and no log line links to the reporter', async () => {
    const needles = [reporter.employee.userId!, reporter.employee.workEmail, 'Zubaida', 'Quintavalle', reporter.employee.id, '127.0.0.1'];
    // A first call, so the filing is not the session's first use of the minute.
    expect((await call('GET', '/api/auth/me', reporter.session.access)).statusCode).toBe(200);
    const before = await rowsHolding(database, needles);
    lines.length = 0;
    const res = await call('POST', '/api/routines/whistle/reports', reporter.session.access, {
      category: 'fraud',
      description: 'Invoices from a supplier are paid twice every month.',
      anonymous: true,
    });
    expect(res.statusCode).toBe(201);
    const filed = res.json<FiledWhistleReport>();
    expect(filed.caseKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A photo whose name and EXIF block name the reporter, sent (by mistake) with the session's token too.
    const attached = await attachByKey(
      filed.caseKey,
      { name: 'zubaida-quintavalle.jpg', content: jpegNaming('Zubaida Quintavalle') },
      reporter.session.access,
    );
    expect(attached.statusCode).toBe(201);
    const [photo] = attached.json<WhistleReporterView>().attachments;
    expect(photo).toMatchObject({ author: 'reporter', messageId: null, contentType: 'image/jpeg', fileName: `${filed.reference}-1.jpg` });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/routines/whistle/reports');
    expect(logged).toContain('/api/routines/whistle/follow/attachments');
    for (const needle of needles) expect(logged).not.toContain(needle);
    // The stored photo has lost its EXIF block and comment; the pixels are still there.
    const handlerCase = (await call('GET', '/api/routines/whistle/cases?pageSize=100', handler.session.access))
      .json<WhistleCasePage>()
      .items.find((c) => c.reference === filed.reference)!;
    const download = await call('GET', `/api/routines/whistle/attachments/${photo!.id}`, handler.session.access);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const bytes = download.rawPayload.toString('latin1');
    expect(bytes).not.toContain('Zubaida');
    expect(bytes).not.toContain('GPS');
    expect(bytes).toContain('JFIF');
    expect(handlerCase).toMatchObject({ anonymous: true, reporterName: null });
    // The handlers' notices keep the day only, like the case.
    const notices = await selectRows<{ time: string }>(
      database.db,
      sql`select to_char(created_at at time zone 'UTC', 'HH24:MI:SS') as time from notifications
          where kind = 'routines.whistle-case-filed' and text_values->>'reference' = ${filed.reference}`,
    );
    expect(notices.length).toBeGreaterThanOrEqual(2);
    expect(new Set(notices.map((n) => n.time))).toEqual(new Set(['00:00:00']));

    const after = await rowsHolding(database, needles);
    const added = [...after].filter((row) => !before.has(row));
    expect(added).toEqual([]);
    // The case itself: no user, no key in clear, the day only.
    const [stored] = await selectRows<Record<string, unknown>>(
      database.db,
      sql`select to_jsonb(c) as row from routines_whistle_cases c where reference = ${filed.reference}`,
    );
    expect(JSON.stringify(stored)).not.toContain(filed.caseKey);
    expect(stored!.row).toMatchObject({ reporter_user_id: null, updated_at: null, anonymous: true });
    const [event] = await selectRows<{ actor: string | null; ip: string | null; request: string | null; at: string }>(
      database.db,
      sql`select actor_user_id as actor, ip, request_id as request, to_char(at at time zone 'UTC', 'HH24:MI:SS') as at from audit_events where action = 'routines.whistle-case-received'`,
    );
    expect(event).toEqual({ actor: null, ip: null, request: null, at: '00:00:00' });
    const [file] = await selectRows<Record<string, unknown>>(
      database.db,
      sql`select to_jsonb(a) as row from routines_whistle_attachments a where id = ${photo!.id}`,
    );
    expect(file!.row).toMatchObject({ author: 'reporter', handler_user_id: null });
  });

  it('lets the reporter follow the case with the key and talk to handlers, who move it and keep internal notes', async () => {
    const filed = (
      await call('POST', '/api/routines/whistle/reports', reporter.session.access, {
        category: 'safety',
        description: 'The fire exit on floor 3 is locked at night.',
        anonymous: true,
      })
    ).json<FiledWhistleReport>();
    const follow = await call('POST', '/api/routines/whistle/follow', null, { key: filed.caseKey });
    expect(follow.statusCode).toBe(200);
    expect(follow.json<WhistleReporterView>()).toMatchObject({ reference: filed.reference, status: 'received', messages: [] });
    expect((await call('POST', '/api/routines/whistle/follow', null, { key: 'A'.repeat(43) })).statusCode).toBe(404);
    expect((await call('POST', '/api/routines/whistle/follow', null, { key: 'short' })).statusCode).toBe(400);

    const list = (await call('GET', '/api/routines/whistle/cases?category=safety', handler.session.access)).json<WhistleCasePage>();
    const item = list.items.find((c) => c.reference === filed.reference)!;
    expect(item).toMatchObject({ anonymous: true, reporterName: null, status: 'received' });
    // HR admins do not hold the handlers' permission; employees neither.
    expect((await call('GET', '/api/routines/whistle/cases', hr.session.access)).statusCode).toBe(403);
    expect((await call('GET', '/api/routines/whistle/cases', reporter.session.access)).statusCode).toBe(403);

    const bad = await call('POST', `/api/routines/whistle/cases/${item.id}/status`, handler.session.access, {
      version: 1,
      status: 'resolved',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('ROUTINES_WHISTLE_TRANSITION');
    let detail = (
      await call('POST', `/api/routines/whistle/cases/${item.id}/status`, handler.session.access, { version: 1, status: 'in-review' })
    ).json<WhistleCaseDetail>();
    expect(detail.status).toBe('in-review');
    await call('POST', `/api/routines/whistle/cases/${item.id}/messages`, handler.session.access, {
      body: 'Which building?',
      internal: false,
    });
    detail = (
      await call('POST', `/api/routines/whistle/cases/${item.id}/messages`, handler.session.access, {
        body: 'Check with facilities',
        internal: true,
      })
    ).json<WhistleCaseDetail>();
    expect(detail.messages.map((m) => [m.author, m.internal, m.handlerName])).toEqual([
      ['handler', false, 'Hadi Casehand'],
      ['handler', true, 'Hadi Casehand'],
    ]);

    const replied = await call('POST', '/api/routines/whistle/follow/messages', null, { key: filed.caseKey, body: 'Building B' });
    expect(replied.statusCode).toBe(200);
    const view = replied.json<WhistleReporterView>();
    expect(view.status).toBe('in-review');
    expect(view.messages.map((m) => [m.author, m.body, m.handlerName])).toEqual([
      ['handler', 'Which building?', null],
      ['reporter', 'Building B', null],
    ]);
    detail = (
      await call('POST', `/api/routines/whistle/cases/${item.id}/status`, handler.session.access, { version: 2, status: 'resolved' })
    ).json<WhistleCaseDetail>();
    expect(detail.status).toBe('resolved');
    await call('POST', `/api/routines/whistle/cases/${item.id}/status`, handler.session.access, { version: 3, status: 'closed' });
    const closed = await call('POST', '/api/routines/whistle/follow/messages', null, { key: filed.caseKey, body: 'Thanks' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.code).toBe('ROUTINES_WHISTLE_CLOSED');
  });

  it('names the reporter of a named report, and hides a case from the handler it is about', async () => {
    const named = (
      await call('POST', '/api/routines/whistle/reports', reporter.session.access, {
        category: 'harassment',
        description: 'A case handler shouts at the team in meetings.',
        anonymous: false,
        subjectEmployeeId: handler.employee.id,
      })
    ).json<FiledWhistleReport>();
    const other = await addEmployee(app, owner.access, {
      departmentId: handler.employee.departmentId,
      designationId: handler.employee.designationId,
    });
    const aboutOther = (
      await call('POST', '/api/routines/whistle/reports', reporter.session.access, {
        category: 'other',
        description: 'Someone else entirely did something.',
        anonymous: false,
        subjectEmployeeId: other.id,
      })
    ).json<FiledWhistleReport>();

    const ownerList = (await call('GET', '/api/routines/whistle/cases?pageSize=100', owner.access)).json<WhistleCasePage>();
    const aboutHandler = ownerList.items.find((c) => c.reference === named.reference)!;
    expect(aboutHandler).toMatchObject({ anonymous: false, reporterName: 'Zubaida Quintavalle', subjectName: 'Hadi Casehand' });

    const handlerList = (await call('GET', '/api/routines/whistle/cases?pageSize=100', handler.session.access)).json<WhistleCasePage>();
    expect(handlerList.items.map((c) => c.reference)).not.toContain(named.reference);
    expect(handlerList.items.map((c) => c.reference)).toContain(aboutOther.reference);
    expect(handlerList.total).toBe(ownerList.total - 1);
    // A filter with a sort, a row a page, and a page past the end (whose total is counted on its own).
    const received = handlerList.items.filter((c) => c.status === 'received').map((c) => c.reference);
    expect(received.length).toBeGreaterThan(0);
    for (let page = 1; page <= received.length + 1; page++) {
      const url = `/api/routines/whistle/cases?status=received&sort=-status&pageSize=1&page=${page}`;
      const one = (await call('GET', url, handler.session.access)).json<WhistleCasePage>();
      expect(one).toMatchObject({ total: received.length, items: received.slice(page - 1, page).map((reference) => ({ reference })) });
    }
    for (const [method, url, payload] of [
      ['GET', `/api/routines/whistle/cases/${aboutHandler.id}`, undefined],
      ['POST', `/api/routines/whistle/cases/${aboutHandler.id}/status`, { version: 1, status: 'closed' }],
      ['POST', `/api/routines/whistle/cases/${aboutHandler.id}/messages`, { body: 'Nothing here', internal: true }],
    ] as const) {
      expect((await call(method, url, handler.session.access, payload)).statusCode).toBe(404);
    }
  });

  it('tells the handlers (never the subject) of a new case and of the reporter’s messages, in the app', async () => {
    const filed = (
      await call('POST', '/api/routines/whistle/reports', reporter.session.access, {
        category: 'corruption',
        description: 'A case handler takes gifts from a supplier.',
        anonymous: false,
        subjectEmployeeId: handler.employee.id,
      })
    ).json<FiledWhistleReport>();
    const noticesOf = async (userId: string, kind: string) =>
      selectRows<{ id: string }>(
        database.db,
        sql`select id from notifications where user_id = ${userId} and kind = ${kind} and text_values->>'reference' = ${filed.reference}`,
      );
    expect(await noticesOf(owner.user.id, 'routines.whistle-case-filed')).toHaveLength(1);
    expect(await noticesOf(handler.employee.userId!, 'routines.whistle-case-filed')).toHaveLength(0);
    expect(await noticesOf(hr.employee.userId!, 'routines.whistle-case-filed')).toHaveLength(0);
    expect(await noticesOf(reporter.employee.userId!, 'routines.whistle-case-filed')).toHaveLength(0);
    expect(
      (await call('POST', '/api/routines/whistle/follow/messages', null, { key: filed.caseKey, body: 'One more thing' })).statusCode,
    ).toBe(200);
    expect(await noticesOf(owner.user.id, 'routines.whistle-reporter-wrote')).toHaveLength(1);
    expect(await noticesOf(handler.employee.userId!, 'routines.whistle-reporter-wrote')).toHaveLength(0);

    const other = (
      await call('POST', '/api/routines/whistle/reports', reporter.session.access, {
        category: 'other',
        description: 'Nobody in particular is named here.',
        anonymous: true,
      })
    ).json<FiledWhistleReport>();
    const feed = (await call('GET', '/api/workspace/notifications', handler.session.access)).json<{
      items: { textKey: string; textValues: Record<string, string> }[];
    }>();
    expect(
      feed.items.some((n) => n.textKey === 'routines:notifications.whistleCaseFiled' && n.textValues.reference === other.reference),
    ).toBe(true);
  });

  it('takes files from the reporter (by key) and the handlers, checked by content, and keeps internal ones from the reporter', async () => {
    const filed = (
      await call('POST', '/api/routines/whistle/reports', reporter.session.access, {
        category: 'fraud',
        description: 'Expense receipts are altered before filing.',
        anonymous: true,
      })
    ).json<FiledWhistleReport>();
    expect((await attachByKey(filed.caseKey, { name: 'scan.pdf', content: PDF })).statusCode).toBe(201);
    // Wrong type (by content), too big, no key, a wrong key.
    const html = await attachByKey(filed.caseKey, { name: 'scan.pdf', content: '<html><script>x</script></html>' });
    expect(html.statusCode).toBe(415);
    const gif = await attachByKey(filed.caseKey, { name: 'a.gif', content: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]) });
    expect(gif.statusCode).toBe(415);
    const big = await attachByKey(filed.caseKey, {
      name: 'big.pdf',
      content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]),
    });
    expect(big.statusCode).toBe(413);
    const body = multipart({}, { name: 'scan.pdf', content: PDF });
    const noKey = await app.inject({
      method: 'POST',
      url: '/api/routines/whistle/follow/attachments',
      headers: body.headers,
      payload: body.payload,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.details[0].path).toBe('headers.x-case-key');
    expect((await attachByKey('B'.repeat(43), { name: 'scan.pdf', content: PDF })).statusCode).toBe(404);

    // The reporter writes and attaches a file to that message; not to a handler's message.
    const wrote = (
      await call('POST', '/api/routines/whistle/follow/messages', null, { key: filed.caseKey, body: 'Here is the second one' })
    ).json<WhistleReporterView>();
    const mine = wrote.messages.at(-1)!;
    const withMessage = await attachByKey(filed.caseKey, { name: 'second.pdf', content: PDF }, undefined, `?messageId=${mine.id}`);
    expect(withMessage.statusCode).toBe(201);
    expect(withMessage.json<WhistleReporterView>().attachments.map((a) => [a.messageId, a.fileName])).toEqual([
      [null, `${filed.reference}-1.pdf`],
      [mine.id, `${filed.reference}-2.pdf`],
    ]);

    // Handlers: an internal note with a file the reporter never sees; HR and employees are refused.
    const list = (await call('GET', '/api/routines/whistle/cases?pageSize=100', handler.session.access)).json<WhistleCasePage>();
    const item = list.items.find((c) => c.reference === filed.reference)!;
    const note = (
      await call('POST', `/api/routines/whistle/cases/${item.id}/messages`, handler.session.access, {
        body: 'Compare with ledger',
        internal: true,
      })
    ).json<WhistleCaseDetail>();
    const noteId = note.messages.at(-1)!.id;
    const url = `/api/routines/whistle/cases/${item.id}/attachments`;
    const handlerFile = await upload(
      app,
      'POST',
      `${url}?messageId=${noteId}`,
      handler.session.access,
      {},
      { name: 'ledger.pdf', content: PDF },
    );
    expect(handlerFile.statusCode).toBe(201);
    expect(handlerFile.json<WhistleCaseDetail>().attachments.map((a) => [a.author, a.fileName])).toEqual([
      ['reporter', `${filed.reference}-1.pdf`],
      ['reporter', `${filed.reference}-2.pdf`],
      ['handler', 'ledger.pdf'],
    ]);
    const ledger = handlerFile.json<WhistleCaseDetail>().attachments[2]!;
    expect(
      (await upload(app, 'POST', `${url}?messageId=${mine.id}`, handler.session.access, {}, { name: 'x.pdf', content: PDF })).statusCode,
    ).toBe(400);
    expect((await upload(app, 'POST', url, hr.session.access, {}, { name: 'x.pdf', content: PDF })).statusCode).toBe(403);
    expect((await upload(app, 'POST', url, reporter.session.access, {}, { name: 'x.pdf', content: PDF })).statusCode).toBe(403);
    expect((await call('GET', `/api/routines/whistle/attachments/${ledger.id}`, hr.session.access)).statusCode).toBe(403);

    const seen = (await call('POST', '/api/routines/whistle/follow', null, { key: filed.caseKey })).json<WhistleReporterView>();
    expect(seen.attachments.map((a) => a.fileName)).toEqual([`${filed.reference}-1.pdf`, `${filed.reference}-2.pdf`]);
    const fetched = await call('POST', `/api/routines/whistle/follow/attachments/${seen.attachments[0]!.id}`, null, { key: filed.caseKey });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('POST', `/api/routines/whistle/follow/attachments/${ledger.id}`, null, { key: filed.caseKey })).statusCode).toBe(
      404,
    );

    // Another company's handler finds nothing of this case.
    const otherOwner = await registerCompany(app, { companyName: 'Other Whistle Co' });
    expect((await call('GET', `/api/routines/whistle/attachments/${ledger.id}`, otherOwner.access)).statusCode).toBe(404);
    expect((await upload(app, 'POST', url, otherOwner.access, {}, { name: 'x.pdf', content: PDF })).statusCode).toBe(404);
  });
});
