import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { resolvePath } from '../router/route-table';
import { buildMenu, groupOfPath, menuEntries } from './menu-model';

const i18n = await initTestI18n();
const label = (key: string) => i18n.t(key);

describe('sidebar menu (spec section 2, PRODUCT.md)', () => {
  const { top, groups } = buildMenu(menuEntries, 'sidebar', null);
  const asLabels = (id: string) => groups.find((g) => g.id === id)!.entries.map((e) => [label(e.label), e.path]);

  it('starts with Dashboard at /', () => {
    expect(top.map((e) => [label(e.label), e.path])).toEqual([['Dashboard', '/']]);
  });

  it('has the spec groups in order', () => {
    expect(groups.map((g) => label(g.label))).toEqual(['HCIMS', 'Tasks', 'Routines', 'Evaluation', 'Settings', 'Training Section']);
  });

  it('lists the spec labels and routes', () => {
    expect(asLabels('hcims')).toEqual([
      ['Dashboard', '/hcims'],
      ['Add/Edit Employee', '/edit_employee'],
      ['Terminate Employee', '/terminate_employee'],
      ['Reports', '/reports_pages'],
      ['Configurations', '/config_reports'],
    ]);
    expect(asLabels('tasks')).toEqual([
      ['Dashboard', '/company_tasks_dashboard'],
      ['Add/View Tasks', '/view_tasks'],
      ['Announcement', '/create-announcement'],
      ['Reports', '/tasks_reports'],
    ]);
    expect(asLabels('routines')).toEqual([
      ['Dashboard', '/routine_report_dashboard'],
      ['Attendance', '/staff_attendence'],
      ['Time Off Requests', '/employee_leave_requests'],
      ['Create Minutes Of Meetings', '/create_meeting'],
      ['Expense Claims', '/owner_expense_claim_list'],
      ['Create Expense Claim', '/create_expense_claim'],
      ['Reports', '/routine_reports'],
      ['Whistle', '/routine_whistle'],
    ]);
    expect(asLabels('evaluation')).toEqual([
      ['Company Policies', '/company_policies'],
      ['Contest', '/create_contest'],
      ['Performance Matric', '/performance_matric'],
      ['Setup Evaluation', '/step_evaluation'],
      ['Submit 360 Evaluation', '/view_overall_all_forms'],
      ['Submit Manager Evaluation', '/view_manager_all_forms'],
      ['Submit Engagement Evaluation', '/view_engagement_all_forms'],
      ['Submit Satisfaction Evaluation', '/view_satisfaction_all_forms'],
      ['Submit Self Evaluation', '/view_all_forms'],
    ]);
  });

  it('Settings also lists /group_of_companies and /permissions (PRODUCT.md)', () => {
    expect(asLabels('settings')).toEqual([
      ['Company Information', '/company_info'],
      ['Group of Companies', '/group_of_companies'],
      ['Create Department', '/add_department'],
      ['Create Designation', '/add_designation'],
      ['Create Salary Structure', '/create_salary_structure'],
      ['Performance Monitoring', '/create_performance_monitoring'],
      ['Permissions', '/permissions'],
    ]);
  });

  it('names the training screens as PRODUCT.md does', () => {
    expect(asLabels('training')).toEqual([
      ['Training Assessment', '/training_assessment'],
      ['Create Training', '/create_training'],
      ['Assign Training', '/assign_training'],
      ['Question Bank', '/create-questions'],
      ['Quiz Results', '/view_results'],
      ['Create Quiz', '/create-quiz'],
      ['Submit Quiz', '/submit-quiz'],
    ]);
  });

  it('the horizontal menu mirrors the sidebar and adds WhatsApp under HCIMS', () => {
    const horizontal = buildMenu(menuEntries, 'horizontal', null);
    const hcims = horizontal.groups.find((g) => g.id === 'hcims')!.entries.map((e) => e.path);
    expect(hcims).toEqual(['/hcims', '/edit_employee', '/terminate_employee', '/reports_pages', '/config_reports', '/whatsapp']);
    expect(horizontal.groups.map((g) => g.id)).toEqual(groups.map((g) => g.id));
  });

  it('hides entries the user has no permission for, and empty groups', () => {
    const menu = buildMenu(menuEntries, 'sidebar', { 'people.employees:read': 'own', 'routines.attendance:read': 'own' });
    expect(menu.groups.map((g) => [g.id, g.entries.map((e) => e.path)])).toEqual([
      // The HR dashboard is a report (people.reports:read), not part of reading employees.
      ['hcims', ['/edit_employee']],
      ['routines', ['/staff_attendence', '/routine_whistle']],
    ]);
    expect(menu.top.map((e) => e.path)).toEqual(['/']);
  });

  it.each(menuEntries.map((e) => [e.path, e] as const))('%s: the menu entry needs the permission its screen needs', (_, entry) => {
    const resolved = resolvePath(entry.path);
    expect(resolved.kind).toBe('screen');
    if (resolved.kind === 'screen') expect(entry.permission).toBe(resolved.route.permission);
  });

  it('finds the group of the active link', () => {
    expect(groupOfPath(groups, '/add_designation')).toBe('settings');
    expect(groupOfPath(groups, '/')).toBeNull();
  });
});
