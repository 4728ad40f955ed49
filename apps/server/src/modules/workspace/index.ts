import type { ModuleContext, ServerModule } from '../../platform/modules/index.js';
import type { Identity } from '../identity/index.js';
import { mailboxNotificationKinds } from './mailbox.service.js';
import { registerWorkspaceRoutes } from './workspace.routes.js';
import { workspaceSeed } from './workspace.seed.js';
import { workspaceCalendarSources, workspaceDashboardCards } from './workspace.surfaces.js';

export { dashboardLayouts } from './workspace.table.js';
export { calendarFeeds } from './calendar-feed.table.js';
export { todoItems } from './todos.table.js';
export { mailboxAttachments, mailboxEntries, mailboxMessages } from './mailbox.table.js';
export { keepSystemCopies } from './mailbox.service.js';
export { chatConversations, chatMembers, chatMessages } from './chat.table.js';

/** The workspace: it composes every module's dashboard cards and calendar sources (ADR 0083). */
/** The subscription feed works as the address's owner: it reads their permissions through identity. */
export const workspaceModule: ServerModule<ModuleContext & { identity: Identity }> = {
  name: 'workspace',
  // A believable mailbox for each demo sign-in.
  seeds: [workspaceSeed],
  routes: (app, { database, clock, identity, storage }, { surfaces }) =>
    registerWorkspaceRoutes(app, { database, clock, surfaces, identity, storage }),
  dashboardCards: workspaceDashboardCards,
  calendarSources: workspaceCalendarSources,
  notificationKinds: mailboxNotificationKinds,
};
