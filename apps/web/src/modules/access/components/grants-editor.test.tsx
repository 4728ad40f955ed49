import type { PermissionCatalogue, RoleDetail, RoleSummary } from '@hcims/contracts/access';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { GrantsEditor } from './grants-editor';

await initTestI18n();

const catalogue: PermissionCatalogue = {
  categories: ['hcims', 'settings'],
  scopes: ['own', 'team', 'department', 'company', 'group'],
  resources: [
    {
      key: 'people.employees',
      label: 'Employees',
      description: 'Employee records',
      category: 'hcims',
      risk: 'high',
      actions: ['create', 'read', 'update', 'delete'],
      scopes: ['own', 'team', 'department', 'company', 'group'],
    },
    {
      key: 'org.company',
      label: 'Company information',
      description: 'Company details',
      category: 'settings',
      risk: 'medium',
      actions: ['read', 'update'],
      scopes: ['company', 'group'],
    },
  ],
  codes: [],
};
const role: RoleDetail = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Recruiter',
  description: '',
  colour: '#be123c',
  builtIn: null,
  memberCount: 0,
  version: 3,
  grants: [{ resource: 'org.company', create: false, read: true, update: false, delete: false, scope: 'company' }],
};
const roles: RoleSummary[] = [role];

const json = (status: number, body?: unknown) =>
  new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });

function renderEditor(props: Partial<Parameters<typeof GrantsEditor>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <GrantsEditor catalogue={catalogue} role={role} roles={roles} canEdit {...props} />
    </QueryClientProvider>,
  );
}
const row = (resource: string) => within(document.querySelector(`[data-resource="${resource}"]`) as HTMLElement);

afterEach(() => vi.unstubAllGlobals());

describe('grants editor', () => {
  it('shows the role’s grants by category: switches per action the resource knows and its scope', () => {
    renderEditor();
    expect(screen.getByRole('heading', { name: /HR \(HCIMS\)/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Company information: Read' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Employees: Create' })).not.toBeChecked();
    // org.company knows only read and update.
    expect(screen.queryByRole('switch', { name: 'Company information: Create' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Scope of Company information' })).toHaveValue('company');
    expect(screen.getByRole('combobox', { name: 'Scope of Employees' })).toHaveValue('own');
    expect(screen.getByTestId('grants-status')).toHaveTextContent('No unsaved changes');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('tracks changes: a switch and a scope count, switching back clears them, Discard resets', async () => {
    const user = userEvent.setup();
    const onDirtyChange = vi.fn();
    renderEditor({ onDirtyChange });
    await user.click(screen.getByRole('switch', { name: 'Employees: Read' }));
    expect(screen.getByRole('switch', { name: 'Employees: Read' })).toBeChecked();
    expect(screen.getByTestId('grants-status')).toHaveTextContent('Unsaved changes: 1');
    expect(row('people.employees').getByText('Changed')).toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scope of Company information' }), 'group');
    expect(screen.getByTestId('grants-status')).toHaveTextContent('Unsaved changes: 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scope of Company information' }), 'company');
    expect(screen.getByTestId('grants-status')).toHaveTextContent('Unsaved changes: 1');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('switch', { name: 'Employees: Read' })).not.toBeChecked();
    expect(screen.getByTestId('grants-status')).toHaveTextContent('No unsaved changes');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('a scope change on a resource granting nothing is not a change', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scope of Employees' }), 'company');
    expect(screen.getByTestId('grants-status')).toHaveTextContent('No unsaved changes');
  });

  it('saves the complete set at once with the version it started from', async () => {
    const saved = {
      ...role,
      version: 4,
      grants: [...role.grants, { resource: 'people.employees', create: false, read: true, update: false, delete: false, scope: 'team' }],
    };
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json(200, saved)));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('switch', { name: 'Employees: Read' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scope of Employees' }), 'team');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('grants-status')).toHaveTextContent('Permissions saved.'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/access/roles/${role.id}/grants`);
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(init!.body as string)).toEqual({
      version: 3,
      grants: [
        { resource: 'people.employees', create: false, read: true, update: false, delete: false, scope: 'team' },
        { resource: 'org.company', create: false, read: true, update: false, delete: false, scope: 'company' },
      ],
    });
  });

  it('says so when someone else saved the role first (409) and offers to reload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(409, { error: { code: 'CONFLICT', message: 'x', requestId: 'r' } }))),
    );
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('switch', { name: 'Employees: Read' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('grants-stale')).toHaveTextContent('Someone else changed this role meanwhile.');
    expect(screen.getByRole('button', { name: 'Reload the role' })).toBeInTheDocument();
  });

  it('is read-only without access.roles:update, and for the Owner role', () => {
    const { unmount } = renderEditor({ canEdit: false });
    expect(screen.getByRole('switch', { name: 'Company information: Read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    unmount();
    renderEditor({ role: { ...role, builtIn: 'owner' } });
    expect(screen.getByText('The Owner role always holds every permission; it cannot be narrowed.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Employees: Read' })).toBeDisabled();
  });
});
