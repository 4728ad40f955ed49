import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { HolidayImportDialog } from './holiday-import-dialog';

await initTestI18n();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; body: Record<string, unknown> | null };

/** Answers /org/branches with none and the import route with the given reports, one per call. */
function renderDialog(reports: unknown[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (String(url).includes('/org/branches')) return Promise.resolve(json(200, []));
      calls.push({ url: String(url), body: init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : null });
      const next = reports.shift() as { status?: number; body: unknown };
      return Promise.resolve(json(next.status ?? 200, next.body));
    }),
  );
  const onImported = vi.fn();
  const onClose = vi.fn();
  setTokens('signed-in-token', 'r');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HolidayImportDialog onClose={onClose} onImported={onImported} />
    </QueryClientProvider>,
  );
  return { calls, onImported, onClose };
}

const row = (date: string, existing: boolean) => ({
  row: 2,
  date,
  type: 'public',
  description: `Day ${date}`,
  branchId: null,
  branchName: null,
  existing,
});

afterEach(() => vi.unstubAllGlobals());

describe('holiday import dialog', () => {
  it('checks a CSV at once, shows new and existing dates, then imports only after the check', async () => {
    const user = userEvent.setup();
    const preview = { rows: [row('2027-01-01', true), row('2027-05-01', false)], issues: [], created: 0, skipped: 1, committed: false };
    const { calls, onImported } = renderDialog([{ body: preview }, { body: { ...preview, created: 1, committed: true } }]);
    const file = new File(['date,type,description\n2027-01-01,public,New Year\n2027-05-01,public,Labour Day\n'], 'holidays.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByTestId('holiday-import-file'), file);
    expect(await screen.findByTestId('holiday-import-summary')).toHaveTextContent('New: 1 · already holidays, skipped: 1');
    expect(screen.getByTestId('holiday-import-preview')).toHaveTextContent('Already a holiday, skipped');
    expect(calls[0]!.body).toMatchObject({ format: 'csv', commit: false });
    await user.click(screen.getByTestId('holiday-import-commit'));
    expect(calls[1]!.body).toMatchObject({ format: 'csv', commit: true });
    expect(onImported).toHaveBeenCalledWith(1);
  });

  it('lists each problem with its row and column and offers no import while the file is wrong', async () => {
    const user = userEvent.setup();
    const report = {
      rows: [],
      issues: [{ row: 3, column: 'date', code: 'invalid_date', value: '2027-02-30' }],
      created: 0,
      skipped: 0,
      committed: false,
    };
    renderDialog([{ body: report }]);
    await user.upload(screen.getByTestId('holiday-import-file'), new File(['date,type,description\n'], 'bad.csv'));
    expect(await screen.findByTestId('holiday-import-issues')).toHaveTextContent(
      'Row 3 (date): is not a date; write it as YYYY-MM-DD 2027-02-30',
    );
    expect(screen.queryByTestId('holiday-import-commit')).toBeNull();
  });

  it('asks the type of an ICS calendar before checking it, and sends it along', async () => {
    const user = userEvent.setup();
    const preview = { rows: [row('2027-04-15', false)], issues: [], created: 0, skipped: 0, committed: false };
    const { calls } = renderDialog([{ body: preview }]);
    const ics = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270415\r\nSUMMARY:Spring\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await user.upload(screen.getByTestId('holiday-import-file'), new File([ics], 'calendar.ics'));
    expect(calls).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/Type/), 'religious');
    await user.click(screen.getByTestId('holiday-import-check'));
    expect(await screen.findByTestId('holiday-import-summary')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ format: 'ics', type: 'religious', branchId: null, commit: false });
  });
});
