import type { Task, TaskSeries } from '@hcims/contracts/tasks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { ProgressDialog } from './progress-dialog';
import { SeriesDialog } from './series-dialog';

await initTestI18n();

const TASK = '00000000-0000-4000-8000-000000000001';
const UPDATE = '00000000-0000-4000-8000-000000000009';
const task: Task = {
  id: TASK,
  name: 'Visit the client',
  instructions: '',
  weight: 3,
  priority: 'high',
  startDate: '2026-11-20',
  dueDate: '2026-11-30',
  status: 'in_progress',
  progress: 20,
  overdue: false,
  assignee: { id: '00000000-0000-4000-8000-000000000002', name: 'Rami Haddad', departmentName: 'Sales' },
  coworkers: [],
  completedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  seriesId: null,
  occurrenceDate: null,
  version: 4,
};
const series: TaskSeries = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'Weekly stock count',
  instructions: 'Count the shelves',
  weight: 2,
  priority: 'medium',
  assignee: { id: task.assignee.id, name: 'Rami Haddad' },
  frequency: 'weekly',
  weekdays: [1],
  monthDay: null,
  startsOn: '2026-11-02',
  endsOn: null,
  durationDays: 0,
  skipNonWorkingDays: false,
  generatedThrough: '2026-12-07',
  active: true,
  nextOccurrences: ['2026-11-30'],
  version: 3,
};
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const wrap = (node: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

afterEach(() => vi.unstubAllGlobals());

describe('task files', () => {
  it('sends the chosen file with a progress update, against the update it made, and shows the task’s files', async () => {
    const sent: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        sent.push({ url, method, body: init?.body });
        if (method === 'POST' && url.endsWith('/updates')) return json({ ...task, progress: 60, version: 5, updateId: UPDATE }, 201);
        if (method === 'POST' && url.endsWith('/attachment')) return json({ id: 'x' }, 201);
        if (url.endsWith('/attachments'))
          return json({
            items: [
              {
                id: 'f1',
                fileName: 'brief.pdf',
                contentType: 'application/pdf',
                sizeBytes: 9,
                createdAt: task.createdAt,
                uploadedByName: 'Mona',
                canRemove: false,
              },
            ],
            canAdd: false,
            limit: 20,
          });
        return json({ items: [] });
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    wrap(<ProgressDialog task={task} canCancel={false} onClose={onClose} />);
    const files = await screen.findByTestId('task-files');
    expect(within(files).getByRole('button', { name: 'brief.pdf' })).toBeInTheDocument();
    expect(within(files).queryByLabelText('Add files')).toBeNull();

    const dialog = screen.getByTestId('task-progress-dialog');
    await user.clear(within(dialog).getByLabelText(/^Progress/));
    await user.type(within(dialog).getByLabelText(/^Progress/), '60');
    await user.upload(within(dialog).getByLabelText('Attach a file'), new File(['%PDF-1.4'], 'site.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = sent.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url.replace(/^.*\/api/, ''))).toEqual([
      `/tasks/tasks/${TASK}/updates`,
      `/tasks/tasks/${TASK}/updates/${UPDATE}/attachment`,
    ]);
    expect((posts[1]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('edits a whole series and sends what it asks with the version it was read at', async () => {
    const patched: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patched.push(JSON.parse(init.body as string));
          return json({ ...series, version: 4 });
        }
        if (url.includes('/tasks/options'))
          return json({ assignees: [{ id: task.assignee.id, name: 'Rami Haddad', departmentId: null }], departments: [], self: null });
        return json(series);
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    wrap(<SeriesDialog seriesId={series.id} onClose={onClose} />);
    const form = await screen.findByTestId('series-form');
    expect(within(form).getByText(/coming occurrences that have not started/)).toBeInTheDocument();
    const name = within(form).getByLabelText(/^Task/);
    await user.clear(name);
    await user.type(name, 'Stock count');
    await user.click(within(form).getByRole('button', { name: /save/i }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patched).toEqual([
      expect.objectContaining({ name: 'Stock count', frequency: 'weekly', weekdays: [1], monthDay: null, durationDays: 0, version: 3 }),
    ]);
  });
});
