import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { profileScreen } from '../identity';

const ns = 'workspace';

/** Dashboard, to-do list, calendar, chat, mailbox and the user's own profile. */
export const workspaceRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'dashboard', '/', {
      aliases: ['/dashboard'],
      // Every member lands here; each card is gated on the server by its own permission.
      load: () => import('./pages/dashboard-page').then((m) => ({ Screen: m.DashboardPage })),
      prefetch: () => import('./api/prefetch-dashboard').then((m) => m.prefetchDashboard()),
    }),
    defineScreen(ns, 'todolist', '/todolist', {
      load: () => import('./pages/todo-page').then((m) => ({ Screen: m.TodoPage })),
    }),
    defineScreen(ns, 'calendar', '/calendar', {
      load: () => import('./pages/calendar-page').then((m) => ({ Screen: m.CalendarPage })),
    }),
    defineScreen(ns, 'chat', '/chat', {
      load: () => import('./pages/chat-page').then((m) => ({ Screen: m.ChatPage })),
    }),
    defineScreen(ns, 'mailbox', '/apps/mailbox', {
      load: () => import('./pages/mailbox-page').then((m) => ({ Screen: m.MailboxPage })),
    }),
    // The user's own profile, sessions and password: the identity module's page, with the
    // workspace's notification choices as one more section.
    defineScreen(ns, 'profile', '/users/profile', {
      load: () =>
        Promise.all([profileScreen(), import('./components/notification-preferences')]).then(([profile, own]) => ({
          Screen: () => <profile.Screen sections={<own.NotificationPreferences />} />,
        })),
    }),
  ],
};
