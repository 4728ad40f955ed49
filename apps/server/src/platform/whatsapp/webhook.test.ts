import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { advanceStatus, parseStatusUpdates, signatureFor, verifySignature, verifySubscription } from './webhook.js';

const SECRET = 'app-secret-123';

describe('verifySubscription', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'my-verify-token', 'hub.challenge': '1158201444' };

  it('echoes the challenge when the mode is subscribe and the token matches', () => {
    expect(verifySubscription(query, 'my-verify-token')).toEqual({ ok: true, challenge: '1158201444' });
  });

  it('refuses a wrong token, another mode, a missing challenge or an unconfigured token', () => {
    expect(verifySubscription({ ...query, 'hub.verify_token': 'guess' }, 'my-verify-token')).toEqual({ ok: false });
    expect(verifySubscription({ ...query, 'hub.verify_token': 'my-verify-token-longer' }, 'my-verify-token')).toEqual({ ok: false });
    expect(verifySubscription({ ...query, 'hub.mode': 'unsubscribe' }, 'my-verify-token')).toEqual({ ok: false });
    expect(verifySubscription({ ...query, 'hub.challenge': '' }, 'my-verify-token')).toEqual({ ok: false });
    expect(verifySubscription({ ...query, 'hub.verify_token': ['my-verify-token'] }, 'my-verify-token')).toEqual({ ok: false });
    expect(verifySubscription(query, undefined)).toEqual({ ok: false });
  });
});

describe('verifySignature', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}], "note": "مرحبا"}');

  it('accepts the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(signatureFor(body, SECRET)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(body, signatureFor(body, SECRET), SECRET)).toBe(true);
    expect(verifySignature(body.toString('utf8'), signatureFor(body, SECRET).toUpperCase().replace('SHA256', 'sha256'), SECRET)).toBe(true);
  });

  it('refuses a changed body, another secret, or a missing or malformed header', () => {
    const signature = signatureFor(body, SECRET);
    // Re-serialised JSON has the same meaning but other bytes: it must not verify.
    expect(verifySignature(JSON.stringify(JSON.parse(body.toString('utf8'))), signature, SECRET)).toBe(false);
    expect(verifySignature(body, signatureFor(body, 'other-secret'), SECRET)).toBe(false);
    expect(verifySignature(body, undefined, SECRET)).toBe(false);
    expect(verifySignature(body, ['sha256=00'], SECRET)).toBe(false);
    expect(verifySignature(body, signature.replace('sha256=', 'sha1='), SECRET)).toBe(false);
    expect(verifySignature(body, `${signature}00`, SECRET)).toBe(false);
    expect(verifySignature(body, signature, undefined)).toBe(false);
  });

  it('works in a Fastify route that keeps the raw body, as the route will', async () => {
    const app = Fastify();
    // The raw-body parser lives in the webhook's own plugin scope, leaving JSON parsing elsewhere alone.
    await app.register((scope, _options, done) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
      scope.post('/webhook', async (request, reply) => {
        const raw = request.body as Buffer;
        if (!verifySignature(raw, request.headers['x-hub-signature-256'], SECRET)) return reply.code(401).send();
        return { updates: parseStatusUpdates(JSON.parse(raw.toString('utf8'))).length };
      });
      done();
    });
    const payload = JSON.stringify(statusPayload);
    const good = await app.inject({
      method: 'POST',
      url: '/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureFor(payload, SECRET) },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureFor(`${payload} `, SECRET) },
    });
    await app.close();
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ updates: 3 });
    expect(bad.statusCode).toBe(401);
  });
});

const statusPayload = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            statuses: [
              {
                id: 'wamid.A',
                status: 'delivered',
                timestamp: '1750263773',
                recipient_id: '971501234567',
                conversation: { id: 'c1', origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
              },
              {
                id: 'wamid.B',
                status: 'failed',
                timestamp: '1750263780',
                recipient_id: '971507654321',
                errors: [
                  {
                    code: 131026,
                    title: 'Message undeliverable',
                    message: 'Message undeliverable',
                    error_data: { details: 'Receiver is incapable of receiving this message' },
                  },
                ],
              },
              { id: 'wamid.C', status: 'deleted', timestamp: '1750263790', recipient_id: '1' },
              { status: 'read', timestamp: '1750263790' },
            ],
          },
        },
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { phone_number_id: '106540352242922' },
            contacts: [{ profile: { name: 'Ada' }, wa_id: '15551230000' }],
            messages: [{ from: '15551230000', id: 'wamid.IN', timestamp: '1750263800', type: 'text', text: { body: 'hi' } }],
          },
        },
      ],
    },
    {
      id: 'other',
      changes: [
        { field: 'messages', value: { statuses: [{ id: 'wamid.D', status: 'read', timestamp: 1750263900, recipient_id: '15551230000' }] } },
      ],
    },
  ],
};

describe('parseStatusUpdates', () => {
  it('reads sent, delivered, read and failed updates with their errors, skipping everything else', () => {
    expect(parseStatusUpdates(statusPayload)).toEqual([
      {
        messageId: 'wamid.A',
        status: 'delivered',
        recipientId: '971501234567',
        timestamp: new Date(1750263773000),
        phoneNumberId: '106540352242922',
        errors: [],
      },
      {
        messageId: 'wamid.B',
        status: 'failed',
        recipientId: '971507654321',
        timestamp: new Date(1750263780000),
        phoneNumberId: '106540352242922',
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            details: 'Receiver is incapable of receiving this message',
          },
        ],
      },
      { messageId: 'wamid.D', status: 'read', recipientId: '15551230000', timestamp: new Date(1750263900000), errors: [] },
    ]);
  });

  it('returns nothing for payloads that are not status webhooks', () => {
    for (const payload of [null, 'x', 42, {}, { entry: 'x' }, { entry: [null, { changes: [null, { value: null }] }] }]) {
      expect(parseStatusUpdates(payload)).toEqual([]);
    }
  });
});

describe('advanceStatus', () => {
  it('only moves forward, whatever order the webhooks arrive in', () => {
    expect(advanceStatus('queued', 'sent')).toBe('sent');
    expect(advanceStatus('sent', 'read')).toBe('read');
    expect(advanceStatus('read', 'delivered')).toBe('read');
    expect(advanceStatus('delivered', 'sent')).toBe('delivered');
    expect(advanceStatus('sent', 'failed')).toBe('failed');
    expect(advanceStatus('delivered', 'failed')).toBe('delivered');
  });
});
