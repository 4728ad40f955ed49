import type { MeetingDetail } from '@hcims/contracts/routines';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { MeetingFiles } from './meeting-files';

await initTestI18n();

const meeting: MeetingDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Weekly',
  date: '2026-11-16',
  startTime: '09:00',
  endTime: '10:00',
  place: '',
  organiserId: '00000000-0000-4000-8000-000000000002',
  organiserName: 'Ann Lee',
  attendeeCount: 0,
  version: 1,
  agenda: '',
  notes: '',
  decisions: '',
  attendees: [],
  attachments: [],
  actionItems: [],
};

const refusal = (status: number, code: string) =>
  Promise.resolve(
    new Response(JSON.stringify({ error: { code, message: 'x', requestId: 'r' } }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('meeting files', () => {
  it.each([
    [415, 'STORAGE_TYPE_NOT_ALLOWED', 'This type of file is not accepted.'],
    [413, 'STORAGE_FILE_TOO_LARGE', 'The file is too large.'],
    [400, 'STORAGE_EMPTY_FILE', 'The file is empty.'],
  ])('says why the server refused a file (%i %s), not a generic failure', async (status, code, words) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => refusal(status, code)),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MeetingFiles meeting={meeting} canEdit />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText('Add files'), new File(['x'], 'notes.exe'));
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
