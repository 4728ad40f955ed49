import { addDays } from '../../platform/dates/index.js';
import type { CalendarSourceDefinition, DashboardCardDefinition, NotificationKindDefinition } from '../../platform/modules/index.js';
import { holidaysBetween } from './holidays.repository.js';
import { meetingCalendarSources, meetingNotificationKinds } from './meetings.surfaces.js';
import { leaveCalendarSources, leaveDashboardCards, leaveNotificationKinds } from './leave.surfaces.js';

/** What routines shows on the workspace (ADR 0083): the coming holidays, and the leave decision notice. */

export const routinesDashboardCards: DashboardCardDefinition[] = [
  {
    id: 'routines.coming-holidays',
    titleKey: 'routines:cards.comingHolidays',
    permission: 'routines.holidays:read',
    size: 'small',
    emptyKey: 'routines:cards.noHolidays',
    load: async (ctx, today) => ({
      figures: [],
      items: (await holidaysBetween(ctx.tx, ctx.companyId, today, addDays(today, 90), 4)).map((h) => ({
        id: h.id,
        title: h.description,
        ...(h.branchName ? { detailKey: 'routines:cards.branchOnly', detailValues: { branch: h.branchName } } : {}),
        date: h.date,
        href: '/view-marked-holidays',
      })),
    }),
  },
  ...leaveDashboardCards,
];

export const routinesCalendarSources: CalendarSourceDefinition[] = [
  {
    id: 'routines.holidays',
    labelKey: 'routines:calendar.holidays',
    colour: 'green',
    permission: 'routines.holidays:read',
    events: async (ctx, { from, to }) =>
      (await holidaysBetween(ctx.tx, ctx.companyId, from, to)).map((h) => ({
        id: h.id,
        title: h.branchName ? `${h.description} (${h.branchName})` : h.description,
        start: h.date,
        end: h.date,
        href: '/view-marked-holidays',
      })),
  },
  ...leaveCalendarSources,
  ...meetingCalendarSources,
];

export const routinesNotificationKinds: NotificationKindDefinition[] = [
  { id: 'routines.leave-decided', labelKey: 'routines:notifications.leaveDecidedKind', defaultChannels: ['in_app', 'email'] },
  {
    id: 'routines.attendance-correction-decided',
    labelKey: 'routines:notifications.correctionDecidedKind',
    defaultChannels: ['in_app', 'email'],
  },
  { id: 'routines.expense-to-approve', labelKey: 'routines:notifications.expenseToApproveKind', defaultChannels: ['in_app', 'email'] },
  { id: 'routines.expense-decided', labelKey: 'routines:notifications.expenseDecidedKind', defaultChannels: ['in_app', 'email'] },
  ...leaveNotificationKinds,
  ...meetingNotificationKinds,
  // In the app only: a mail would carry the instant an anonymous reporter acted (ADR 0123).
  { id: 'routines.whistle-case-filed', labelKey: 'routines:notifications.whistleCaseFiledKind', defaultChannels: ['in_app'] },
  { id: 'routines.whistle-reporter-wrote', labelKey: 'routines:notifications.whistleReporterWroteKind', defaultChannels: ['in_app'] },
];
