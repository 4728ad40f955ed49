import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { AttendanceSettingsTab } from './attendance-settings-tab';
import { SummaryTab } from './summary-tab';

await initTestI18n();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderWith(ui: React.ReactElement, answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(String(url), init)));
  vi.stubGlobal('fetch', fetchMock);
  setTokens('signed-in-token', 'r');
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const settings = { timeZone: 'Asia/Dubai', officeOpens: '08:30', officeCloses: '17:30', workingDays: [], graceMinutes: 5, version: 3 };

describe('attendance tabs', () => {
  it('saves the grace minutes with the version read and shows the office hours', async () => {
    const user = userEvent.setup();
    const fetchMock = renderWith(<AttendanceSettingsTab />, (_url, init) =>
      init?.method === 'PUT' ? json(200, { ...settings, graceMinutes: 15, version: 4 }) : json(200, settings),
    );
    expect(await screen.findByText('08:30–17:30')).toBeInTheDocument();
    const field = screen.getByLabelText(/Grace minutes/);
    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find((c) => c[1]?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ graceMinutes: 15, version: 3 });
  });

  it('refuses grace minutes beyond four hours without sending them', async () => {
    const user = userEvent.setup();
    const fetchMock = renderWith(<AttendanceSettingsTab />, () => json(200, settings));
    const field = await screen.findByLabelText(/Grace minutes/);
    await user.clear(field);
    await user.type(field, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'PUT')).toBe(false);
  });

  it('shows each person’s month and asks the summary of the chosen month', async () => {
    const user = userEvent.setup();
    const row = {
      employeeId: '00000000-0000-4000-8000-000000000001',
      employeeName: 'Amal Clocker',
      departmentName: 'Sales',
      daysPresent: 18,
      daysLate: 2,
      daysAbsent: 1,
      daysLeave: 2,
      daysHoliday: 1,
      workedMinutes: 9000,
    };
    const fetchMock = renderWith(<SummaryTab />, (url) =>
      url.includes('/org/departments') ? json(200, []) : json(200, { month: '2026-10', items: [row], total: 1, page: 1, pageSize: 50 }),
    );
    expect(await screen.findByText('Amal Clocker')).toBeInTheDocument();
    const month = screen.getByTestId<HTMLSelectElement>('summary-month');
    const previous = month.options[1]!.value;
    await user.selectOptions(month, previous);
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes(`month=${previous}`))).toBe(true);
  });
});
