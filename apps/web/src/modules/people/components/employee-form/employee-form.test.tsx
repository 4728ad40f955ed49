import type { Employee } from '@hcims/contracts/people';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../../../shared/lib/session';
import { companySetupStore } from '../../../../shared/lib/company-setup';
import { getLocation } from '../../../../shared/lib/router';
import { HttpError, sessionStore } from '../../../../shared/lib/session';
import { initTestI18n } from '../../../../test/i18n';
import { renderAsync } from '../../../../test/render';
import { changedFields, toFormValues, toPayload } from './form-model';
import { EmployeeFormPage } from '../../pages/employee-form-page';
import { EmployeeForm } from './employee-form';

// Our own API client is mocked here (never in end-to-end tests): the form's requests are checked as sent.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), put: vi.fn(), delete: vi.fn(), request: vi.fn() }));
vi.mock('../../../../shared/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  api,
}));

await initTestI18n();
// Typing through user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const SALES = '11111111-1111-4111-8111-111111111111';
const OPS = '22222222-2222-4222-8222-222222222222';
const REP = '33333333-3333-4333-8333-333333333333';
const LEAD = '44444444-4444-4444-8444-444444444444';
const EMP = '55555555-5555-4555-8555-555555555555';

const employee: Employee = {
  id: EMP,
  userId: '66666666-6666-4666-8666-666666666666',
  accountStatus: 'active',
  status: 'active',
  photoUrl: `/api/people/employees/${EMP}/photo`,
  hasPhoto: false,
  firstName: 'Amina',
  lastName: 'Haddad',
  preferredName: null,
  workEmail: 'amina@example.com',
  personalEmail: null,
  workPhone: null,
  mobilePhone: null,
  employeeNumber: 'E-1',
  departmentId: SALES,
  designationId: REP,
  managerId: null,
  branchId: null,
  hireDate: '2022-03-01',
  employmentType: 'full_time',
  workLocation: null,
  dateOfBirth: null,
  gender: null,
  maritalStatus: null,
  nationality: null,
  address: null,
  emergencyContact: null,
  education: [],
  previousJobs: [],
  skills: ['CRM'],
  departmentName: 'Sales',
  designationName: 'Account Executive',
  managerName: null,
  branchName: null,
  terminationDate: null,
  directReportCount: 0,
  createdAt: '2022-03-01T00:00:00Z',
  updatedAt: '2022-03-01T00:00:00Z',
  version: 4,
};

const stale = () =>
  new HttpError('ERR_BAD_REQUEST', 'Request failed with status code 409', 409, {
    error: { code: 'PEOPLE_STALE_VERSION', message: 'x', details: { currentVersion: 5 } },
  });

function renderForm(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAsync(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  // Branches are not readable in these tests (org.company:read is absent): no extra call.
  sessionStore.setState({ permissions: { 'people.employees:create': 'company', 'people.employees:update': 'company' } as never });
  companySetupStore.setState({
    departments: [
      { id: SALES, name: 'Sales', parentId: null },
      { id: OPS, name: 'Operations', parentId: null },
    ],
    designations: [
      { id: LEAD, name: 'Sales Lead', departmentId: SALES, reportsToId: null },
      { id: REP, name: 'Account Executive', departmentId: SALES, reportsToId: LEAD },
    ],
    employees: [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        name: 'Lina Lead',
        photoUrl: '',
        departmentId: SALES,
        departmentName: 'Sales',
        designationId: LEAD,
        designationName: 'Sales Lead',
        managerId: null,
        status: 'active',
      },
    ],
    employeesComplete: true,
    loaded: true,
  });
});

describe('employee form', () => {
  it('shows translated errors under the fields the contract requires, and does not send', async () => {
    const user = userEvent.setup();
    await renderForm(<EmployeeForm employee={null} onReload={() => undefined} />);
    await user.click(screen.getByTestId('save-employee'));
    const first = await screen.findByLabelText(/First name/);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText(/Work email/)).toHaveAccessibleDescription(/Enter a valid email address\./);
    expect(screen.getByLabelText(/^Department/)).toHaveAccessibleDescription('Required.');
    expect(screen.getByText(/Fields to correct: 5\./)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('offers only the chosen department’s designations and suggests holders of the parent designation as manager', async () => {
    const user = userEvent.setup();
    await renderForm(<EmployeeForm employee={null} onReload={() => undefined} />);
    const designation = screen.getByLabelText(/^Designation/);
    expect(designation).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Department/), SALES);
    expect(
      within(designation)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Sales Lead', 'Account Executive']);
    await user.selectOptions(designation, REP);
    expect(screen.getByRole('option', { name: '★ Lina Lead · Sales Lead' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Department/), OPS);
    expect(designation).toHaveValue('');
  });

  it('creates the employee with the invitation and opens the new profile', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ ...employee, id: EMP });
    await renderForm(<EmployeeForm employee={null} onReload={() => undefined} />);
    await user.type(screen.getByLabelText(/First name/), 'Amina');
    await user.type(screen.getByLabelText(/Last name/), 'Haddad');
    await user.type(screen.getByLabelText(/Work email/), 'amina@example.com');
    await user.selectOptions(screen.getByLabelText(/^Department/), SALES);
    await user.selectOptions(screen.getByLabelText(/^Designation/), REP);
    await user.click(screen.getByTestId('save-employee'));
    await waitFor(() => expect(api.post).toHaveBeenCalledOnce());
    const [path, body] = api.post.mock.calls[0]!;
    expect(path).toBe('/people/employees');
    expect(body).toMatchObject({
      firstName: 'Amina',
      lastName: 'Haddad',
      workEmail: 'amina@example.com',
      departmentId: SALES,
      designationId: REP,
      managerId: null,
      employmentType: 'full_time',
      address: null,
      emergencyContact: null,
      sendInvitation: true,
    });
    await waitFor(() => expect(getLocation().search).toBe(`?id=${EMP}`));
  });

  it('sends only the changed fields with the version read', async () => {
    const user = userEvent.setup();
    api.patch.mockResolvedValue({ ...employee, lastName: 'Haddad-Smith', version: 5 });
    await renderForm(<EmployeeForm employee={employee} onReload={() => undefined} />);
    const last = screen.getByLabelText(/Last name/);
    await user.clear(last);
    await user.type(last, 'Haddad-Smith');
    await user.click(screen.getByTestId('save-employee'));
    await waitFor(() => expect(api.patch).toHaveBeenCalledOnce());
    expect(api.patch).toHaveBeenCalledWith(`/people/employees/${EMP}`, { lastName: 'Haddad-Smith', version: 4 });
  });

  it('keeps the edits typed when a photo is uploaded meanwhile, and saves them with the version read', async () => {
    const user = userEvent.setup();
    let record = employee;
    api.get.mockImplementation(() => Promise.resolve(record));
    api.patch.mockResolvedValue({ ...employee, lastName: 'Haddad-Smith', version: 5 });
    // As the server does, the photo keeps the record's version: it is not one of the form's fields.
    const upload = vi.fn(() => Promise.resolve(Response.json((record = { ...record, hasPhoto: true }))));
    vi.stubGlobal('fetch', upload);
    try {
      await renderForm(<EmployeeFormPage employeeId={EMP} />);
      const last = await screen.findByLabelText(/Last name/);
      await user.clear(last);
      await user.type(last, 'Haddad-Smith');
      await user.upload(screen.getByTestId('photo-input'), new File([new Uint8Array(64)], 'amina.png', { type: 'image/png' }));
      await waitFor(() => expect(screen.getByTestId('photo-message')).toHaveTextContent(/.+/));
      expect(upload).toHaveBeenCalledOnce();
      expect(screen.getByLabelText(/Last name/)).toHaveValue('Haddad-Smith');
      await user.click(screen.getByTestId('save-employee'));
      await waitFor(() => expect(api.patch).toHaveBeenCalledOnce());
      expect(api.patch).toHaveBeenCalledWith(`/people/employees/${EMP}`, { lastName: 'Haddad-Smith', version: 4 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a 409 stale version offers to reload, and reloads on request', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    api.patch.mockRejectedValue(stale());
    await renderForm(<EmployeeForm employee={employee} onReload={onReload} />);
    await user.type(screen.getByLabelText(/Preferred name/), 'Mina');
    await user.click(screen.getByTestId('save-employee'));
    const banner = await screen.findByTestId('stale-version');
    expect(banner).toHaveTextContent('Someone else changed this employee while you were editing.');
    await user.click(within(banner).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('puts a server field error (email taken) under its field, translated', async () => {
    const user = userEvent.setup();
    api.patch.mockRejectedValue(
      new HttpError('ERR_BAD_REQUEST', 'x', 409, {
        error: {
          code: 'PEOPLE_EMAIL_TAKEN',
          message: 'An employee of the group already has this work email',
          details: [{ path: 'body.workEmail', message: 'is taken' }],
        },
      }),
    );
    await renderForm(<EmployeeForm employee={{ ...employee, userId: null, accountStatus: 'none' }} onReload={() => undefined} />);
    const email = screen.getByLabelText(/Work email/);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByTestId('save-employee'));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Another employee already uses this email\./));
    expect(screen.getByTestId('form-error')).toHaveTextContent('Another employee already uses this work email.');
  });

  it('locks the work email of an employee who signs in', async () => {
    await renderForm(<EmployeeForm employee={employee} onReload={() => undefined} />);
    expect(screen.getByLabelText(/Work email/)).toHaveAttribute('readonly');
  });
});

describe('form model', () => {
  it('turns blanks into nulls and a blank section into null', () => {
    const values = toFormValues(null, { today: '2024-01-02' });
    values.emergencyContact.name = '  ';
    const payload = toPayload(values, true);
    expect(payload.hireDate).toBe('2024-01-02');
    expect(payload.preferredName).toBeNull();
    expect(payload.emergencyContact).toBeNull();
    expect(payload.salary).toBeNull();
    expect(toPayload(values, false)).not.toHaveProperty('salary');
  });

  it('diffs a record against the edited values field by field', () => {
    const before = toPayload(toFormValues(employee), false);
    const values = toFormValues(employee);
    values.skills = ['CRM', 'Negotiation'];
    values.address.city = 'Dubai';
    expect(changedFields(before, toPayload(values, false), 4)).toEqual({
      version: 4,
      skills: ['CRM', 'Negotiation'],
      address: { line1: null, line2: null, city: 'Dubai', state: null, postalCode: null, countryCode: null },
    });
  });
});
