import type { EmployeeOption } from '@hcims/contracts/people';
import type { LeaveBalance } from '@hcims/contracts/routines';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companySetupStore } from '../../../shared/lib/company-setup';
import { navigate } from '../../../shared/lib/router';
import { sessionStore, setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { LeaveRequestsPage } from '../pages/leave-requests-page';
import { LeaveAdjustmentsTab } from './leave-adjustments-tab';

await initTestI18n();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const employeeId = '00000000-0000-4000-8000-0000000000e1';
const annualId = '00000000-0000-4000-8000-0000000000a1';
const year = new Date().getFullYear();
const person: EmployeeOption = {
  id: employeeId,
  name: 'Rana Haddad',
  photoUrl: '',
  departmentId: '00000000-0000-4000-8000-0000000000d1',
  departmentName: 'Sales',
  designationId: '00000000-0000-4000-8000-0000000000f1',
  designationName: 'Clerk',
  managerId: null,
  status: 'active',
};
const annualType = {
  id: annualId,
  name: 'Annual leave',
  builtin: 'annual',
  allowanceDays: 21,
  paid: true,
  accrual: 'yearly',
  carryOverMaxDays: 0,
  documentRequired: false,
  halfDaysAllowed: true,
  version: 1,
};
const balance = (adjusted: number): LeaveBalance => ({
  leaveTypeId: annualId,
  leaveTypeName: 'Annual leave',
  leaveTypeBuiltin: 'annual',
  paid: true,
  allowanceDays: 21,
  accrual: 'yearly',
  accruedDays: 21,
  carriedOverDays: 0,
  adjustedDays: adjusted,
  entitlementDays: 21 + adjusted,
  takenDays: 4,
  pendingDays: 2,
  remainingDays: 15 + adjusted,
});

const unpaid: LeaveBalance = {
  ...balance(0),
  leaveTypeId: '00000000-0000-4000-8000-0000000000a3',
  leaveTypeName: 'Unpaid leave',
  leaveTypeBuiltin: 'unpaid',
  paid: false,
  allowanceDays: null,
  accruedDays: null,
  entitlementDays: null,
  remainingDays: null,
};

/** A server holding one employee's annual leave: the POST adds to the adjustments the GETs then return. */
function serve() {
  const adjustments: { id: string; days: number; reason: string }[] = [];
  const answer = (url: string, init?: RequestInit) => {
    if (url.includes('/routines/leave-adjustments') && init?.method === 'POST') {
      const body = JSON.parse(init.body as string) as { days: number; reason: string };
      const made = { id: `00000000-0000-4000-8000-00000000010${adjustments.length}`, days: body.days, reason: body.reason };
      adjustments.push(made);
      return json(201, {
        ...made,
        employeeId,
        leaveTypeId: annualId,
        leaveTypeName: 'Annual leave',
        year,
        kind: 'adjustment',
        createdByName: 'Layla Hassan',
        createdAt: new Date().toISOString(),
      });
    }
    if (url.includes('/routines/leave-adjustments'))
      return json(
        200,
        adjustments.map((a) => ({
          ...a,
          employeeId,
          leaveTypeId: annualId,
          leaveTypeName: 'Annual leave',
          year,
          kind: 'adjustment',
          createdByName: 'Layla Hassan',
          createdAt: '2026-03-02T09:00:00.000Z',
        })),
      );
    if (url.includes('/routines/leave-balances'))
      return json(200, {
        employeeId,
        employeeName: 'Rana Haddad',
        year,
        items: [balance(adjustments.reduce((sum, a) => sum + a.days, 0)), unpaid],
      });
    if (url.includes('/routines/leave-types')) return json(200, [annualType]);
    return json(404, { type: 'about:blank', title: 'Not found', status: 404, code: 'NOT_FOUND' });
  };
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(String(url), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderUi = (ui: React.ReactElement) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

async function openAdjust() {
  const user = userEvent.setup();
  renderUi(<LeaveAdjustmentsTab />);
  expect(screen.getByTestId('adjust-choose')).toBeInTheDocument();
  await user.selectOptions(screen.getByTestId('adjust-employee'), employeeId);
  expect(new URLSearchParams(window.location.search).get('employee')).toBe(employeeId);
  const row = (await screen.findByRole('rowheader', { name: 'Annual leave' })).closest('tr')!;
  expect(within(row).getByTestId('adjust-remaining')).toHaveTextContent('15');
  const unlimited = screen.getByRole('rowheader', { name: 'Unpaid leave' }).closest('tr')!;
  expect(within(unlimited).queryByRole('button')).not.toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Adjust the Annual leave balance' }));
  return { user, dialog: await screen.findByTestId('leave-adjust-dialog') };
}

beforeEach(() => {
  navigate('/employee_leave_requests?tab=balances');
  setTokens('signed-in-token', 'r');
  companySetupStore.setState({ employees: [person], employeesComplete: true, loaded: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null, company: null, permissions: null });
  companySetupStore.setState({ employees: [], employeesComplete: false, loaded: false });
});

describe('leave balances tab', () => {
  it('is offered to HR, who adjust balances, and hidden from a team approver', () => {
    serve();
    sessionStore.setState({
      permissions: {
        'routines.leave-requests:read': 'team',
        'routines.leave-approvals:read': 'team',
        'routines.leave-approvals:update': 'team',
      },
    });
    const { unmount } = renderUi(<LeaveRequestsPage />);
    expect(screen.getByRole('tab', { name: /To decide/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Balances/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('leave-adjustments')).not.toBeInTheDocument();
    unmount();

    sessionStore.setState({
      permissions: {
        'routines.leave-requests:read': 'company',
        'routines.leave-approvals:read': 'company',
        'routines.leave-approvals:update': 'company',
      },
    });
    renderUi(<LeaveRequestsPage />);
    expect(screen.getByRole('tab', { name: /Balances/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('leave-adjustments')).toBeInTheDocument();
  });

  it('refuses an empty reason and days that are not whole or half, without posting', async () => {
    const fetchMock = serve();
    const { user, dialog } = await openAdjust();
    await user.type(within(dialog).getByLabelText(/Days to add/), '0.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter whole or half days/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Days to add/));
    await user.type(within(dialog).getByLabelText(/Days to add/), '2');
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);
  });

  it('posts the signed days with the reason and shows the new balance and the adjustment', async () => {
    const fetchMock = serve();
    const { user, dialog } = await openAdjust();
    await user.type(within(dialog).getByLabelText(/Days to add/), '-1.5');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Unrecorded absence in March');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Unrecorded absence in March')).toBeInTheDocument();
    expect(screen.queryByTestId('leave-adjust-dialog')).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      employeeId,
      leaveTypeId: annualId,
      year,
      days: -1.5,
      reason: 'Unrecorded absence in March',
    });
    const row = screen.getByRole('rowheader', { name: 'Annual leave' }).closest('tr')!;
    expect(within(row).getByTestId('adjust-remaining')).toHaveTextContent('13.5');
    expect(screen.getByTestId('adjust-history')).toHaveTextContent('-1.5');
    expect(screen.getByTestId('adjust-history')).toHaveTextContent('Layla Hassan');
  });

  it('shows the server’s problem when the adjustment is refused', async () => {
    const fetchMock = serve();
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      Promise.resolve(
        String(url).includes('/routines/leave-adjustments') && init?.method === 'POST'
          ? json(403, { type: 'about:blank', title: 'Forbidden', status: 403, code: 'FORBIDDEN' })
          : String(url).includes('/routines/leave-types')
            ? json(200, [annualType])
            : String(url).includes('/routines/leave-adjustments')
              ? json(200, [])
              : json(200, { employeeId, employeeName: 'Rana Haddad', year, items: [balance(0), unpaid] }),
      ),
    );
    const { user, dialog } = await openAdjust();
    await user.type(within(dialog).getByLabelText(/Days to add/), '1');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Overtime compensation');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('leave-adjust-dialog')).toBeInTheDocument();
  });
});
