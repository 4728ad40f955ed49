import type { ReportBuilderOptions, ReportResult } from '@hcims/contracts/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { renderAsync } from '../../../test/render';
import { ReportBuilderPage } from './report-builder-page';

await initTestI18n();

const field = (key: string, type: 'text' | 'date' | 'number' | 'enum', extra: object = {}) => ({
  key,
  type,
  sensitive: false,
  column: true,
  groupable: false,
  sortable: true,
  operators: ['eq'],
  ...extra,
});

/** What the server offers a manager: attendance and tasks, no employees (ADR 0108). */
const options = {
  entities: [
    {
      entity: 'attendance',
      fields: [field('employeeName', 'text'), field('workDate', 'date'), field('status', 'enum', { values: ['present', 'late'] })],
    },
    { entity: 'tasks', fields: [field('taskName', 'text'), field('dueDate', 'date'), field('progress', 'number')] },
  ],
} as ReportBuilderOptions;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers the builder's calls; every report it runs is kept in `runs`. */
function stubServer() {
  const runs: { entity: string; columns: string[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/reports/builder') return Promise.resolve(json(options));
      if (url.pathname === '/api/reports') return Promise.resolve(json({ reports: [], savedReports: 0 }));
      if (url.pathname === '/api/reports/run') {
        const { definition } = JSON.parse(init?.body as string) as { definition: { entity: string; columns: string[] } };
        runs.push(definition);
        const result: ReportResult = {
          entity: definition.entity as ReportResult['entity'],
          columns: definition.columns.map((key) => ({ key: key as ReportResult['columns'][number]['key'], type: 'text' })),
          rows: [],
          groups: null,
          total: 0,
          page: 1,
          pageSize: 25,
          scope: 'team',
        };
        return Promise.resolve(json(result));
      }
      return Promise.resolve(new Response('{}', { status: 404 }));
    }),
  );
  return runs;
}

beforeEach(() => setTokens('token', 'refresh'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('report builder: the entity picker', () => {
  it('offers only the entities the server allows, and another entity starts a report of its own fields', async () => {
    const runs = stubServer();
    await renderAsync(<ReportBuilderPage />);
    const picker = await screen.findByLabelText('What to list');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Attendance days', 'Tasks']);
    // Without employees, a new report starts on the first entity offered, with its first columns.
    expect(picker).toHaveValue('attendance');
    expect(screen.getByText('One row per person and day with attendance')).toBeInTheDocument();
    await waitFor(() => expect(runs.at(-1)).toMatchObject({ entity: 'attendance', columns: ['employeeName', 'workDate', 'status'] }));

    await userEvent.selectOptions(picker, 'tasks');
    expect(picker).toHaveValue('tasks');
    await waitFor(() => expect(runs.at(-1)).toMatchObject({ entity: 'tasks', columns: ['taskName', 'dueDate', 'progress'] }));
    expect(runs.at(-1)).not.toHaveProperty('includeFormer', true);
    expect(screen.queryByLabelText('Include former employees')).toBeNull();
  });

  it('names the status of an attendance day "Status", not the employees\u2019 "Employment status"', async () => {
    stubServer();
    await renderAsync(<ReportBuilderPage />);
    const column = await screen.findByTestId('column-status');
    expect(column).toHaveTextContent('Status');
    expect(column).not.toHaveTextContent('Employment status');
    await userEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    const filterField = screen.getByRole('combobox', { name: 'Field of filter 1' });
    expect(
      within(filterField)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Date', 'Employee', 'Status']);
    await userEvent.selectOptions(filterField, 'status');
    expect(screen.getByRole('combobox', { name: 'Condition on Status' })).toBeInTheDocument();
  });
});
