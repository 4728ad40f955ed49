import { describe, expect, it } from 'vitest';
import { buildRouteTable, resolvePath, screenRoutes } from './route-table';

/** Spec section 2, every path, plus the header's shortcuts PRODUCT.md makes real screens. */
const blank = [
  '/auth/boxed-signin',
  '/auth/LoginBoxed',
  '/auth/register',
  '/auth/Forgot-Password',
  '/auth/Reset-Password',
  '/auth/Accept-Invitation',
  '/auth/Confirm-Sign-Up',
];
const protectedDefault = [
  '/',
  '/dashboard',
  '/todolist',
  '/calendar',
  '/hcims',
  '/edit_employee',
  '/terminate_employee',
  '/whatsapp',
  '/reports_pages',
  '/config_reports',
  '/employee-details',
  '/Employee_Contact_Directory',
  '/report-employee-details',
  '/Birthday_Directory',
  '/company_tasks_dashboard',
  '/view_tasks',
  '/create-announcement',
  '/PersonalTasks',
  '/TaskReports',
  '/tasks_reports',
  '/SubordinateTaskReports',
  '/tasks_form',
  '/routine_report_dashboard',
  '/mark_holidays',
  '/view-marked-holidays',
  '/staff_attendence',
  '/employee_leave_requests',
  '/create_meeting',
  '/owner_expense_claim_list',
  '/create_expense_claim',
  '/routine_reports',
  '/routine_whistle',
  '/company_policies',
  '/create_contest',
  '/performance_matric',
  '/step_evaluation',
  '/view_overall_all_forms',
  '/view_manager_all_forms',
  '/view_engagement_all_forms',
  '/view_satisfaction_all_forms',
  '/view_all_forms',
  '/company_info',
  '/group_of_companies',
  '/add_department',
  '/add_designation',
  '/create_salary_structure',
  '/create_performance_monitoring',
  '/permissions',
  '/training_assessment',
  '/create_training',
  '/assign_training',
  '/create-questions',
  '/view_results',
  '/create-quiz',
  '/submit-quiz',
  '/chat',
  '/users/profile',
  '/apps/mailbox',
];

describe('route table (spec section 2)', () => {
  it.each(blank)('%s is a public screen in the blank layout', (path) => {
    const resolved = resolvePath(path);
    expect(resolved).toMatchObject({ kind: 'screen', route: { layout: 'blank', protected: false } });
  });

  it.each(protectedDefault)('%s is a protected screen in the default layout', (path) => {
    expect(resolvePath(path)).toMatchObject({ kind: 'screen', route: { layout: 'default', protected: true } });
  });

  it('a whistle-blowing reporter follows a case signed out, in the blank layout (ADR 0118)', () => {
    expect(resolvePath('/whistle_follow')).toMatchObject({ kind: 'screen', route: { layout: 'blank', protected: false } });
  });

  it('the lock screen keeps the session (protected) in the blank layout', () => {
    expect(resolvePath('/auth/boxed-lockscreen')).toMatchObject({ kind: 'screen', route: { layout: 'blank', protected: true } });
  });

  it('both sign-in paths and both dashboard paths show the same screen', () => {
    const screen = (p: string) => (resolvePath(p) as { route: { id: string } }).route.id;
    expect(screen('/auth/LoginBoxed')).toBe(screen('/auth/boxed-signin'));
    expect(screen('/dashboard')).toBe(screen('/'));
  });

  it('/hcims-dashboard redirects to /hcims', () => {
    expect(resolvePath('/hcims-dashboard')).toEqual({ kind: 'redirect', to: '/hcims' });
  });

  it.each(['/whistle', '/nowhere', '/auth/unknown', '/hcims/extra'])('%s is unknown (error page)', (path) => {
    expect(resolvePath(path)).toEqual({ kind: 'not-found' });
  });

  it('matches like React Router did: any letter case, trailing slash', () => {
    expect(resolvePath('/employee_contact_directory/')).toMatchObject({ kind: 'screen', route: { path: '/Employee_Contact_Directory' } });
  });

  it('registers nothing beyond the spec table and the shortcuts', () => {
    const all = screenRoutes.flatMap((r) => [r.path, ...(r.aliases ?? [])]).sort();
    // The set-up a role's two-factor requirement sends people to first (ADR 0087); the signed-out
    // follow-up of a whistle-blowing case (ADR 0118).
    expect(all).toEqual([...blank, ...protectedDefault, '/auth/boxed-lockscreen', '/auth/two-factor-setup', '/whistle_follow'].sort());
  });

  it('loads every screen lazily (a function, not a component in the bundle)', () => {
    for (const route of screenRoutes) expect(typeof route.load).toBe('function');
  });

  it('refuses two screens on one path', () => {
    const load = () => Promise.resolve({ Screen: () => null });
    const screen = { id: 'a.a', path: '/x', title: 'a:b', layout: 'default', protected: true, load } as const;
    expect(() => buildRouteTable([{ id: 'a', namespace: 'a', routes: [screen, { ...screen, id: 'a.b', path: '/X' }] }])).toThrow(
      /Two screens/,
    );
  });
});
