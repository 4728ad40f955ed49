import type { RouteInventory } from '../../platform/auth/index.js';
import { whatsappMessages, whatsappTemplates } from './whatsapp.table.js';

/**
 * The access every route of WhatsApp templates, messages and the webhook (/api/people/whatsapp)
 * declares, and the rows of another company its 404 probes name (collected by
 * platform/auth/route-inventory.api.test.ts). The preview probe also names the people inventory's
 * `employeeId`.
 */
export const routeInventory: RouteInventory = {
  foreignRows: async (tx, { companyId }) => {
    const [template] = await tx
      .insert(whatsappTemplates)
      .values({ companyId, name: 'Theirs', language: 'en', body: 'Hello {{first_name}}' })
      .returning();
    const [message] = await tx
      .insert(whatsappMessages)
      .values({
        companyId,
        audienceType: 'everyone',
        contentType: 'template',
        templateId: template!.id,
        body: template!.body,
        sentByName: 'Them',
      })
      .returning();
    return { templateId: template!.id, messageId: message!.id };
  },
  routes: {
    'GET /api/people/whatsapp/status': { access: 'people.whatsapp:read' },
    'GET /api/people/whatsapp/templates': { access: 'people.whatsapp:read' },
    'POST /api/people/whatsapp/templates': { access: 'people.whatsapp:create' },
    'GET /api/people/whatsapp/templates/:id': {
      access: 'people.whatsapp:read',
      foreign: { params: (f) => ({ id: f.rows.templateId! }) },
    },
    'PATCH /api/people/whatsapp/templates/:id': {
      access: 'people.whatsapp:create',
      foreign: { params: (f) => ({ id: f.rows.templateId! }), body: () => ({ version: 1, name: 'Probe' }) },
    },
    'DELETE /api/people/whatsapp/templates/:id': {
      access: 'people.whatsapp:create',
      foreign: { params: (f) => ({ id: f.rows.templateId! }) },
    },
    'POST /api/people/whatsapp/preview': {
      access: 'people.whatsapp:read',
      foreign: { body: (f) => ({ employeeId: f.rows.employeeId!, content: { type: 'text', body: 'Hello {{first_name}}' } }) },
    },
    'POST /api/people/whatsapp/messages': {
      access: 'people.whatsapp:create',
      foreign: { body: (f) => ({ audience: { type: 'everyone' }, content: { type: 'template', templateId: f.rows.templateId! } }) },
    },
    'GET /api/people/whatsapp/messages': { access: 'people.whatsapp:read' },
    'GET /api/people/whatsapp/messages/:id': { access: 'people.whatsapp:read', foreign: { params: (f) => ({ id: f.rows.messageId! }) } },
    'GET /api/people/whatsapp/webhook': { access: 'public', signed: true },
    'POST /api/people/whatsapp/webhook': { access: 'public', signed: true },
  },
};
