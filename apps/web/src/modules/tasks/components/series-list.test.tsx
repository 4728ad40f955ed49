import type { TaskSeries } from '@hcims/contracts/tasks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { SeriesList } from './series-list';

await initTestI18n();

const series: TaskSeries = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Weekly stock count',
  instructions: '',
  weight: 2,
  priority: 'medium',
  assignee: { id: '00000000-0000-4000-8000-000000000002', name: 'Rami Haddad' },
  frequency: 'weekly',
  weekdays: [1],
  monthDay: null,
  startsOn: '2026-11-02',
  endsOn: null,
  durationDays: 0,
  skipNonWorkingDays: false,
  generatedThrough: '2026-12-07',
  active: true,
  nextOccurrences: ['2026-11-30', '2026-12-07'],
  version: 3,
};
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('series list', () => {
  it('lists a series with how it recurs and stops it with the version it was read at', async () => {
    const patched: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patched.push([url, JSON.parse(init.body as string)]);
          return json({ ...series, active: false, version: 4 });
        }
        return json({ items: [series] });
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SeriesList />
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('Weekly stock count')).closest('tr')!;
    expect(within(row).getByText(/Weekly: Mon/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Stop Weekly stock count' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop' }));
    await vi.waitFor(() =>
      expect(patched).toEqual([[expect.stringContaining(`/tasks/series/${series.id}`), { active: false, version: 3 }]]),
    );
  });
});
