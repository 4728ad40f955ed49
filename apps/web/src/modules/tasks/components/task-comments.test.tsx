import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { TaskComments } from './task-comments';

await initTestI18n();

const TASK = '00000000-0000-4000-8000-000000000001';
const MONA = '00000000-0000-4000-8000-000000000002';
const RAMI = '00000000-0000-4000-8000-000000000003';
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('task comments', () => {
  it('picks a person with the keyboard after @ and sends their id with the text', async () => {
    const sent: unknown[] = [];
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      const path = String(url);
      if (path.endsWith('/mentionable'))
        return json({
          items: [
            { id: MONA, name: 'Mona Said' },
            { id: RAMI, name: 'Rami Haddad' },
          ],
        });
      if (init?.method === 'POST') {
        sent.push(JSON.parse(init.body as string));
        return json({ id: TASK, body: 'x', authorName: 'Rami Haddad', mentions: [], createdAt: '2026-11-20T10:00:00.000Z' }, 201);
      }
      return json({ items: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TaskComments taskId={TASK} canWrite />
      </QueryClientProvider>,
    );
    const box = await screen.findByRole('combobox', { name: /Add a comment/ });
    await user.type(box, 'Thanks @ra');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rami Haddad']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @Rami Haddad ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, 'and @');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(sent).toEqual([{ body: 'Thanks @Rami Haddad and @', mentionIds: [RAMI] }]));
  });

  it('shows a mention as the name, and markup in a comment as plain text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        String(url).endsWith('/comments')
          ? json({
              items: [
                {
                  id: MONA,
                  body: '@Mona Said <img src=x onerror=alert(1)>',
                  authorName: 'Rami Haddad',
                  mentions: [{ id: MONA, name: 'Mona Said' }],
                  createdAt: '2026-11-20T10:00:00.000Z',
                },
              ],
            })
          : json({ items: [] }),
      ),
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <TaskComments taskId={TASK} canWrite={false} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('comment-mention')).textContent).toBe('@Mona Said');
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
