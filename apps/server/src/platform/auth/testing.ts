import type { LoginResponse } from '@hcims/contracts/identity';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { MailTransport } from '../mail/index.js';
import type { Clock } from './clock.js';

/**
 * Helpers for the identity, access and tenancy API tests (not used by the running server).
 * They drive the app over HTTP (inject) like a client would.
 */

export type TestClock = { fn: Clock; now(): Date; advance(ms: number): void; set(at: Date): void };

/** A clock that moves only when told to (starts at the real time). */
export function testClock(start = new Date()): TestClock {
  let at = start.getTime();
  return {
    fn: () => new Date(at),
    now: () => new Date(at),
    advance: (ms) => void (at += ms),
    set: (date) => void (at = date.getTime()),
  };
}

export type TestAppOptions = {
  env: Env;
  clock?: TestClock;
  mailTransport?: MailTransport | null;
  logLines?: string[];
};

/** Every message the test mail transports delivered, newest last (links filled in, as a recipient reads them). */
const delivered: { to: string; text: string }[] = [];

/** A mail transport that keeps what it delivers, so a test can follow an emailed link like its recipient. */
export function testMailbox(): MailTransport {
  return { send: (message) => Promise.resolve(void delivered.push({ to: message.to, text: message.text })) };
}

/** The app of the identity, access and tenancy tests; mail goes to testMailbox unless told otherwise. */
export async function identityTestApp(database: Database, options: TestAppOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    env: options.env,
    database,
    webDir: null,
    ...(options.clock ? { clock: options.clock.fn } : {}),
    mailTransport: options.mailTransport !== undefined ? options.mailTransport : testMailbox(),
    ...(options.logLines ? { logStream: { write: (line: string) => void options.logLines!.push(line) } } : {}),
  });
  await app.ready();
  return app;
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

export const TEST_PASSWORD = 'Quiet-Orchard-913';

let counter = 0;
/** A unique email for a test person. */
export function uniqueEmail(who = 'person'): string {
  counter += 1;
  return `${who}.${Date.now().toString(36)}${counter}@example.test`;
}

function expectStatus(res: LightMyRequestResponse, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

/** Registers a new group, company and owner; answers the owner's session. */
export async function registerCompany(
  app: FastifyInstance,
  input: { companyName?: string; email?: string; name?: string; password?: string } = {},
): Promise<LoginResponse & { email: string; password: string }> {
  const email = input.email ?? uniqueEmail('owner');
  const password = input.password ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: input.name ?? 'Test Owner', companyName: input.companyName ?? `Company ${email}`, email, password },
  });
  expectStatus(res, 201, 'register');
  return { ...res.json<LoginResponse>(), email, password };
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<LoginResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  expectStatus(res, 200, `sign-in of ${email}`);
  return res.json<LoginResponse>();
}

/**
 * The token of the newest link (reset or invitation) delivered to an address by testMailbox: the
 * stored mail never holds it (ADR 0046).
 */
export async function lastEmailedToken(app: FastifyInstance, _database: Database, to: string): Promise<string> {
  await app.identity.settled();
  const mail = delivered.findLast((m) => m.to === to);
  const token = mail && /#token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no emailed link for ${to}`);
  return token;
}

/** The newest message delivered to an address by testMailbox, once the app's background work is done. */
export async function lastEmail(app: FastifyInstance, to: string): Promise<{ to: string; text: string } | undefined> {
  await app.identity.settled();
  return delivered.findLast((m) => m.to === to);
}

/** The page (its path) and token of the newest link delivered to an address by testMailbox. */
export async function lastEmailedLink(app: FastifyInstance, to: string): Promise<{ path: string; token: string }> {
  await app.identity.settled();
  const mail = delivered.findLast((m) => m.to === to);
  const found = mail && /https?:\/\/[^/\s]+(\/[^#\s]*)#token=([\w-]+)/.exec(mail.text);
  if (!found) throw new Error(`no emailed link for ${to}`);
  return { path: found[1]!, token: found[2]! };
}

/** Invites a person into the owner's company with roles, lets them choose a password, and signs them in. */
export async function invitePerson(
  app: FastifyInstance,
  database: Database,
  inviterAccess: string,
  input: { roleIds: string[]; email?: string; name?: string },
): Promise<LoginResponse & { email: string; memberId: string }> {
  const email = input.email ?? uniqueEmail('member');
  const res = await app.inject({
    method: 'POST',
    url: '/api/identity/invitations',
    headers: bearer(inviterAccess),
    payload: { email, name: input.name ?? 'Test Member', roleIds: input.roleIds },
  });
  expectStatus(res, 201, 'invitation');
  const { memberId } = res.json<{ memberId: string }>();
  // A new account chooses its password; an existing one accepts (ADR 0082).
  const { path, token } = await lastEmailedLink(app, email);
  const accept =
    path === '/auth/Accept-Invitation'
      ? await app.inject({ method: 'POST', url: '/api/auth/invitations/accept', payload: { token } })
      : await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: TEST_PASSWORD } });
  expectStatus(accept, 204, 'accepting the invitation');
  return { ...(await signIn(app, email)), email, memberId };
}

/** The id of a role of the caller's company by name. */
export async function roleIdByName(app: FastifyInstance, access: string, name: string): Promise<string> {
  const res = await app.inject({ url: '/api/access/roles', headers: bearer(access) });
  expectStatus(res, 200, 'roles list');
  const role = res.json<{ id: string; name: string }[]>().find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}
