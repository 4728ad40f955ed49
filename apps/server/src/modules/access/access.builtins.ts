import {
  Actions,
  permissionResources,
  scopeRank,
  type Action,
  type BuiltInRoleKey,
  type Grant,
  type PermissionResourceDefinition,
  type Scope,
} from '@hcims/contracts/access';

export type BuiltInRole = { key: BuiltInRoleKey; name: string; description: string; colour: string };

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  { key: 'owner', name: 'Owner', description: 'Everything in the group of companies', colour: '#7c3aed' },
  { key: 'hr-admin', name: 'HR admin', description: 'All HR data of the company', colour: '#0f766e' },
  { key: 'manager', name: 'Manager', description: 'Their team (reporting line), plus self-service', colour: '#b45309' },
  { key: 'employee', name: 'Employee', description: 'Self-service: own profile, attendance, leave, expenses, tasks', colour: '#1d4ed8' },
];

const resources: readonly PermissionResourceDefinition[] = permissionResources;

/** The widest scope the resource allows that is not wider than `wanted`; null when none fits. */
function fit(resource: PermissionResourceDefinition, wanted: Scope): Scope | null {
  const fitting = resource.scopes.filter((s) => scopeRank(s) <= scopeRank(wanted));
  return fitting.at(-1) ?? null;
}

function grant(resource: PermissionResourceDefinition, actions: readonly Action[], scope: Scope): Grant | null {
  const fitted = fit(resource, scope);
  const allowed = actions.filter((a) => resource.actions.includes(a));
  if (!fitted || allowed.length === 0) return null;
  return {
    resource: resource.key,
    create: allowed.includes('create'),
    read: allowed.includes('read'),
    update: allowed.includes('update'),
    delete: allowed.includes('delete'),
    scope: fitted,
  };
}

/** The Owner holds every permission at its widest scope, including permissions added to the catalogue later. */
export function ownerGrants(): Grant[] {
  return resources.map((r) => grant(r, Actions, r.scopes.at(-1)!)!);
}

type Line = [resource: string, actions: readonly Action[], scope: Scope];
const R = ['read'] as const;
const CRUD = Actions;

const employeeLines: Line[] = [
  ['people.employees', R, 'own'],
  ['people.documents', R, 'own'],
  ['tasks.tasks', ['read', 'update'], 'own'],
  ['tasks.announcements', R, 'company'],
  ['tasks.reports', R, 'own'],
  ['routines.attendance', ['create', 'read'], 'own'],
  ['routines.holidays', R, 'company'],
  ['routines.leave-requests', CRUD, 'own'],
  ['routines.meetings', R, 'own'],
  ['routines.expense-claims', CRUD, 'own'],
  ['routines.reports', R, 'own'],
  ['evaluation.policies', R, 'company'],
  ['evaluation.contests', R, 'company'],
  ['evaluation.submissions', ['create', 'read', 'update'], 'own'],
  ['evaluation.results', R, 'own'],
  ['payroll.payslips', R, 'own'],
  ['org.company', R, 'company'],
  ['org.departments', R, 'company'],
  ['org.designations', R, 'company'],
  ['training.courses', R, 'company'],
  ['training.assignments', R, 'own'],
  ['training.quizzes', R, 'company'],
  ['training.results', R, 'own'],
];

const managerLines: Line[] = [
  ...employeeLines,
  ['workspace.dashboard', R, 'team'],
  ['people.employees', R, 'team'],
  ['people.documents', R, 'team'],
  ['tasks.tasks', CRUD, 'team'],
  ['tasks.reports', R, 'team'],
  ['routines.attendance', ['create', 'read', 'update'], 'team'],
  ['routines.leave-approvals', ['read', 'update'], 'team'],
  ['routines.expense-approvals', ['read', 'update'], 'team'],
  ['routines.meetings', CRUD, 'team'],
  ['routines.reports', R, 'team'],
  ['evaluation.submissions', ['create', 'read', 'update'], 'team'],
  ['evaluation.results', R, 'team'],
  ['training.assignments', CRUD, 'team'],
  ['training.results', R, 'team'],
];

/** HR admin: all HR data of the company; reads (not edits) roles; no whistle-blowing cases, no group settings. */
function hrAdminGrants(): Grant[] {
  const readOnly = new Set(['access.roles', 'access.role-members', 'access.audit-log', 'org.groups']);
  const none = new Set(['routines.whistle-cases']);
  return resources
    .filter((r) => !none.has(r.key))
    .map((r) => grant(r, readOnly.has(r.key) ? R : Actions, 'company'))
    .filter((g): g is Grant => g !== null);
}

function fromLines(lines: Line[]): Grant[] {
  const byResource = new Map<string, Grant>();
  for (const [key, actions, scope] of lines) {
    const resource = resources.find((r) => r.key === key);
    if (!resource) throw new Error(`built-in role names unknown permission ${key}`);
    const g = grant(resource, actions, scope);
    if (g) byResource.set(key, g);
  }
  return [...byResource.values()];
}

/** The grants a built-in role starts with (Owner's are not stored: see ownerGrants). */
export function builtInGrants(key: BuiltInRoleKey): Grant[] {
  switch (key) {
    case 'owner':
      return ownerGrants();
    case 'hr-admin':
      return hrAdminGrants();
    case 'manager':
      return fromLines(managerLines);
    case 'employee':
      return fromLines(employeeLines);
  }
}
