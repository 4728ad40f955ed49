import { addDays } from '../../platform/dates/index.js';
import type { CalendarSourceDefinition, DashboardCardDefinition } from '../../platform/modules/index.js';
import * as todos from './todos.repository.js';

/** What the workspace itself shows on the dashboard and the calendar: the caller's own to-do items. */

export const workspaceDashboardCards: DashboardCardDefinition[] = [
  {
    id: 'workspace.my-todos',
    titleKey: 'workspace:cards.myTodos',
    size: 'small',
    emptyKey: 'workspace:cards.noTodos',
    load: async (ctx, today) => {
      const owner = { companyId: ctx.companyId, userId: ctx.userId };
      const counts = await todos.todoCounts(ctx.tx, owner, today);
      const soon = await todos.dueBy(ctx.tx, owner, addDays(today, 8), 4);
      if (counts.open === 0 && soon.length === 0) return { figures: [], items: [] };
      return {
        figures: [
          { labelKey: 'workspace:cards.open', value: counts.open, href: '/todolist' },
          {
            labelKey: 'workspace:cards.overdue',
            value: counts.overdue,
            href: '/todolist',
            tone: counts.overdue > 0 ? 'danger' : 'neutral',
          },
        ],
        items: soon.map((t) => ({ id: t.id, title: t.title, date: t.dueDate!, href: '/todolist' })),
      };
    },
  },
];

export const workspaceCalendarSources: CalendarSourceDefinition[] = [
  {
    id: 'workspace.todos',
    labelKey: 'workspace:calendar.todos',
    colour: 'teal',
    events: async (ctx, { from, to }) =>
      (await todos.dueBetween(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId }, from, to)).map((t) => ({
        id: t.id,
        title: t.title,
        start: t.dueDate!,
        end: t.dueDate!,
        href: '/todolist',
      })),
  },
];
