export { installWhatsAppJobs, registerWhatsApp, type WhatsAppDeps } from './whatsapp.module.js';
export { whatsappSeed } from './whatsapp.seed.js';
export type { CallerScope, RecipientAudience, RecipientRecord, WhatsAppPeoplePort } from './whatsapp.people-port.js';
export { whatsappMessages, whatsappRecipients, whatsappTemplates } from './whatsapp.table.js';
