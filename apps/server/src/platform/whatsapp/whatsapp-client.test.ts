import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../../env.js';
import { type AppError } from '../errors/app-error.js';
import { createWhatsAppClient, isConfigured, whatsAppConfigFromEnv, WhatsAppSendError, type WhatsAppClient } from './whatsapp-client.js';

/**
 * A stand-in for graph.facebook.com on 127.0.0.1 that checks each request against the Cloud
 * API's documented shape and answers like the real API. The recipient number picks the answer.
 */
const TOKEN = 'EAAtest-token';
const PHONE_NUMBER_ID = '106540352242922';

const TextMessage = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual'),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('text'),
    text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean() }).strict(),
  })
  .strict();
const TemplateMessage = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual'),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('template'),
    template: z
      .object({
        name: z.string().min(1),
        language: z.object({ code: z.string().min(2) }).strict(),
        components: z
          .array(
            z
              .object({
                type: z.literal('body'),
                parameters: z
                  .array(z.object({ type: z.literal('text'), text: z.string(), parameter_name: z.string().optional() }).strict())
                  .min(1),
              })
              .strict(),
          )
          .optional(),
      })
      .strict(),
  })
  .strict();

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };
const requests: Recorded[] = [];
const problems: string[] = [];
let server: Server;
let baseUrl: string;

const graphError = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf123', ...extra },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (request.method !== 'POST') problems.push(`method ${request.method}`);
      if (request.url !== `/v21.0/${PHONE_NUMBER_ID}/messages`) problems.push(`path ${request.url}`);
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return reply(401, graphError(190, 'Invalid OAuth access token.'));
      if (!String(request.headers['content-type']).startsWith('application/json')) problems.push('content-type');
      const shape = (body as { type?: string }).type === 'template' ? TemplateMessage : TextMessage;
      const parsed = shape.safeParse(body);
      if (!parsed.success) {
        problems.push(JSON.stringify(parsed.error.issues));
        return reply(400, graphError(100, 'Invalid parameter'));
      }
      const to = parsed.data.to;
      switch (to) {
        case '15550000429':
          return reply(400, graphError(130429, 'Rate limit hit'));
        case '15550131056':
          return reply(400, graphError(131056, '(Business Account, Consumer Account) pair rate limit hit'));
        case '15550000500':
          return reply(500, graphError(131000, 'Something went wrong'));
        case '15550131047':
          return reply(
            400,
            graphError(131047, 'Re-engagement message', {
              error_data: { messaging_product: 'whatsapp', details: 'Message failed to send because more than 24 hours have passed' },
            }),
          );
        case '15550132001':
          return reply(404, graphError(132001, 'Template name does not exist in the translation', { error_subcode: 2494073 }));
        case '15550000502':
          return reply(502, '<html>Bad gateway</html>');
        case '15550000200':
          return reply(200, '{"messaging_product":"whatsapp"}');
        case '15550000999':
          return; // never answers
        default:
          return reply(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.HBgL${to}` }] });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  problems.length = 0;
});

const client = (overrides: Partial<Parameters<typeof createWhatsAppClient>[0]> = {}): WhatsAppClient =>
  createWhatsAppClient({ apiUrl: baseUrl, token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, defaultCountryCode: '971', ...overrides });

async function failure(promise: Promise<unknown>): Promise<WhatsAppSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WhatsAppSendError);
  return error as WhatsAppSendError;
}

describe('WhatsApp client: sending', () => {
  it('posts a text message in the documented shape and returns the message id', async () => {
    const sent = await client().sendText('+971 50 123 4567', 'مرحبا فاطمة، تم اعتماد إجازتك.');
    expect(sent).toEqual({ messageId: 'wamid.HBgL971501234567', to: '971501234567', waId: '971501234567' });
    expect(problems).toEqual([]);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: `/v21.0/${PHONE_NUMBER_ID}/messages`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '971501234567',
        type: 'text',
        text: { body: 'مرحبا فاطمة، تم اعتماد إجازتك.', preview_url: false },
      },
    });
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('posts a template message with positional body parameters and a language code', async () => {
    const sent = await client().sendTemplate('00971 50 765 4321', {
      name: 'document_expiry',
      language: 'en_US',
      bodyParameters: ['Ada', 'Passport', '2026-12-01'],
    });
    expect(sent.messageId).toBe('wamid.HBgL971507654321');
    expect(problems).toEqual([]);
    expect(requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '971507654321',
      type: 'template',
      template: {
        name: 'document_expiry',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ada' },
              { type: 'text', text: 'Passport' },
              { type: 'text', text: '2026-12-01' },
            ],
          },
        ],
      },
    });
  });

  it('sends named parameters with parameter_name, and no components for a template without variables', async () => {
    await client().sendTemplate('050 111 2222', { name: 'welcome', language: 'ar', bodyParameters: { first_name: 'فاطمة' } });
    await client().sendTemplate('+15551230000', { name: 'hello_world', language: 'en_US' });
    expect(problems).toEqual([]);
    expect((requests[0]!.body as { to: string }).to).toBe('971501112222');
    expect((requests[0]!.body as { template: unknown }).template).toEqual({
      name: 'welcome',
      language: { code: 'ar' },
      components: [{ type: 'body', parameters: [{ type: 'text', parameter_name: 'first_name', text: 'فاطمة' }] }],
    });
    expect((requests[1]!.body as { template: unknown }).template).toEqual({ name: 'hello_world', language: { code: 'en_US' } });
  });

  it('refuses an impossible number or an empty or oversized text before calling the API', async () => {
    const refused = async (promise: Promise<unknown>) => ((await promise.catch((e: unknown) => e)) as AppError).code;
    expect(await refused(client().sendText('not a phone', 'hi'))).toBe('WHATSAPP_INVALID_PHONE');
    expect(await refused(client({ defaultCountryCode: undefined }).sendText('050 123 4567', 'hi'))).toBe('WHATSAPP_INVALID_PHONE');
    expect(await refused(client().sendText('+971501234567', '   '))).toBe('WHATSAPP_INVALID_MESSAGE');
    expect(await refused(client().sendText('+971501234567', 'x'.repeat(4097)))).toBe('WHATSAPP_INVALID_MESSAGE');
    expect(requests).toEqual([]);
  });
});

describe('the stand-in Cloud API', () => {
  it('really checks the shape: it flags a request that is not the documented one', async () => {
    const response = await fetch(`${baseUrl}/${PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '+971501234567', type: 'text', text: { body: 'hi' } }),
    });
    expect(response.status).toBe(400);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('recipient_type');
  });
});

describe('WhatsApp client: errors', () => {
  it('marks throttling and server errors as retryable, with the Graph code', async () => {
    for (const [to, code, status] of [
      ['+15550000429', 130429, 400],
      ['+15550131056', 131056, 400],
      ['+15550000500', 131000, 500],
    ] as const) {
      const error = await failure(client().sendText(to, 'hello'));
      expect(error.info).toMatchObject({ status, graphCode: code, retryable: true, fbtraceId: 'AbCdEf123' });
      expect(error.code).toBe('WHATSAPP_SEND_FAILED');
    }
  });

  it('marks permanent failures as not retryable and keeps the details', async () => {
    const window = await failure(client().sendText('+15550131047', 'hello'));
    expect(window.info).toEqual({
      status: 400,
      graphCode: 131047,
      graphType: 'OAuthException',
      fbtraceId: 'AbCdEf123',
      details: 'Message failed to send because more than 24 hours have passed',
      retryable: false,
    });
    expect(window.message).toBe('Re-engagement message');
    const template = await failure(client().sendTemplate('+15550132001', { name: 'nope', language: 'en' }));
    expect(template.info).toMatchObject({ status: 404, graphCode: 132001, graphSubcode: 2494073, retryable: false });
    const auth = await failure(client({ token: 'wrong' }).sendText('+15551230000', 'hello'));
    expect(auth.info).toMatchObject({ status: 401, graphCode: 190, retryable: false });
    expect(problems).toEqual([]);
  });

  it('copes with a non-JSON error page and a 200 without a message id', async () => {
    expect((await failure(client().sendText('+15550000502', 'hello'))).info).toEqual({ status: 502, retryable: true });
    expect((await failure(client().sendText('+15550000200', 'hello'))).info).toEqual({ status: 200, retryable: false, ambiguous: true });
  });

  it('gives up after the timeout, as retryable but ambiguous', async () => {
    const error = await failure(client({ timeoutMs: 300 }).sendText('+15550000999', 'hello'));
    expect(error.info).toEqual({ status: 0, retryable: true, ambiguous: true });
  });

  it('reports an unreachable API as retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(client({ apiUrl: `http://127.0.0.1:${port}/v21.0` }).sendText('+15551230000', 'hello'));
    expect(error.info).toEqual({ status: 0, retryable: true });
  });
});

const testEnv = (extra: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...extra });

describe('WhatsApp configuration', () => {
  it('is configured only with a token and a phone number id', () => {
    expect(isConfigured(testEnv())).toBe(false);
    expect(whatsAppConfigFromEnv(testEnv())).toBeNull();
    const env = testEnv({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_APP_SECRET: 's' });
    expect(isConfigured(env)).toBe(true);
    expect(whatsAppConfigFromEnv(env)).toEqual({ apiUrl: 'https://graph.facebook.com/v21.0', token: 't', phoneNumberId: '123' });
  });
});
