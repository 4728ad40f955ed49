import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../../app.js';
import type { Database } from '../../../db/client.js';
import { loadEnv } from '../../../env.js';
import { testMailbox, type TestClock } from '../../../platform/auth/testing.js';
import type { JobQueue } from '../../../platform/jobs/index.js';
import { createLocalDiskStorage } from '../../../platform/storage/index.js';

/**
 * Test support (not part of the build): a stand-in for graph.facebook.com on 127.0.0.1 that
 * checks every request against the Cloud API's documented shape and answers like the real API
 * (the recipient number picks an error), and the app wired to it.
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
