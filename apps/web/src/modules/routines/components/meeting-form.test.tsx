import type { MeetingDetail } from '@hcims/contracts/routines';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { MeetingForm } from './meeting-form';

await initTestI18n();

const ID = '00000000-0000-4000-8000-000000000001';
const PERSON = '00000000-0000-4000-8000-000000000002';
const ITEM = '00000000-0000-4000-8000-000000000003';
const TASK = '00000000-0000-4000-8000-000000000004';
const meeting: MeetingDetail = {
  id: ID,
  title: 'Weekly',
  date: '2026-11-16',
  startTime: '09:00',
  endTime: '10:00',
  place: 'Room 2',
  organiserId: PERSON,
  organiserName: 'Ann Lee',
  attendeeCount: 1,
  version: 1,
  agenda: '',
  notes: '<b>text</b>',
  decisions: '',
  attendees: [{ employeeId: PERSON, name: 'Ann Lee' }],
  attachments: [],
  actionItems: [
    { id: ITEM, description: 'Send it', assigneeId: PERSON, assigneeName: 'Ann Lee', dueDate: '2026-11-20', taskId: null, task: null },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('meeting form', () => {
  it('turns an action item into a task in one step and hands back the meeting with its status', async () => {
    const made = {
      ...meeting,
      actionItems: [{ ...meeting.actionItems[0]!, taskId: TASK, task: { status: 'pending', progress: 0, overdue: false } }],
    };
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(made), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MeetingForm meeting={meeting} onSaved={onSaved} onCancel={() => undefined} />
      </QueryClientProvider>,
    );
    // Notes are rich text: the editor shows them formatted, not their tags.
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.querySelector('b')?.textContent).toBe('text');
    expect(notes.textContent).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Make a task' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(made));
    // The form's pickers read the company's lists when it opens (their first reader); the one write is the task.
    const writes = fetchMock.mock.calls.map((call) => String((call as unknown[])[0])).filter((url) => url.includes('/routines/'));
    expect(writes).toEqual([expect.stringContaining(`/routines/meetings/${ID}/action-items/${ITEM}/task`)]);
  });

  it("names an action item's task status in words, never its code", () => {
    const withTask: MeetingDetail = {
      ...meeting,
      actionItems: [{ ...meeting.actionItems[0]!, taskId: TASK, task: { status: 'in_progress', progress: 40, overdue: false } }],
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MeetingForm meeting={withTask} onSaved={() => undefined} onCancel={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('meeting-task-status')).toHaveTextContent('Task: In progress (40%)');
    expect(screen.queryByRole('button', { name: 'Make a task' })).toBeNull();
  });

  it('names the field the server or the contract refuses', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MeetingForm meeting={null} onSaved={() => undefined} onCancel={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/Title/)).toHaveAttribute('aria-invalid', 'true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
