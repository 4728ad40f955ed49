import type { ImportJob } from '@hcims/contracts/people';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { renderAsync } from '../../../test/render';
import { ImportWizard } from './import-wizard';

// Our own API client is mocked (never in end-to-end tests); the upload goes through fetch, stubbed below.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), put: vi.fn(), delete: vi.fn(), request: vi.fn() }));
vi.mock('../../../shared/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  api,
}));

await initTestI18n();
// Typing through user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const ID = '77777777-7777-4777-8777-777777777777';
const job = (patch: Partial<ImportJob> = {}): ImportJob => ({
  id: ID,
  status: 'uploaded',
  fileName: 'staff.csv',
  format: 'csv',
  headers: ['First', 'Last', 'E-mail', 'Dept', 'Role', 'Joined', 'Notes'],
  mapping: null,
  mode: null,
  totalRows: 4,
  validRows: null,
  invalidRows: null,
  issueCount: null,
  toProcess: 0,
  processedRows: 0,
  importedRows: 0,
  progressPercent: 0,
  error: null,
  resumable: false,
  createdAt: '2026-01-01T00:00:00Z',
  startedAt: null,
  finishedAt: null,
  ...patch,
});
const fields = [
  ['firstName', true],
  ['lastName', true],
  ['workEmail', true],
  ['department', true],
  ['designation', true],
  ['hireDate', true],
  ['mobilePhone', false],
].map(([field, required]) => ({ field, required, sensitive: false, hint: 'English hint' }));
const upload = {
  job: job(),
  suggestedMapping: {
    First: 'firstName',
    Last: 'lastName',
    'E-mail': 'workEmail',
    Dept: 'department',
    Role: 'designation',
    Joined: 'hireDate',
    Notes: null,
  },
  sampleRows: [{ row: 2, cells: ['Lina', 'Haddad', 'lina@example.com', 'Sales', 'Rep', '2024-03-01', ''] }],
  fields,
};
const issues = [
  { row: 3, field: 'workEmail', column: 'E-mail', value: 'hr@example.com', code: 'already_exists', message: 'taken' },
  { row: 4, field: 'department', column: 'Dept', value: 'Moon', code: 'unknown_value', message: 'unknown' },
  { row: 5, field: 'hireDate', column: 'Joined', value: '2024-02-30', code: 'invalid_date', message: 'bad date' },
];

const fetchMock = vi.fn();
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify(upload), { status: 201, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderWizard = () =>
  renderAsync(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImportWizard />
    </QueryClientProvider>,
  );

describe('import wizard', () => {
  it('refuses a file that is not CSV or XLSX before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWizard();
    await user.upload(screen.getByTestId('import-file'), new File(['x'], 'staff.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes from upload to mapping, checks the mapping, previews per-row errors, imports the valid rows and shows progress', async () => {
    const user = userEvent.setup();
    await renderWizard();
    await user.upload(screen.getByTestId('import-file'), new File(['First,Last\n'], 'staff.csv', { type: 'text/csv' }));

    // Step 2: the server's proposed mapping, with the first values of each column.
    expect(await screen.findByRole('heading', { name: 'Match the columns' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/people/imports');
    expect(fetchMock.mock.calls[0]![1].body).toBeInstanceOf(FormData);
    expect(screen.getByTestId('mapping-Dept')).toHaveValue('department');
    expect(screen.getByRole('rowheader', { name: 'First' }).closest('tr')).toHaveTextContent('Lina');

    // Two columns on one field, and a required field left out: said before any call.
    await user.selectOptions(screen.getByTestId('mapping-Notes'), 'department');
    await user.selectOptions(screen.getByTestId('mapping-Joined'), '');
    await user.click(screen.getByTestId('import-check'));
    expect(screen.getByText('Choose a column for each required field: Hire date.')).toBeInTheDocument();
    expect(screen.getByText('Each field can be filled by one column only: Department.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByTestId('mapping-Notes'), '');
    await user.selectOptions(screen.getByTestId('mapping-Joined'), 'hireDate');
    api.post.mockResolvedValueOnce({
      job: job({ status: 'validated', validRows: 1, invalidRows: 3, issueCount: 3 }),
      emptyRows: [],
      invalidRowNumbers: [3, 4, 5],
      issues,
    });
    api.get.mockResolvedValueOnce({ items: issues, total: 3, page: 1, pageSize: 50 });
    await user.click(screen.getByTestId('import-check'));

    // Step 3: counts and each problem in words, by row.
    expect(await screen.findByRole('heading', { name: 'Check the rows' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(`/people/imports/${ID}/preview`, {
      mapping: expect.objectContaining({ Notes: null, Joined: 'hireDate' }),
    });
    expect(screen.getByTestId('preview-valid')).toHaveTextContent('1');
    expect(screen.getByTestId('preview-invalid')).toHaveTextContent('3');
    const table = await screen.findByTestId('import-issues');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(table).toHaveTextContent('“hr@example.com” is already used by an employee.');
    expect(table).toHaveTextContent('“Moon” does not exist in the company.');
    expect(table).toHaveTextContent('“2024-02-30” is not a date; write it as YYYY-MM-DD.');
    expect(screen.getByRole('radio', { name: /Everything or nothing/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Only the rows without problems/ })).toBeChecked();

    // Step 4: the run answers 202; the job is polled until it completes.
    api.post.mockResolvedValueOnce(
      job({ status: 'running', mode: 'valid_only', validRows: 1, invalidRows: 3, issueCount: 3, toProcess: 1 }),
    );
    api.get
      .mockResolvedValueOnce(
        job({ status: 'running', mode: 'valid_only', toProcess: 1, processedRows: 0, progressPercent: 0, validRows: 1, invalidRows: 3 }),
      )
      .mockResolvedValue(
        job({
          status: 'completed',
          mode: 'valid_only',
          toProcess: 1,
          processedRows: 1,
          importedRows: 1,
          progressPercent: 100,
          validRows: 1,
          invalidRows: 3,
          issueCount: 3,
        }),
      );
    await user.click(screen.getByTestId('import-run'));
    expect(api.post).toHaveBeenLastCalledWith(`/people/imports/${ID}/run`, { mode: 'valid_only' });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('import-progress')).toHaveAttribute('data-status', 'completed'), { timeout: 4000 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('import-imported')).toHaveTextContent('Employees imported: 1.');
    expect(screen.getByText('Rows left out because of problems: 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download rows with problems' })).toBeInTheDocument();
  });

  it('says an all-or-nothing run was refused because of bad rows, in words', async () => {
    const user = userEvent.setup();
    await renderWizard();
    await user.upload(screen.getByTestId('import-file'), new File(['a'], 'staff.csv', { type: 'text/csv' }));
    await screen.findByRole('heading', { name: 'Match the columns' });
    api.post.mockResolvedValueOnce({
      job: job({ status: 'validated', validRows: 4, invalidRows: 0, issueCount: 0 }),
      emptyRows: [],
      invalidRowNumbers: [],
      issues: [],
    });
    await user.click(screen.getByTestId('import-check'));
    expect(await screen.findByText('Every row is ready to import.')).toBeInTheDocument();
    const { HttpError } = await import('../../../shared/lib/session');
    api.post.mockRejectedValueOnce(new HttpError('ERR_BAD_REQUEST', 'x', 422, { error: { code: 'IMPORT_HAS_ERRORS', message: 'x' } }));
    await user.click(screen.getByTestId('import-run'));
    expect(await screen.findByText(/Some rows have problems, so nothing was imported\./)).toBeInTheDocument();
  });
});
