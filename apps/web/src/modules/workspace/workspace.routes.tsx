import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { notAvailableScreen } from '../../shared/ui/not-available';
import { profileScreen } from '../identity';

const ns = 'workspace';

/** Dashboard, to-do list, calendar, chat, mailbox and the user's own profile. */
export const workspaceRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'dashboard', '/', {
      aliases: ['/dashboard'],
      load: notAvailableScreen,
    }),
    defineScreen(ns, 'todolist', '/todolist', {
      load: notAvailableScreen,
    }),
    defineScreen(ns, 'calendar', '/calendar', { load: notAvailableScreen }),
    defineScreen(ns, 'chat', '/chat', { load: notAvailableScreen }),
    defineScreen(ns, 'mailbox', '/apps/mailbox', { load: notAvailableScreen }),
    // The user's own profile, sessions and password: the identity module's page.
    defineScreen(ns, 'profile', '/users/profile', { load: profileScreen }),
  ],
};
