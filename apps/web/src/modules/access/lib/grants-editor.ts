import type { Action, Grant, PermissionCatalogue, Scope } from '@hcims/contracts/access';

/**
 * The grants editor's state, as pure functions (unit-tested): one row per catalogue resource with
 * its four switches and its scope, and the baseline read from the server for dirty tracking.
 */
export type GrantRow = Record<Action, boolean> & { scope: Scope };
export type Rows = Readonly<Record<string, GrantRow>>;
export type GrantsEditorState = { baseline: Rows; rows: Rows };

type Resource = PermissionCatalogue['resources'][number];

export const ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];

/** A new grant starts at the narrowest scope the resource knows (least privilege); the admin widens it. */
export const defaultScope = (resource: Pick<Resource, 'scopes'>): Scope => resource.scopes[0] ?? 'company';

export const isGranted = (row: GrantRow | undefined): boolean => !!row && ACTIONS.some((a) => row[a]);

function rowsOf(resources: readonly Resource[], grants: readonly Grant[]): Rows {
  const byResource = new Map(grants.map((g) => [g.resource, g]));
  const rows: Record<string, GrantRow> = {};
  for (const resource of resources) {
    const grant = byResource.get(resource.key);
    rows[resource.key] = grant
      ? { create: grant.create, read: grant.read, update: grant.update, delete: grant.delete, scope: grant.scope }
      : { create: false, read: false, update: false, delete: false, scope: defaultScope(resource) };
  }
  return rows;
}

export function initGrantsEditor(resources: readonly Resource[], grants: readonly Grant[]): GrantsEditorState {
  const rows = rowsOf(resources, grants);
  return { baseline: rows, rows };
}

export type GrantsEditorAction =
  | { type: 'toggle'; resource: string; action: Action }
  | { type: 'setScope'; resource: string; scope: Scope }
  | { type: 'setRow'; resource: string; on: boolean; actions: readonly Action[] }
  | { type: 'replace'; resources: readonly Resource[]; grants: readonly Grant[] }
  | { type: 'reset' }
  | { type: 'load'; resources: readonly Resource[]; grants: readonly Grant[] };

export function grantsEditorReducer(state: GrantsEditorState, action: GrantsEditorAction): GrantsEditorState {
  switch (action.type) {
    case 'toggle': {
      const row = state.rows[action.resource];
      if (!row) return state;
      const next = { ...row, [action.action]: !row[action.action] };
      return { ...state, rows: { ...state.rows, [action.resource]: next } };
    }
    case 'setScope': {
      const row = state.rows[action.resource];
      if (!row) return state;
      return { ...state, rows: { ...state.rows, [action.resource]: { ...row, scope: action.scope } } };
    }
    case 'setRow': {
      const row = state.rows[action.resource];
      if (!row) return state;
      const next = { ...row };
      action.actions.forEach((a) => (next[a] = action.on));
      return { ...state, rows: { ...state.rows, [action.resource]: next } };
    }
    case 'replace':
      // Copy from another role: the copied grants become the unsaved state; the baseline stays.
      return { ...state, rows: rowsOf(action.resources, action.grants) };
    case 'reset':
      return { ...state, rows: state.baseline };
    case 'load':
      return initGrantsEditor(action.resources, action.grants);
  }
}

/** Two rows mean the same grant (a row granting nothing equals any other such row, whatever its scope). */
export function sameGrant(a: GrantRow | undefined, b: GrantRow | undefined): boolean {
  if (!isGranted(a) && !isGranted(b)) return true;
  if (!a || !b) return false;
  return a.scope === b.scope && ACTIONS.every((action) => a[action] === b[action]);
}

/** Resources whose grant differs from what the server holds. */
export function changedResources(state: GrantsEditorState): string[] {
  return Object.keys(state.rows).filter((key) => !sameGrant(state.rows[key], state.baseline[key]));
}

export const isDirty = (state: GrantsEditorState): boolean => changedResources(state).length > 0;

/** The complete set to PUT (resources granting nothing are left out). */
export function toGrants(rows: Rows): Grant[] {
  return Object.entries(rows)
    .filter(([, row]) => isGranted(row))
    .map(([resource, row]) => ({ resource, create: row.create, read: row.read, update: row.update, delete: row.delete, scope: row.scope }));
}
