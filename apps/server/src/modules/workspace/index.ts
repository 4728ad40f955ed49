import type { ServerModule } from '../../platform/modules/index.js';
import { mailboxNotificationKinds } from './mailbox.service.js';
import { registerWorkspaceRoutes } from './workspace.routes.js';
import { workspaceCalendarSources, workspaceDashboardCards } from './workspace.surfaces.js';

export { dashboardLayouts } from './workspace.table.js';
export { todoItems } from './todos.table.js';
export { mailboxEntries, mailboxMessages } from './mailbox.table.js';
export { keepSystemCopies } from './mailbox.service.js';
export { chatConversations, chatMembers, chatMessages } from './chat.table.js';

/** The workspace: it composes every module's dashboard cards and calendar sources (ADR 0083). */
export const workspaceModule: ServerModule = {
  name: 'workspace',
  routes: (app, { database, clock }, { surfaces }) => registerWorkspaceRoutes(app, { database, clock, surfaces }),
  dashboardCards: workspaceDashboardCards,
  calendarSources: workspaceCalendarSources,
  notificationKinds: mailboxNotificationKinds,
};
