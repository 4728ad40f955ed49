/**
 * The permission catalogue. A permission is a resource (`module.resource`) that a role grants
 * with create/read/update/delete switches and one scope; each switch is a code
 * `module.resource:action`. Modules refine their own entries as they land.
 */

/** From narrowest to widest; a wider scope includes the narrower ones. */
export const Scopes = ['own', 'team', 'department', 'company', 'group'] as const;
export type Scope = (typeof Scopes)[number];

export const Actions = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof Actions)[number];

export const RiskLevels = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RiskLevels)[number];

/** Categories follow the menu groups of the app. */
export const PermissionCategories = ['general', 'hcims', 'tasks', 'routines', 'evaluation', 'settings', 'training'] as const;
export type PermissionCategory = (typeof PermissionCategories)[number];

export type PermissionResourceDefinition = {
  key: string;
  label: string;
  description: string;
  category: PermissionCategory;
  risk: RiskLevel;
  /** Actions this resource knows; a role can switch on only these. */
  actions: readonly Action[];
  /** Scopes that make sense for it, narrowest first. */
  scopes: readonly Scope[];
  /** A different risk for some actions (reading is often less risky than changing). */
  riskByAction?: Partial<Record<Action, RiskLevel>>;
};

const CRUD = Actions;
const ALL_SCOPES = Scopes;
const ORG_SCOPES = ['company', 'group'] as const;
const MANAGED_SCOPES = ['team', 'department', 'company', 'group'] as const;

export const permissionResources = [
  {
    key: 'workspace.dashboard',
    label: 'Dashboard figures',
    description: 'Head-count, attendance, approvals and performance figures on the dashboards',
    category: 'general',
    risk: 'medium',
    actions: ['read'],
    scopes: MANAGED_SCOPES,
  },
  {
    key: 'people.employees',
    label: 'Employees',
    description: 'Employee records: identity, contact and job details',
    category: 'hcims',
    risk: 'high',
    riskByAction: { read: 'medium' },
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'people.sensitive-data',
    label: 'Sensitive employee data',
    description: 'Salary, bank account, national id and medical fields of employee records',
    category: 'hcims',
    risk: 'critical',
    actions: ['read', 'update'],
    scopes: ALL_SCOPES,
  },
  {
    key: 'people.documents',
    label: 'Employee documents',
    description: 'Contracts, identity papers and other files attached to employees',
    category: 'hcims',
    risk: 'high',
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'people.terminations',
    label: 'Terminations',
    description: 'Ending employment, offboarding checklists and the list of former staff',
    category: 'hcims',
    risk: 'critical',
    riskByAction: { read: 'high' },
    actions: CRUD,
    scopes: ['department', 'company', 'group'],
  },
  {
    key: 'people.reports',
    label: 'HR reports',
    description: 'The report hub and saved report definitions',
    category: 'hcims',
    risk: 'medium',
    actions: CRUD,
    scopes: MANAGED_SCOPES,
  },
  {
    key: 'people.whatsapp',
    label: 'WhatsApp messages',
    description: 'Sending WhatsApp messages to employees and reading the delivery history',
    category: 'hcims',
    risk: 'high',
    actions: ['create', 'read'],
    scopes: ['department', 'company', 'group'],
  },
  {
    key: 'tasks.tasks',
    label: 'Tasks',
    description: 'Tasks, their progress updates and comments',
    category: 'tasks',
    risk: 'medium',
    riskByAction: { read: 'low' },
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'tasks.announcements',
    label: 'Announcements',
    description: 'Announcements to the company or departments and who has read them',
    category: 'tasks',
    risk: 'medium',
    riskByAction: { read: 'low' },
    actions: CRUD,
    scopes: ['department', 'company', 'group'],
  },
  {
    key: 'tasks.reports',
    label: 'Task reports',
    description: 'Task dashboards and reports',
    category: 'tasks',
    risk: 'low',
    actions: ['read'],
    scopes: ALL_SCOPES,
  },
  {
    key: 'routines.attendance',
    label: 'Attendance',
    description: 'Clock-in and clock-out records and their corrections',
    category: 'routines',
    risk: 'medium',
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'routines.holidays',
    label: 'Holidays',
    description: 'Public and company holidays',
    category: 'routines',
    risk: 'low',
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'routines.leave-requests',
    label: 'Leave requests',
    description: 'Requests for time off and leave balances',
    category: 'routines',
    risk: 'medium',
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'routines.leave-approvals',
    label: 'Leave approvals',
    description: 'Approving and rejecting other people’s leave requests',
    category: 'routines',
    risk: 'high',
    actions: ['read', 'update'],
    scopes: MANAGED_SCOPES,
  },
  {
    key: 'routines.meetings',
    label: 'Minutes of meetings',
    description: 'Meeting minutes, attendees and action items',
    category: 'routines',
    risk: 'low',
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'routines.expense-claims',
    label: 'Expense claims',
    description: 'Expense claims and their receipts',
    category: 'routines',
    risk: 'medium',
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'routines.expense-approvals',
    label: 'Expense approvals',
    description: 'Approving, rejecting and marking expense claims paid',
    category: 'routines',
    risk: 'high',
    actions: ['read', 'update'],
    scopes: MANAGED_SCOPES,
  },
  {
    key: 'routines.whistle-cases',
    label: 'Whistle-blowing cases',
    description: 'Handling whistle-blowing reports (filing one needs no permission)',
    category: 'routines',
    risk: 'critical',
    actions: ['read', 'update'],
    scopes: ORG_SCOPES,
  },
  {
    key: 'routines.reports',
    label: 'Routine reports',
    description: 'The routines dashboard and the attendance, lateness, leave and expense reports',
    category: 'routines',
    risk: 'medium',
    actions: ['read'],
    scopes: ALL_SCOPES,
  },
  {
    key: 'evaluation.policies',
    label: 'Company policies',
    description: 'Policies, their versions and acknowledgements',
    category: 'evaluation',
    risk: 'medium',
    riskByAction: { read: 'low' },
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'evaluation.contests',
    label: 'Contests',
    description: 'Contests, their audience and winners',
    category: 'evaluation',
    risk: 'low',
    actions: CRUD,
    scopes: ['department', 'company', 'group'],
  },
  {
    key: 'evaluation.templates',
    label: 'Evaluation forms',
    description: 'Evaluation form templates, published versions and assignments',
    category: 'evaluation',
    risk: 'medium',
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'evaluation.submissions',
    label: 'Evaluation answers',
    description: 'Filling in evaluation forms and reading answers',
    category: 'evaluation',
    risk: 'high',
    actions: ['create', 'read', 'update'],
    scopes: ALL_SCOPES,
  },
  {
    key: 'evaluation.results',
    label: 'Evaluation results',
    description: 'Scores per question, blended scores and aggregates',
    category: 'evaluation',
    risk: 'high',
    actions: ['read'],
    scopes: ALL_SCOPES,
  },
  {
    key: 'performance.goals',
    label: 'Goal cascade',
    description: 'Monitoring periods, goals, key results and KPIs',
    category: 'settings',
    risk: 'medium',
    actions: CRUD,
    scopes: ['department', 'company', 'group'],
  },
  {
    key: 'performance.matrix',
    label: 'Performance score weights',
    description: 'How manager rating, tasks and attendance blend into the performance score',
    category: 'evaluation',
    risk: 'medium',
    actions: ['read', 'update'],
    scopes: ORG_SCOPES,
  },
  {
    key: 'org.company',
    label: 'Company information',
    description: 'Company details, office hours, working days, branches and logo',
    category: 'settings',
    risk: 'high',
    riskByAction: { read: 'low' },
    actions: ['read', 'update'],
    scopes: ORG_SCOPES,
  },
  {
    key: 'org.groups',
    label: 'Group of companies',
    description: 'The group, its companies, adding and removing companies',
    category: 'settings',
    risk: 'critical',
    riskByAction: { read: 'medium' },
    actions: CRUD,
    scopes: ['group'],
  },
  {
    key: 'org.departments',
    label: 'Departments',
    description: 'The department tree and expected arrival times',
    category: 'settings',
    risk: 'medium',
    riskByAction: { read: 'low' },
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'org.designations',
    label: 'Designations',
    description: 'Job titles and their hierarchy within departments',
    category: 'settings',
    risk: 'medium',
    riskByAction: { read: 'low' },
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'payroll.salary-structures',
    label: 'Salary structures',
    description: 'Pay grades, salary components, deductions and salary profiles',
    category: 'settings',
    risk: 'critical',
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'payroll.payslips',
    label: 'Salary slips',
    description: 'Generating and reading salary slips',
    category: 'settings',
    risk: 'critical',
    actions: CRUD,
    scopes: ['own', 'department', 'company', 'group'],
  },
  {
    key: 'identity.users',
    label: 'User accounts',
    description: 'Inviting people to sign in, and disabling their access',
    category: 'settings',
    risk: 'critical',
    riskByAction: { read: 'medium' },
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'access.roles',
    label: 'Roles and permissions',
    description: 'Roles (permission groups) and what they grant',
    category: 'settings',
    risk: 'critical',
    riskByAction: { read: 'medium' },
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'access.role-members',
    label: 'Role members',
    description: 'Who holds which role',
    category: 'settings',
    risk: 'critical',
    riskByAction: { read: 'medium' },
    actions: ['create', 'read', 'delete'],
    scopes: ORG_SCOPES,
  },
  {
    key: 'access.audit-log',
    label: 'Audit log',
    description: 'Sign-ins, failures, permission and member changes, with before and after',
    category: 'settings',
    risk: 'high',
    actions: ['read'],
    scopes: ORG_SCOPES,
  },
  {
    key: 'training.courses',
    label: 'Training courses',
    description: 'Courses, their materials and question banks',
    category: 'training',
    risk: 'low',
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'training.assignments',
    label: 'Training assignments',
    description: 'Who must take which training, by when, and their progress',
    category: 'training',
    risk: 'low',
    actions: CRUD,
    scopes: ALL_SCOPES,
  },
  {
    key: 'training.quizzes',
    label: 'Quizzes',
    description: 'Quizzes built from the question bank, pass marks and attempts',
    category: 'training',
    risk: 'low',
    actions: CRUD,
    scopes: ORG_SCOPES,
  },
  {
    key: 'training.results',
    label: 'Quiz results',
    description: 'Results per quiz and person, and certificates',
    category: 'training',
    risk: 'medium',
    actions: ['read'],
    scopes: ALL_SCOPES,
  },
] as const satisfies readonly PermissionResourceDefinition[];

export type PermissionResource = (typeof permissionResources)[number]['key'];
/** `module.resource:action`, e.g. `access.roles:read`. */
export type PermissionCode = `${PermissionResource}:${Action}`;

const byKey = new Map<string, PermissionResourceDefinition>(permissionResources.map((r) => [r.key, r]));

export function findPermissionResource(key: string): PermissionResourceDefinition | undefined {
  return byKey.get(key);
}

export function permissionCode(resource: PermissionResource, action: Action): PermissionCode {
  return `${resource}:${action}`;
}

export type PermissionCodeDefinition = {
  code: PermissionCode;
  resource: PermissionResource;
  action: Action;
  label: string;
  description: string;
  category: PermissionCategory;
  risk: RiskLevel;
};

const actionLabels: Record<Action, string> = { create: 'create', read: 'read', update: 'update', delete: 'delete' };

/** Every valid code with its label, description, category and risk. */
export const permissionCodes: readonly PermissionCodeDefinition[] = permissionResources.flatMap((r: PermissionResourceDefinition) =>
  r.actions.map((action) => ({
    code: `${r.key}:${action}` as PermissionCode,
    resource: r.key as PermissionResource,
    action,
    label: `${r.label}: ${actionLabels[action]}`,
    description: r.description,
    category: r.category,
    risk: r.riskByAction?.[action] ?? r.risk,
  })),
);

const codeSet = new Set<string>(permissionCodes.map((c) => c.code));

export function isPermissionCode(value: string): value is PermissionCode {
  return codeSet.has(value);
}

export function scopeRank(scope: Scope): number {
  return Scopes.indexOf(scope);
}

/** True when `held` covers at least as much as `needed`. */
export function scopeCovers(held: Scope, needed: Scope): boolean {
  return scopeRank(held) >= scopeRank(needed);
}
