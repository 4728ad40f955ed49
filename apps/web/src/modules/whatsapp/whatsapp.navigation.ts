import type { ModuleNavigation } from '../../shared/lib/registry';

/** whatsapp: its menu entry and voice phrases (loaded with the default layout, not on the sign-in page). */
export const whatsappNavigation: ModuleNavigation = {
  menu: [
    // Under HCIMS, after the people module's entries; the header's horizontal menu lists it (spec section 2).
    {
      group: 'hcims',
      path: '/whatsapp',
      label: 'whatsapp:screens.whatsapp',
      order: 5,
      placement: 'horizontal',
      permission: 'people.whatsapp:read',
    },
  ],
  voice: {
    '/whatsapp': ['whatsapp', 'whatsapp messages', 'send whatsapp'],
  },
};
