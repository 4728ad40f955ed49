import type { CalendarSourceDefinition, DashboardCardDefinition, NotificationKindDefinition } from '../../platform/modules/index.js';
import * as repo from './tasks.repository.js';

/** What tasks shows on the workspace (ADR 0083): the caller's open tasks, their due dates, and the assignment notice. */

export const tasksDashboardCards: DashboardCardDefinition[] = [
  {
    id: 'tasks.my-tasks',
    titleKey: 'tasks:cards.myTasks',
    permission: 'tasks.tasks:read',
    size: 'small',
    emptyKey: 'tasks:cards.noTasks',
    load: async (ctx, today) => {
      const me = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
      if (!me) return { figures: [], items: [] };
      const mine = await repo.openTasksOf(ctx.tx, ctx.companyId, me.id, today, 4);
      if (mine.open === 0) return { figures: [], items: [] };
      return {
        figures: [
          { labelKey: 'tasks:cards.open', value: mine.open, href: '/PersonalTasks' },
          { labelKey: 'tasks:cards.overdue', value: mine.overdue, href: '/PersonalTasks', tone: mine.overdue > 0 ? 'danger' : 'neutral' },
        ],
        items: mine.soonest.map((t) => ({ id: t.id, title: t.name, date: t.dueDate, href: '/PersonalTasks' })),
      };
    },
  },
];

export const tasksCalendarSources: CalendarSourceDefinition[] = [
  {
    id: 'tasks.due',
    labelKey: 'tasks:calendar.due',
    colour: 'blue',
    permission: 'tasks.tasks:read',
    events: async (ctx, { from, to }) => {
      const me = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
      if (!me) return [];
      return (await repo.openTasksDueBetween(ctx.tx, ctx.companyId, me.id, from, to)).map((t) => ({
        id: t.id,
        title: t.name,
        start: t.dueDate,
        end: t.dueDate,
        href: '/PersonalTasks',
      }));
    },
  },
];

export const tasksNotificationKinds: NotificationKindDefinition[] = [
  { id: 'tasks.assigned', labelKey: 'tasks:notifications.assignedKind', defaultChannels: ['in_app'] },
  { id: 'tasks.mentioned', labelKey: 'tasks:notifications.mentionedKind', defaultChannels: ['in_app'] },
  { id: 'tasks.announcement-reminder', labelKey: 'tasks:notifications.announcementReminderKind', defaultChannels: ['in_app'] },
];
