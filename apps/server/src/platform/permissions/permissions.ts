import {
  Actions,
  findPermissionResource,
  scopeCovers,
  scopeRank,
  type Action,
  type Grant,
  type PermissionCode,
  type PermissionSet,
  type Scope,
} from '@hcims/contracts/access';

export type GrantProblem = { resource: string; message: string };

/** Checks a grant against the catalogue: known resource, actions it supports, a scope it allows. */
export function grantProblems(grant: Grant): GrantProblem[] {
  const definition = findPermissionResource(grant.resource);
  if (!definition) return [{ resource: grant.resource, message: 'is not a permission in the catalogue' }];
  const problems: GrantProblem[] = [];
  for (const action of Actions) {
    if (grant[action] && !definition.actions.includes(action)) {
      problems.push({ resource: grant.resource, message: `has no ${action} action` });
    }
  }
  if (!definition.scopes.includes(grant.scope)) {
    problems.push({ resource: grant.resource, message: `cannot have scope ${grant.scope} (allowed: ${definition.scopes.join(', ')})` });
  }
  return problems;
}

export function grantActions(grant: Grant): Action[] {
  return Actions.filter((a) => grant[a]);
}

/** The codes a set of grants (of one or several roles) adds up to, each with the widest scope granted. */
export function permissionSetOf(grants: readonly Grant[]): PermissionSet {
  const set: PermissionSet = {};
  for (const grant of grants) {
    for (const action of grantActions(grant)) {
      const code = `${grant.resource}:${action}`;
      const held = set[code];
      if (held === undefined || scopeRank(grant.scope) > scopeRank(held)) set[code] = grant.scope;
    }
  }
  return set;
}

export function holds(set: PermissionSet, code: PermissionCode, scope?: Scope): boolean {
  const held = set[code];
  return held !== undefined && (scope === undefined || scopeCovers(held, scope));
}

/**
 * The codes of `wanted` that `actor` does not hold at least as widely. Nobody can hand out (to a
 * role, or by adding people to a role) more than they hold themselves.
 */
export function beyondHeld(actor: PermissionSet, wanted: PermissionSet): string[] {
  return Object.entries(wanted)
    .filter(([code, scope]) => {
      const held = actor[code];
      return held === undefined || !scopeCovers(held, scope);
    })
    .map(([code]) => code)
    .sort();
}
