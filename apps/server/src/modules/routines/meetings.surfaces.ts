import type { CalendarSourceDefinition, NotificationKindDefinition } from '../../platform/modules/index.js';
import { meetingsOfEmployee } from './meetings.repository.js';
import { employeeOfUser } from './staff.repository.js';

/** Meetings on the workspace (ADR 0083): the meetings the caller organises or attends, and the invitation notice. */

export const meetingCalendarSources: CalendarSourceDefinition[] = [
  {
    id: 'routines.meetings',
    labelKey: 'routines:calendar.meetings',
    colour: 'blue',
    permission: 'routines.meetings:read',
    events: async (ctx, { from, to }) => {
      const me = await employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
      if (!me) return [];
      return (await meetingsOfEmployee(ctx.tx, ctx.companyId, me.id, from, to)).map((m) => ({
        id: m.id,
        title: m.title,
        start: m.date,
        end: m.date,
        href: '/create_meeting',
      }));
    },
  },
];

export const meetingNotificationKinds: NotificationKindDefinition[] = [
  { id: 'routines.meeting-invited', labelKey: 'routines:notifications.meetingInvitedKind', defaultChannels: ['in_app', 'email'] },
];
