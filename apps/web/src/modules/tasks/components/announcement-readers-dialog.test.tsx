import type { Announcement, AnnouncementReadersPage } from '@hcims/contracts/tasks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { AnnouncementDetail } from './announcement-detail';
import { AnnouncementReadersDialog } from './announcement-readers-dialog';

await initTestI18n();

const ID = '00000000-0000-4000-8000-000000000001';
const RAMI = '00000000-0000-4000-8000-000000000002';
const MONA = '00000000-0000-4000-8000-000000000003';
const announcement: Announcement = {
  id: ID,
  title: 'Sales targets',
  body: '<b>Monday</b>\n9 am',
  priority: 'high',
  pinned: true,
  audience: 'departments',
  departments: [{ id: RAMI, name: 'Sales' }],
  branches: [],
  status: 'published',
  publishedAt: '2026-03-02T08:00:00.000Z',
  expiresAt: null,
  expired: false,
  authorName: 'Hana Ali',
  readByMe: false,
  reads: { read: 1, audience: 2 },
  remindedAt: null,
  version: 2,
};
const readers: AnnouncementReadersPage = {
  items: [
    { userId: MONA, name: 'Mona Saleh', department: 'Sales', readAt: null },
    { userId: RAMI, name: 'Rami Haddad', department: 'Sales', readAt: '2026-03-02T09:00:00.000Z' },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  read: 1,
  audience: 2,
};
const urlOf = (input: unknown) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : typeof input === 'string' ? input : '';
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('announcement readers', () => {
  it('shows read and unread people with the progress, and reminds the rest', async () => {
    const fetchMock = vi.fn((url: unknown) => (urlOf(url).endsWith('/remind') ? json({ reminded: 1 }) : json(readers)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AnnouncementReadersDialog announcement={announcement} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId('announcement-readers-table');
    await vi.waitFor(() => expect(within(table).getByText('Mona Saleh')).toBeInTheDocument());
    expect(screen.getByText('Read by 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(table.querySelector('[data-read="false"]')).toHaveTextContent('Mona Saleh');
    await user.click(screen.getByRole('button', { name: 'Remind those who have not read' }));
    expect(await screen.findByText('Reminders sent: 1')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes(`/tasks/announcements/${ID}/remind`))).toBe(true);
  });

  it('tells the author when a reminder went out less than an hour ago', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: unknown) =>
        urlOf(url).endsWith('/remind')
          ? json({ error: { code: 'TASKS_ANNOUNCEMENT_REMIND_TOO_SOON', message: 'too soon', requestId: 'r' } }, 422)
          : json(readers),
      ),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AnnouncementReadersDialog announcement={announcement} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remind those who have not read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A reminder was sent less than an hour ago');
  });
});

describe('announcement detail', () => {
  it('shows the body as sanitised rich text and marks it read on opening', async () => {
    const fetchMock = vi.fn((url: unknown) =>
      urlOf(url).endsWith('/read')
        ? Promise.resolve(new Response(null, { status: 204 }))
        : urlOf(url).endsWith('/attachments')
          ? json({ items: [], canAdd: false, limit: 10 })
          : json(announcement),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AnnouncementDetail id={ID} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const body = await screen.findByTestId('announcement-body');
    expect(body.querySelector('b')?.textContent).toBe('Monday');
    expect(body.textContent).toContain('9 am');
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => urlOf(url).endsWith(`/tasks/announcements/${ID}/read`))).toBe(true));
  });
});
