import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';

const ns = 'whatsapp';

/** WhatsApp messages to employees: compose, history with delivery status, templates. */
export const whatsappRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'whatsapp', '/whatsapp', {
      load: () => import('./pages/whatsapp-page').then((m) => ({ Screen: m.WhatsAppPage })),
      permission: 'people.whatsapp:read',
    }),
  ],
};
