export { createWhatsAppService, type WhatsAppService } from './whatsapp.service.js';
export { registerWhatsAppRoutes } from './whatsapp.routes.js';
export { requestDelivery, startWhatsAppWorker, whatsappDeliverJob, whatsappSweepJob } from './whatsapp.jobs.js';
export { planRecipient } from './whatsapp.rules.js';
export { whatsappMessages, whatsappRecipients, whatsappTemplates } from './whatsapp.table.js';
