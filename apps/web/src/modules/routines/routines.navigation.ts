import type { ModuleNavigation } from '../../shared/lib/registry';

/** routines: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const routinesNavigation: ModuleNavigation = {
  menu: [
    {
      group: 'routines',
      path: '/routine_report_dashboard',
      label: 'common:menu.dashboard',
      order: 0,
      permission: 'routines.reports:read',
    },
    {
      group: 'routines',
      path: '/staff_attendence',
      label: 'routines:screens.attendance',
      order: 1,
      permission: 'routines.attendance:read',
    },
    {
      group: 'routines',
      path: '/employee_leave_requests',
      label: 'routines:screens.leaveRequests',
      order: 2,
      permission: 'routines.leave-requests:read',
    },
    { group: 'routines', path: '/create_meeting', label: 'routines:screens.meetings', order: 3, permission: 'routines.meetings:read' },
    {
      group: 'routines',
      path: '/owner_expense_claim_list',
      label: 'routines:screens.expenseClaims',
      order: 4,
      permission: 'routines.expense-approvals:read',
    },
    {
      group: 'routines',
      path: '/create_expense_claim',
      label: 'routines:screens.createExpenseClaim',
      order: 5,
      permission: 'routines.expense-claims:create',
    },
    { group: 'routines', path: '/routine_reports', label: 'common:menu.reports', order: 6, permission: 'routines.reports:read' },
    { group: 'routines', path: '/routine_whistle', label: 'routines:screens.whistle', order: 7 },
  ],
  voice: {
    '/routine_report_dashboard': ['routines dashboard', 'routine dashboard', 'routines'],
    '/mark_holidays': ['mark holidays', 'mark holiday', 'add holidays', 'add holiday'],
    '/view-marked-holidays': ['view holidays', 'marked holidays', 'holiday list', 'holidays', 'public holidays'],
    '/staff_attendence': ['attendance', 'staff attendance', 'attendance sheet', 'clock in', 'clock out'],
    '/employee_leave_requests': ['time off requests', 'time off', 'leave requests', 'leave request', 'leave', 'vacation'],
    '/create_meeting': [
      'create minutes of meetings',
      'minutes of meetings',
      'minutes of meeting',
      'meeting minutes',
      'create meeting',
      'meetings',
      'meeting',
    ],
    '/owner_expense_claim_list': ['expense claims', 'expense claim list', 'expenses', 'claims'],
    '/create_expense_claim': [
      'create expense claim',
      'new expense claim',
      'create expense',
      'new expense',
      'submit expense',
      'expense claim',
    ],
    '/routine_reports': ['routine reports', 'routines reports', 'attendance reports', 'leave reports', 'expense reports'],
    '/routine_whistle': ['whistle', 'whistle blowing', 'whistleblowing', 'whistleblower', 'report a concern'],
    '/whistle_follow': ['follow a whistle case', 'follow my report', 'case key'],
  },
};
