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
} from '@hcims/contracts/whatsapp';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { authOf, type Clock } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import { requestRunner } from '../../platform/request/index.js';
import { parseStatusUpdates, verifySignature, verifySubscription } from '../../platform/whatsapp/index.js';
import * as messages from './messages.service.js';
import { applyStatusUpdates } from './whatsapp.delivery.js';
import type { WhatsAppPeoplePort } from './whatsapp.people-port.js';
import * as whatsapp from './whatsapp.service.js';

export type WhatsAppRoutesDeps = {
  /** The runtime connection: requests and the webhook run as the runtime role. */
  database: Database;
  clock: Clock;
  env: whatsapp.ChannelSettings;
  people: WhatsAppPeoplePort;
  /** Asks the delivery job to send a company's queue now; null when nothing would send it (no client or no worker). */
  requestDelivery: ((companyId: string) => Promise<void>) | null;
};

const IdParams = z.object({ id: z.uuid() });
const tags = ['whatsapp'];

/** The /whatsapp screen's API, and the Cloud API's webhook (public by declaration, signed). */
export function registerWhatsAppRoutes(app: FastifyInstance, deps: WhatsAppRoutesDeps): void {
  const { env, people } = deps;
  const run = requestRunner(deps);
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
    (request) => run(request, (ctx) => whatsapp.status(ctx, env)),
  );

  api.get(
    '/api/people/whatsapp/templates',
    {
      schema: { tags, summary: 'Message templates of the active company', response: { 200: z.array(WhatsAppTemplateSchema) } },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => run(request, (ctx) => whatsapp.listTemplates(ctx)),
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
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => whatsapp.createTemplate(ctx, request.body))),
  );

  api.get(
    '/api/people/whatsapp/templates/:id',
    {
      schema: { tags, summary: 'One template', params: IdParams, response: { 200: WhatsAppTemplateSchema } },
      config: { permission: 'people.whatsapp:read' },
    },
    (request) => run(request, (ctx) => whatsapp.getTemplate(ctx, request.params.id)),
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
    (request) => run(request, (ctx) => whatsapp.updateTemplate(ctx, request.params.id, request.body)),
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
      await run(request, (ctx) => whatsapp.deleteTemplate(ctx, request.params.id));
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
    (request) => run(request, (ctx) => messages.preview(ctx, people, request.body)),
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
    async (request, reply) => {
      const message = await run(request, (ctx) => messages.send(ctx, people, request.body));
      // After commit: the rows exist for the worker to find. Without configuration they stay queued.
      if (deps.requestDelivery) {
        await deps
          .requestDelivery(authOf(request).companyId)
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not request WhatsApp delivery'));
      }
      return reply.code(201).send(message);
    },
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
    (request) => run(request, (ctx) => messages.history(ctx, people, request.query)),
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
    (request) => run(request, (ctx) => messages.detail(ctx, people, request.params.id)),
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
        const applied = await applyStatusUpdates({ ...deps, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID }, updates);
        return { received: updates.length, applied };
      },
    );
    done();
  });
}
