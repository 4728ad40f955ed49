import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@hcims/contracts/identity';
import type { Employee } from '@hcims/contracts/people';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import {
  bearer,
  lastEmailedToken,
  signIn,
  TEST_PASSWORD,
  testClock,
  testMailbox,
  uniqueEmail,
  type TestClock,
} from '../platform/auth/testing.js';
import { createLocalDiskStorage, type LocalDiskStorage } from '../platform/storage/index.js';
import { loadEnv } from '../env.js';

/** Helpers for the org and people API tests (not part of the build). */

export type PeopleTestApp = { app: FastifyInstance; clock: TestClock; storage: LocalDiskStorage; close(): Promise<void> };

/** The app on a test database with a controllable clock, files in a temporary folder, and no job queue. */
export async function peopleTestApp(database: Database, options: { clock?: TestClock } = {}): Promise<PeopleTestApp> {
  const clock = options.clock ?? testClock();
  const root = mkdtempSync(path.join(tmpdir(), 'hcims-files-'));
  const storage = createLocalDiskStorage({ root });
  const app = await buildApp({
    // The same settings as the harness's testEnv (not imported: it needs vitest's injected context).
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      RATE_LIMIT_PER_MINUTE: '1000000',
    }),
    database,
    webDir: null,
    clock: clock.fn,
    storage,
    jobs: null,
    mailTransport: testMailbox(),
  });
  await app.ready();
  return {
    app,
    clock,
    storage,
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export function expectStatus(res: LightMyRequestResponse, status: number, what = 'request'): void {
  if (res.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

export type Structure = {
  departments: { exec: string; sales: string; marketing: string };
  designations: { ceo: string; salesManager: string; salesRep: string; marketer: string };
};

/**
 * A small company structure through the API: Executive > Sales > Marketing, with designations
 * CEO (exec), Sales Manager and Sales Rep (reports to the manager), Marketer.
 */
export async function createStructure(app: FastifyInstance, access: string): Promise<Structure> {
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(access), payload });
    expectStatus(res, 201, `POST ${url}`);
    return res.json<{ id: string }>().id;
  };
  const exec = await post('/api/org/departments', { name: 'Executive', expectedArrival: '08:30' });
  const sales = await post('/api/org/departments', { name: 'Sales', parentId: exec });
  const marketing = await post('/api/org/departments', { name: 'Marketing', parentId: sales });
  const ceo = await post('/api/org/designations', { name: 'CEO', departmentId: exec });
  const salesManager = await post('/api/org/designations', { name: 'Sales Manager', departmentId: sales });
  const salesRep = await post('/api/org/designations', { name: 'Sales Rep', departmentId: sales, reportsToId: salesManager });
  const marketer = await post('/api/org/designations', { name: 'Marketer', departmentId: marketing });
  return { departments: { exec, sales, marketing }, designations: { ceo, salesManager, salesRep, marketer } };
}

let sequence = 0;

/** Adds an employee through the API (no invitation unless asked). */
export async function addEmployee(
  app: FastifyInstance,
  access: string,
  input: { departmentId: string; designationId: string } & Record<string, unknown>,
): Promise<Employee> {
  sequence += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/people/employees',
    headers: bearer(access),
    payload: {
      firstName: `Test${sequence}`,
      lastName: 'Person',
      workEmail: uniqueEmail(`employee${sequence}`),
      hireDate: '2022-01-10',
      sendInvitation: false,
      ...input,
    },
  });
  expectStatus(res, 201, 'add employee');
  return res.json<Employee>();
}

/** Adds an employee with an invitation, accepts it (choosing the test password) and signs in. */
export async function addEmployeeWhoSignsIn(
  app: FastifyInstance,
  database: Database,
  access: string,
  input: { departmentId: string; designationId: string } & Record<string, unknown>,
): Promise<{ employee: Employee; session: LoginResponse }> {
  const employee = await addEmployee(app, access, { ...input, sendInvitation: true });
  const token = await lastEmailedToken(app, database, employee.workEmail);
  const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: TEST_PASSWORD } });
  expectStatus(reset, 204, 'accepting the invitation');
  return { employee, session: await signIn(app, employee.workEmail) };
}

/** Gives a member a built-in role by name (the owner's token grants it). */
export async function grantRole(app: FastifyInstance, ownerAccess: string, roleName: string, userId: string): Promise<void> {
  const roles = (await app.inject({ url: '/api/access/roles', headers: bearer(ownerAccess) })).json<{ id: string; name: string }[]>();
  const role = roles.find((r) => r.name === roleName)!;
  const members = (await app.inject({ url: '/api/access/members?limit=100', headers: bearer(ownerAccess) })).json<{
    items: { id: string; userId: string }[];
  }>();
  const member = members.items.find((m) => m.userId === userId)!;
  const res = await app.inject({
    method: 'POST',
    url: `/api/access/roles/${role.id}/members`,
    headers: bearer(ownerAccess),
    payload: { memberIds: [member.id] },
  });
  if (res.statusCode >= 300) throw new Error(`grant ${roleName}: ${res.statusCode} ${res.body}`);
}

/** A multipart/form-data body: text fields, then one file part. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string; type?: string; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hcims${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The first bytes of a PNG, enough for the content check (the storage never decodes images). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
/** A minimal PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Sends a multipart upload with the caller's token. */
export function upload(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  access: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) {
  const body = multipart(fields, file);
  return app.inject({ method, url, headers: { ...bearer(access), ...body.headers }, payload: body.payload });
}
