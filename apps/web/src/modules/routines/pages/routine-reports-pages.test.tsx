import type { RoutineDashboard, RoutineReport } from '@hcims/contracts/routines';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { renderAsync } from '../../../test/render';
import { RoutineDashboardPage } from './routine-dashboard-page';
import { RoutineReportsPage } from './routine-reports-page';

await initTestI18n();

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const dashboard: RoutineDashboard = {
  today: '2027-03-10',
  month: { from: '2027-03-01', to: '2027-03-31' },
  week: { from: '2027-03-08', to: '2027-03-14' },
  attendance: {
    scope: 'company',
    today: { present: 3, late: 1, absent: 2, on_leave: 1, holiday: 0, not_scheduled: 0 },
    month: { present: 7, late: 4, absent: 26, onLeave: 2, holiday: 5 },
  },
  lateness: {
    count: 4,
    minutes: 60,
    byDay: [
      { date: '2027-03-01', count: 0, minutes: 0 },
      { date: '2027-03-02', count: 2, minutes: 25 },
      { date: '2027-03-03', count: 2, minutes: 35 },
    ],
  },
  leave: { list: 'decide', takenDays: 2.5, pendingRequests: 2 },
  expenses: { list: 'all', byStatus: [{ status: 'submitted', currency: 'USD', count: 3, amountMinor: 12_345 }] },
  meetings: { thisWeek: 2 },
  whistle: null,
};

/** Answers every call through `answer`; `urls` holds each address asked for. */
function stubFetch(answer: (url: URL) => unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      urls.push(url.href);
      return Promise.resolve(json(answer(url)));
    }),
  );
  return urls;
}

beforeEach(() => setTokens('token', 'refresh'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('routines dashboard', () => {
  it('shows the server’s figures, each linking to the list it counts, and leaves out what the caller may not see', async () => {
    stubFetch(() => dashboard);
    await renderAsync(<RoutineDashboardPage />);
    const late = await screen.findByTestId('today-late');
    expect(late).toHaveTextContent('Late1');
    expect(late).toHaveAttribute('href', '/staff_attendence?tab=sheet&date=2027-03-10&status=late');
    expect(screen.getByTestId('month-absent')).toHaveTextContent('26');
    expect(screen.getByTestId('lateness-figures')).toHaveTextContent('60');
    expect(screen.getByTestId('lateness-figures')).toHaveAttribute('href', '/routine_reports?kind=lateness&from=2027-03-01&to=2027-03-03');
    expect(screen.getByTestId('lateness').querySelector('[data-chart]')).not.toBeNull();
    expect(screen.getByTestId('leave-taken')).toHaveTextContent('2.5');
    expect(screen.getByTestId('leave-pending')).toHaveAttribute('href', '/employee_leave_requests?tab=decide');
    const claims = screen.getByTestId('expense-submitted-USD');
    expect(claims).toHaveTextContent('$123.45');
    expect(claims).toHaveTextContent('Claims: 3');
    expect(claims).toHaveAttribute('href', '/owner_expense_claim_list?status=submitted&from=2027-03-01&to=2027-03-31');
    expect(screen.getByTestId('figure-meetings')).toHaveAttribute('href', '/create_meeting?from=2027-03-08&to=2027-03-14');
    expect(screen.queryByTestId('figure-whistle')).toBeNull();
  });

  it('shows open whistle cases to a handler and sends an employee to their own attendance', async () => {
    stubFetch(() => ({ ...dashboard, attendance: { ...dashboard.attendance!, scope: 'own' }, whistle: { openCases: 4 } }));
    await renderAsync(<RoutineDashboardPage />);
    expect(await screen.findByTestId('figure-whistle')).toHaveTextContent('4');
    expect(screen.getByTestId('today-late')).toHaveAttribute('href', '/staff_attendence');
  });
});

describe('routines reports', () => {
  const report = (kind: RoutineReport['kind'], page: number): RoutineReport => ({
    kind,
    from: '2027-03-01',
    to: '2027-03-31',
    scope: 'company',
    columns: [
      { key: 'employeeName', type: 'text' },
      { key: 'departmentName', type: 'text' },
      { key: 'currency', type: 'text' },
      { key: 'pendingMinor', type: 'money' },
    ],
    items: [{ employeeId: 'e1', employeeName: 'Rana Brep', departmentName: 'Sales', currency: 'EUR', pendingMinor: 3_000 }],
    total: 30,
    page,
    pageSize: 25,
  });

  it('asks the server for the chosen report, period and page, shows its columns and moves to the next page', async () => {
    window.history.replaceState(null, '', '/routine_reports?kind=expenses&from=2027-03-01&to=2027-03-31');
    const urls = stubFetch((url) =>
      url.pathname.startsWith('/api/org/departments') ? [] : report('expenses', Number(url.searchParams.get('page'))),
    );
    await renderAsync(<RoutineReportsPage />);
    const table = await screen.findByTestId('routine-report');
    expect(await within(table).findByText('Rana Brep')).toBeInTheDocument();
    expect(within(table).getByText('€30.00')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Awaiting decision' })).toBeInTheDocument();
    const asked = urls.find((u) => u.includes('/routines/reports/expenses'))!;
    expect(asked).toContain('from=2027-03-01');
    expect(asked).toContain('page=1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next/i }));
    await vi.waitFor(() => expect(urls.some((u) => u.includes('/routines/reports/expenses') && u.includes('page=2'))).toBe(true));
    expect(screen.getByRole('tab', { name: 'Expense claims' })).toHaveAttribute('aria-selected', 'true');
  });
});
