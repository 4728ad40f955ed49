import type { PermissionCatalogue } from '@hcims/contracts/access';
import { describe, expect, it } from 'vitest';
import { changedResources, grantsEditorReducer, initGrantsEditor, isDirty, toGrants } from './grants-editor';

type Resource = PermissionCatalogue['resources'][number];
const resource = (
  key: string,
  scopes: Resource['scopes'],
  actions: Resource['actions'] = ['create', 'read', 'update', 'delete'],
): Resource => ({
  key,
  label: key,
  description: '',
  category: 'hcims',
  risk: 'low',
  actions,
  scopes,
});
const resources = [
  resource('people.employees', ['own', 'team', 'department', 'company', 'group']),
  resource('org.company', ['company', 'group'], ['read', 'update']),
];
const start = () =>
  initGrantsEditor(resources, [{ resource: 'org.company', create: false, read: true, update: false, delete: false, scope: 'company' }]);

describe('grants editor state', () => {
  it('starts from the server grants, with a row for every resource at its narrowest scope', () => {
    const state = start();
    expect(state.rows['people.employees']).toEqual({ create: false, read: false, update: false, delete: false, scope: 'own' });
    expect(state.rows['org.company']).toMatchObject({ read: true, scope: 'company' });
    expect(isDirty(state)).toBe(false);
  });

  it('a switch toggles one action and makes the editor dirty; toggling back makes it clean', () => {
    let state = grantsEditorReducer(start(), { type: 'toggle', resource: 'people.employees', action: 'read' });
    expect(state.rows['people.employees']!.read).toBe(true);
    expect(changedResources(state)).toEqual(['people.employees']);
    state = grantsEditorReducer(state, { type: 'toggle', resource: 'people.employees', action: 'read' });
    expect(isDirty(state)).toBe(false);
  });

  it('a new scope is a change only for a resource that grants something', () => {
    const ungranted = grantsEditorReducer(start(), { type: 'setScope', resource: 'people.employees', scope: 'company' });
    expect(isDirty(ungranted)).toBe(false);
    const granted = grantsEditorReducer(start(), { type: 'setScope', resource: 'org.company', scope: 'group' });
    expect(changedResources(granted)).toEqual(['org.company']);
  });

  it('reset goes back to the server grants', () => {
    const state = grantsEditorReducer(grantsEditorReducer(start(), { type: 'toggle', resource: 'org.company', action: 'update' }), {
      type: 'reset',
    });
    expect(isDirty(state)).toBe(false);
  });

  it('copying from another role replaces the rows and keeps the baseline, so the copy is unsaved', () => {
    const state = grantsEditorReducer(start(), {
      type: 'replace',
      resources,
      grants: [{ resource: 'people.employees', create: true, read: true, update: true, delete: false, scope: 'team' }],
    });
    expect(changedResources(state).sort()).toEqual(['org.company', 'people.employees']);
    expect(toGrants(state.rows)).toEqual([
      { resource: 'people.employees', create: true, read: true, update: true, delete: false, scope: 'team' },
    ]);
  });

  it('setRow switches the given actions of a resource on or off at once', () => {
    const on = grantsEditorReducer(start(), { type: 'setRow', resource: 'org.company', on: true, actions: ['read', 'update'] });
    expect(on.rows['org.company']).toMatchObject({ read: true, update: true });
    const off = grantsEditorReducer(on, { type: 'setRow', resource: 'org.company', on: false, actions: ['read', 'update'] });
    expect(toGrants(off.rows)).toEqual([]);
  });

  it('toGrants leaves out resources that grant nothing', () => {
    expect(toGrants(start().rows)).toEqual([
      { resource: 'org.company', create: false, read: true, update: false, delete: false, scope: 'company' },
    ]);
  });
});
