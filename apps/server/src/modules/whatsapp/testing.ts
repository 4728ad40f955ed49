import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@hcims/contracts/identity';
import type { Employee } from '@hcims/contracts/people';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import { bearer, registerCompany, signIn, testMailbox, type TestClock } from '../../platform/auth/testing.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { createLocalDiskStorage } from '../../platform/storage/index.js';
import { addEmployee, addEmployeeWhoSignsIn, createStructure, expectStatus, grantRole, type Structure } from '../../test/org-people.js';
import { employees } from '../people/index.js';

/**
 * Test support (not part of the build): a stand-in for graph.facebook.com on 127.0.0.1 that
 * checks every request against the Cloud API's documented shape and answers like the real API
 * (the recipient number picks an error), the app wired to it, and a company to message.
 */

export const CLOUD = {
  token: 'EAAtest-people-token',
  phoneNumberId: '106540352242922',
  appSecret: 'test-app-secret',
  verifyToken: 'verify-me-please',
};

const text = z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean() }).strict();
const parameter = z.object({ type: z.literal('text'), text: z.string().min(1), parameter_name: z.string().optional() }).strict();
const MessageSchema = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual'),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.enum(['text', 'template']),
    text: text.optional(),
    template: z
      .object({
        name: z.string().regex(/^[a-z0-9_]+$/),
        language: z.object({ code: z.string().min(2) }).strict(),
        components: z.array(z.object({ type: z.literal('body'), parameters: z.array(parameter).min(1) }).strict()).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine(
    (m) => (m.type === 'text' ? m.text !== undefined && m.template === undefined : m.template !== undefined && m.text === undefined),
    {
      message: 'the type names the one content object present',
    },
  );
export type CloudMessage = z.infer<typeof MessageSchema>;

/** Numbers that make the stand-in answer with an error, as the Cloud API does. */
export const ERROR_NUMBERS = { throttled: '971500000429', window: '971500131047' };

export type CloudStub = {
  url: string;
  /** Valid requests, in order. */
  messages: CloudMessage[];
  /** Anything that did not follow the documented shape. */
  problems: string[];
  close(): Promise<void>;
};

export async function startCloudStub(): Promise<CloudStub> {
  const messages: CloudMessage[] = [];
  const problems: string[] = [];
  let counter = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, code: number, message: string, extra: Record<string, unknown> = {}) =>
        reply(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf123', ...extra } });
      if (request.method !== 'POST') problems.push(`method ${request.method}`);
      if (request.url !== `/v21.0/${CLOUD.phoneNumberId}/messages`) problems.push(`path ${request.url}`);
      if (request.headers.authorization !== `Bearer ${CLOUD.token}`) return error(401, 190, 'Invalid OAuth access token.');
      if (!String(request.headers['content-type']).startsWith('application/json')) problems.push('content-type');
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        problems.push('not JSON');
        return error(400, 100, 'Invalid parameter');
      }
      const parsed = MessageSchema.safeParse(body);
      if (!parsed.success) {
        problems.push(JSON.stringify(parsed.error.issues));
        return error(400, 100, 'Invalid parameter');
      }
      const to = parsed.data.to;
      if (to === ERROR_NUMBERS.throttled) return error(400, 130429, 'Rate limit hit');
      if (to === ERROR_NUMBERS.window) {
        return error(400, 131047, 'Re-engagement message', {
          error_data: { messaging_product: 'whatsapp', details: 'Message failed to send because more than 24 hours have passed' },
        });
      }
      messages.push(parsed.data);
      counter++;
      return reply(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.TEST${counter}x${to}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    messages,
    problems,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The app with WhatsApp configured to reach the stand-in (or not configured), and an optional job queue. */
export async function whatsappTestApp(
  database: Database,
  options: { clock: TestClock; cloudUrl?: string; jobs?: JobQueue | null },
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'hcims-wa-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATA_DIR: root,
    ...(options.cloudUrl
      ? {
          WHATSAPP_API_URL: options.cloudUrl,
          WHATSAPP_TOKEN: CLOUD.token,
          WHATSAPP_PHONE_NUMBER_ID: CLOUD.phoneNumberId,
          WHATSAPP_APP_SECRET: CLOUD.appSecret,
          WHATSAPP_VERIFY_TOKEN: CLOUD.verifyToken,
        }
      : {}),
  });
  const app = await buildApp({
    env,
    database,
    webDir: null,
    clock: options.clock.fn,
    storage: createLocalDiskStorage({ root: path.join(root, 'files') }),
    jobs: options.jobs ?? null,
    mailTransport: testMailbox(),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A webhook payload as Meta sends it: one entry, one change, these statuses. */
export function statusWebhook(statuses: { id: string; status: string; recipient: string; timestamp: number; errors?: unknown[] }[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: CLOUD.phoneNumberId },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(s.timestamp),
                recipient_id: s.recipient,
                ...(s.errors ? { errors: s.errors } : {}),
              })),
            },
          },
        ],
      },
    ],
  };
}

export const FIXTURE_NOW = new Date('2025-06-15T06:00:00Z');

export type MessagingFixture = {
  owner: Awaited<ReturnType<typeof registerCompany>>;
  structure: Structure & { departments: Record<'hr', string> };
  people: Record<'omar' | 'mona' | 'rami' | 'sara' | 'lina' | 'maya' | 'hana', Employee>;
  sessions: Record<'hr' | 'employee', LoginResponse>;
};

/**
 * A company to message, for a clock at FIXTURE_NOW:
 *
 *   Omar (CEO, Executive)            +971 50 100 0001
 *   └─ Mona (Sales Manager)          050 100 0002 (national: the company is in the UAE); signs in
 *      ├─ Rami (Sales Rep)           +971 50 100 0003; signs in as a plain Employee
 *      │  └─ Sara (Sales Rep)        no number
 *      └─ Lina (Sales Rep)           left on 2025-03-31
 *   Maya (Marketer, Marketing, under Sales)   +971 50 100 0006
 *   Hana (HR Specialist, Human Resources)     +971 50 100 0007; signs in as HR admin
 */
export async function messagingFixture(app: FastifyInstance, database: Database, companyName: string): Promise<MessagingFixture> {
  const owner = await registerCompany(app, { companyName });
  const access = owner.access;
  const base = await createStructure(app, access);
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(access), payload });
    expectStatus(res, 201, `POST ${url}`);
    return res.json<{ id: string }>().id;
  };
  const hr = await post('/api/org/departments', { name: 'Human Resources' });
  const hrSpecialist = await post('/api/org/designations', { name: 'HR Specialist', departmentId: hr });
  const { exec, sales, marketing } = base.departments;
  const { ceo, salesManager, salesRep, marketer } = base.designations;
  const person = (firstName: string, lastName: string, employeeNumber: string, hireDate: string) => ({
    firstName,
    lastName,
    employeeNumber,
    hireDate,
  });

  const omar = await addEmployee(app, access, {
    ...person('Omar', 'Haddad', 'E-001', '2015-03-01'),
    departmentId: exec,
    designationId: ceo,
    mobilePhone: '+971 50 100 0001',
  });
  const mona = await addEmployeeWhoSignsIn(app, database, access, {
    ...person('Mona', 'Saleh', 'E-002', '2018-05-10'),
    departmentId: sales,
    designationId: salesManager,
    managerId: omar.id,
    mobilePhone: '050 100 0002',
  });
  const rami = await addEmployeeWhoSignsIn(app, database, access, {
    ...person('Rami', 'Nasser', 'E-003', '2022-01-10'),
    departmentId: sales,
    designationId: salesRep,
    managerId: mona.employee.id,
    mobilePhone: '+971 50 100 0003',
  });
  const sara = await addEmployee(app, access, {
    ...person('Sara', 'Khan', 'E-004', '2025-02-01'),
    departmentId: sales,
    designationId: salesRep,
    managerId: rami.employee.id,
  });
  const lina = await addEmployee(app, access, {
    ...person('Lina', 'Farah', 'E-005', '2019-04-01'),
    departmentId: sales,
    designationId: salesRep,
    managerId: mona.employee.id,
  });
  const maya = await addEmployee(app, access, {
    ...person('Maya', 'Ali', 'E-006', '2023-09-15'),
    departmentId: marketing,
    designationId: marketer,
    mobilePhone: '+971 50 100 0006',
  });
  const hana = await addEmployeeWhoSignsIn(app, database, access, {
    ...person('Hana', 'Yousef', 'E-007', '2020-06-20'),
    departmentId: hr,
    designationId: hrSpecialist,
    mobilePhone: '+971 50 100 0007',
  });
  // Lina left at the end of March (her last working day), as a recorded termination would leave her.
  await database.db.update(employees).set({ terminationDate: '2025-03-31', updatedAt: new Date() }).where(eq(employees.id, lina.id));
  await grantRole(app, access, 'HR admin', hana.employee.userId!);

  return {
    owner,
    structure: { departments: { ...base.departments, hr }, designations: base.designations },
    people: { omar, mona: mona.employee, rami: rami.employee, sara, lina, maya, hana: hana.employee },
    // Signed in again: a session's permissions are those of its sign-in.
    sessions: { hr: await signIn(app, hana.employee.workEmail), employee: await signIn(app, rami.employee.workEmail) },
  };
}
