import type { Task } from '@hcims/contracts/tasks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { TaskBoard } from './task-board';

await initTestI18n();

const ME = '00000000-0000-4000-8000-000000000002';
const task: Task = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Call the client',
  instructions: '',
  weight: 3,
  priority: 'high',
  startDate: '2026-11-20',
  dueDate: '2026-11-30',
  status: 'pending',
  progress: 0,
  overdue: false,
  assignee: { id: ME, name: 'Rami Haddad', departmentName: 'Sales' },
  coworkers: [],
  completedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  seriesId: null,
  occurrenceDate: null,
  version: 4,
};
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null, company: null, permissions: null });
});

describe('task board', () => {
  it('puts each task in its status column and moves it from the keyboard through the allowed steps only', async () => {
    sessionStore.setState({ permissions: { 'tasks.tasks:read': 'own', 'tasks.tasks:update': 'own' } });
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url.includes('/tasks/tasks/options')) return json({ assignees: [], departments: [], self: ME });
        if (init?.method === 'POST') {
          posted.push([url, JSON.parse(init.body as string)]);
          return json({ ...task, status: 'in_progress' }, 201);
        }
        const status = new URL(url, 'http://x').searchParams.get('status');
        const items = status === 'pending' ? [task] : [];
        return json({ items, total: items.length, page: 1, pageSize: 50 });
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TaskBoard query={{ mine: 'true' }} />
      </QueryClientProvider>,
    );
    const pending = screen.getByTestId('board-column-pending');
    const card = await within(pending).findByRole('article', { name: 'Call the client' });
    expect(within(screen.getByTestId('board-column-completed')).queryByRole('article')).toBeNull();
    const menu = within(card).getByRole('combobox', { name: 'Move Call the client to' });
    // A pending task goes to in progress; it cannot skip to completed, and only assigners cancel.
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'In progress']);
    await user.selectOptions(menu, 'in_progress');
    await vi.waitFor(() =>
      expect(posted).toEqual([
        [expect.stringContaining(`/tasks/tasks/${task.id}/updates`), { status: 'in_progress', progress: 0, version: 4 }],
      ]),
    );
  });
});
