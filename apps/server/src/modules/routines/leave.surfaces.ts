import type { CalendarSourceDefinition, DashboardCardDefinition, NotificationKindDefinition } from '../../platform/modules/index.js';
import { scopeOf } from '../../platform/request/index.js';
import { balancesOf } from './leave-balances.js';
import * as repo from './leave.repository.js';
import { halvesToDays, remainingHalves } from './routines.rules.js';

/** What leave shows on the workspace (ADR 0083): who is away today, my balance, pending approvals, and approved leave on the calendar. */

export const leaveDashboardCards: DashboardCardDefinition[] = [
  {
    id: 'routines.away-today',
    titleKey: 'routines:cards.awayToday',
    permission: 'routines.leave-approvals:read',
    size: 'small',
    emptyKey: 'routines:cards.nobodyAway',
    load: async (ctx, today) => {
      const scope = scopeOf(ctx, 'routines.leave-approvals:read')!;
      const rows = (await repo.timeline(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, today, today)).filter(
        (r) => r.status === 'approved',
      );
      return {
        figures: [{ labelKey: 'routines:cards.awayCount', value: rows.length, href: '/employee_leave_requests' }],
        items: rows.slice(0, 5).map((r) => ({
          id: r.id,
          title: r.employeeName,
          detailKey: 'routines:cards.awayUntil',
          detailValues: { type: r.leaveTypeName, to: r.endDate },
          href: '/employee_leave_requests',
        })),
      };
    },
  },
  {
    id: 'routines.my-leave-balance',
    titleKey: 'routines:cards.myBalance',
    permission: 'routines.leave-requests:read',
    size: 'small',
    emptyKey: 'routines:cards.noBalance',
    load: async (ctx, today) => {
      const me = await repo.employeeOfUser(ctx.tx, ctx.companyId, ctx.userId);
      if (!me) return { figures: [], items: [] };
      const types = (await repo.listTypes(ctx.tx, ctx.companyId)).filter((t) => t.allowanceDays !== null);
      const balances = await balancesOf(ctx, me.id, Number(today.slice(0, 4)), types, { today });
      return {
        figures: [],
        items: types.slice(0, 3).map((t) => ({
          id: t.id,
          title: t.name,
          detailKey: 'routines:cards.daysLeft',
          detailValues: { days: halvesToDays(remainingHalves(balances.get(t.id)!) ?? 0) },
          href: '/employee_leave_requests',
        })),
      };
    },
  },
  {
    id: 'routines.pending-leave-approvals',
    titleKey: 'routines:cards.pendingApprovals',
    permission: 'routines.leave-approvals:update',
    size: 'small',
    emptyKey: 'routines:cards.noPendingApprovals',
    load: async (ctx) => {
      const scope = scopeOf(ctx, 'routines.leave-approvals:read');
      if (!scope) return { figures: [], items: [] };
      const { rows, total } = await repo.listRequests(
        ctx.tx,
        { companyId: ctx.companyId, userId: ctx.userId, scope, excludeOwn: true },
        { status: 'pending', page: 1, pageSize: 5, sort: 'startDate' },
      );
      return {
        figures: [
          {
            labelKey: 'routines:cards.pendingCount',
            value: total,
            href: '/employee_leave_requests',
            tone: total > 0 ? 'warning' : 'neutral',
          },
        ],
        items: rows.map((r) => ({
          id: r.row.id,
          title: r.employeeName,
          detailKey: 'routines:cards.leaveRange',
          detailValues: { type: r.leaveTypeName, from: r.row.startDate, to: r.row.endDate },
          date: r.row.startDate,
          href: '/employee_leave_requests',
        })),
      };
    },
  },
];

export const leaveCalendarSources: CalendarSourceDefinition[] = [
  {
    id: 'routines.leave',
    labelKey: 'routines:calendar.leave',
    colour: 'amber',
    permission: 'routines.leave-requests:read',
    events: async (ctx, { from, to }) => {
      const scope = scopeOf(ctx, 'routines.leave-requests:read')!;
      return (await repo.timeline(ctx.tx, { companyId: ctx.companyId, userId: ctx.userId, scope }, from, to))
        .filter((r) => r.status === 'approved')
        .map((r) => ({
          id: r.id,
          title: `${r.employeeName}: ${r.leaveTypeName}`,
          start: r.startDate,
          end: r.endDate,
          href: '/employee_leave_requests',
        }));
    },
  },
];

export const leaveNotificationKinds: NotificationKindDefinition[] = [
  { id: 'routines.leave-requested', labelKey: 'routines:notifications.leaveRequestedKind', defaultChannels: ['in_app'] },
];
