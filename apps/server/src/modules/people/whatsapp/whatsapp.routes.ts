import { ErrorBodySchema, fileResponse, NoContentSchema } from '@hcims/contracts/platform';
import {
  CreateWhatsAppTemplateSchema,
  PreviewWhatsAppMessageSchema,
  SendWhatsAppMessageSchema,
  UpdateWhatsAppTemplateSchema,
  WhatsAppHistoryQuerySchema,
  WhatsAppHistorySchema,
  WhatsAppMessageDetailSchema,
  WhatsAppMessageSchema,
  WhatsAppPreviewSchema,
  WhatsAppStatusSchema,
  WhatsAppTemplateSchema,
} from '@hcims/contracts/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../../env.js';
import { auditOrigin } from '../../../platform/audit/index.js';
import { authOf } from '../../../platform/auth/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { parseStatusUpdates, verifySignature, verifySubscription } from '../../../platform/whatsapp/index.js';
import type { WhatsAppService } from './whatsapp.service.js';

const IdParams = z.object({ id: z.uuid() });
const tags = ['people: whatsapp'];

/** The /whatsapp screen's API, and the Cloud API's webhook (public by declaration, signed). */
export function registerWhatsAppRoutes(
  app: FastifyInstance,
  whatsapp: WhatsAppService,
  env: Pick<Env, 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/people/whatsapp/status',
    {
      schema: {
        tags,
        summary: 'Whether the WhatsApp Cloud API is configured (otherwise messages stay queued)',
        response: { 200: WhatsAppStatusSchema },
      },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => whatsapp.status(authOf(request)),
  );

  api.get(
    '/api/people/whatsapp/templates',
    {
      schema: { tags, summary: 'Message templates of the active company', response: { 200: z.array(WhatsAppTemplateSchema) } },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => whatsapp.listTemplates(authOf(request)),
  );

  api.post(
    '/api/people/whatsapp/templates',
    {
      schema: {
        tags,
        summary: 'Create a template; its body may use the known {{variables}}',
        body: CreateWhatsAppTemplateSchema,
        response: { 201: WhatsAppTemplateSchema },
      },
      config: { permission: 'people.whatsapp:create' },
    },
    async (request, reply) => reply.code(201).send(await whatsapp.createTemplate(authOf(request), request.body, auditOrigin(request))),
  );

  api.get(
    '/api/people/whatsapp/templates/:id',
    {
      schema: { tags, summary: 'One template', params: IdParams, response: { 200: WhatsAppTemplateSchema } },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => whatsapp.getTemplate(authOf(request), request.params.id),
  );

  // The catalogue's people.whatsapp has create and read only: managing templates is part of sending.
  api.patch(
    '/api/people/whatsapp/templates/:id',
    {
      schema: {
        tags,
        summary: 'Change a template; send the version you read',
        params: IdParams,
        body: UpdateWhatsAppTemplateSchema,
        response: { 200: WhatsAppTemplateSchema },
      },
      config: { permission: 'people.whatsapp:create' },
    },
    (request) => whatsapp.updateTemplate(authOf(request), request.params.id, request.body, auditOrigin(request)),
  );

  api.delete(
    '/api/people/whatsapp/templates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a template (messages already sent with it keep its name)',
        params: IdParams,
        response: { 204: NoContentSchema },
      },
      config: { permission: 'people.whatsapp:create' },
    },
    async (request, reply) => {
      await whatsapp.deleteTemplate(authOf(request), request.params.id, auditOrigin(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/people/whatsapp/preview',
    {
      schema: {
        tags,
        summary: 'The message as one employee would receive it, and the number it would go to',
        body: PreviewWhatsAppMessageSchema,
        response: { 200: WhatsAppPreviewSchema },
      },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => whatsapp.preview(authOf(request), request.body),
  );

  api.post(
    '/api/people/whatsapp/messages',
    {
      schema: {
        tags,
        summary: 'Send a text or a template to one employee, a department or everyone in the caller’s scope; recipients are queued',
        body: SendWhatsAppMessageSchema,
        response: { 201: WhatsAppMessageSchema },
      },
      config: { permission: 'people.whatsapp:create' },
    },
    async (request, reply) => reply.code(201).send(await whatsapp.send(authOf(request), request.body, auditOrigin(request))),
  );

  api.get(
    '/api/people/whatsapp/messages',
    {
      schema: {
        tags,
        summary: 'Message history, newest first, with delivery counts',
        querystring: WhatsAppHistoryQuerySchema,
        response: { 200: WhatsAppHistorySchema },
      },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => whatsapp.history(authOf(request), request.query),
  );

  api.get(
    '/api/people/whatsapp/messages/:id',
    {
      schema: {
        tags,
        summary: 'One message with every recipient’s delivery status',
        params: IdParams,
        response: { 200: WhatsAppMessageDetailSchema },
      },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => whatsapp.detail(authOf(request), request.params.id),
  );

  // ---- Webhook: Meta calls these, without a session ----
  void app.register((scope, _options, done) => {
    // The signature covers the exact bytes: keep the body raw on this route only.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const hook = scope.withTypeProvider<ZodTypeProvider>();

    hook.get(
      '/api/people/whatsapp/webhook',
      {
        schema: {
          tags,
          summary: 'Meta’s subscription check: echoes hub.challenge when hub.verify_token matches WHATSAPP_VERIFY_TOKEN',
          // Named, so the API document lists Meta's three parameters; any value and any other parameter pass to the check.
          querystring: z.looseObject({
            'hub.mode': z.unknown().optional().describe('"subscribe"'),
            'hub.verify_token': z.unknown().optional().describe('Must equal WHATSAPP_VERIFY_TOKEN'),
            'hub.challenge': z.unknown().optional().describe('Echoed back on success'),
          }),
          response: { 200: fileResponse('The hub.challenge, echoed as text', ['text/plain']), 403: ErrorBodySchema },
        },
        config: { public: true },
      },
      async (request, reply) => {
        const result = verifySubscription(request.query, env.WHATSAPP_VERIFY_TOKEN);
        if (!result.ok) throw new AppError('FORBIDDEN', 'Verification failed');
        return reply.type('text/plain; charset=utf-8').send(result.challenge);
      },
    );

    hook.post(
      '/api/people/whatsapp/webhook',
      {
        schema: {
          tags,
          summary: 'Delivery status updates from the Cloud API, signed with X-Hub-Signature-256 over the raw body',
          response: {
            200: z.object({ received: z.number().int(), applied: z.number().int() }),
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
        config: { public: true },
      },
      async (request) => {
        if (!env.WHATSAPP_APP_SECRET) {
          throw new AppError('WHATSAPP_WEBHOOK_NOT_CONFIGURED', 'The webhook is not configured (WHATSAPP_APP_SECRET)', { status: 403 });
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : null;
        const signature = request.headers['x-hub-signature-256'];
        if (raw === null || signature === undefined) {
          throw new AppError('WHATSAPP_SIGNATURE_INVALID', 'The request is not signed', { status: 401 });
        }
        if (!verifySignature(raw, signature, env.WHATSAPP_APP_SECRET)) {
          request.log.warn('WhatsApp webhook with a bad signature refused');
          throw new AppError('WHATSAPP_SIGNATURE_INVALID', 'The signature does not match', { status: 403 });
        }
        let payload: unknown;
        try {
          payload = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('INVALID_JSON', 'The request body is not valid JSON', {
            details: [{ path: 'body', message: 'is not valid JSON' }],
          });
        }
        const updates = parseStatusUpdates(payload);
        return { received: updates.length, applied: await whatsapp.applyStatusUpdates(updates) };
      },
    );
    done();
  });
}
