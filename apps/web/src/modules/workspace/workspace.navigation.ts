import type { ModuleNavigation } from '../../shared/lib/registry';

/** workspace: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const workspaceNavigation: ModuleNavigation = {
  menu: [{ group: 'main', path: '/', label: 'common:menu.dashboard', order: 0 }],
  voice: {
    '/': ['main dashboard', 'dashboard', 'home', 'home page'],
    '/todolist': ['to do list', 'todo list', 'to-do list', 'todos', 'to dos'],
    '/calendar': ['calendar', 'my calendar', 'schedule'],
    '/chat': ['chat', 'conversations', 'messages'],
    '/apps/mailbox': ['mailbox', 'mail', 'inbox', 'email'],
    '/users/profile': ['my profile', 'profile', 'my account', 'change password'],
  },
};
