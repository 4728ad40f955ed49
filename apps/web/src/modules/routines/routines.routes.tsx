import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';

const ns = 'routines';

/** Attendance, holidays, leave, meetings, expenses and whistle-blowing (every screen real). */
export const routinesRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'dashboard', '/routine_report_dashboard', {
      load: () => import('./pages/routine-dashboard-page').then((m) => ({ Screen: m.RoutineDashboardPage })),
      permission: 'routines.reports:read',
    }),
    defineScreen(ns, 'markHolidays', '/mark_holidays', {
      load: () => import('./pages/mark-holidays-page').then((m) => ({ Screen: m.MarkHolidaysPage })),
      permission: 'routines.holidays:create',
    }),
    defineScreen(ns, 'markedHolidays', '/view-marked-holidays', {
      load: () => import('./pages/holidays-page').then((m) => ({ Screen: m.HolidaysPage })),
      permission: 'routines.holidays:read',
    }),
    defineScreen(ns, 'attendance', '/staff_attendence', {
      load: () => import('./pages/attendance-page').then((m) => ({ Screen: m.AttendancePage })),
      permission: 'routines.attendance:read',
    }),
    defineScreen(ns, 'leaveRequests', '/employee_leave_requests', {
      load: () => import('./pages/leave-requests-page').then((m) => ({ Screen: m.LeaveRequestsPage })),
      permission: 'routines.leave-requests:read',
    }),
    defineScreen(ns, 'meetings', '/create_meeting', {
      load: () => import('./pages/meetings-page').then((m) => ({ Screen: m.MeetingsPage })),
      permission: 'routines.meetings:read',
    }),
    defineScreen(ns, 'expenseClaims', '/owner_expense_claim_list', {
      load: () => import('./pages/expense-claims-page').then((m) => ({ Screen: m.ExpenseClaimsPage })),
      permission: 'routines.expense-approvals:read',
    }),
    defineScreen(ns, 'createExpenseClaim', '/create_expense_claim', {
      load: () => import('./pages/expense-create-page').then((m) => ({ Screen: m.ExpenseCreatePage })),
      permission: 'routines.expense-claims:create',
    }),
    defineScreen(ns, 'reports', '/routine_reports', {
      load: () => import('./pages/routine-reports-page').then((m) => ({ Screen: m.RoutineReportsPage })),
      permission: 'routines.reports:read',
    }),
    defineScreen(ns, 'whistle', '/routine_whistle', {
      load: () => import('./pages/whistle-page').then((m) => ({ Screen: m.WhistlePage })),
    }),
    // The reporter follows a case with its key alone, signed out (ADR 0125: the key replaces a session).
    defineScreen(ns, 'whistleFollow', '/whistle_follow', {
      layout: 'blank',
      protected: false,
      load: () => import('./pages/whistle-follow-page').then((m) => ({ Screen: m.WhistleFollowPage })),
    }),
  ],
};
