import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { WhistleFollow } from './whistle-follow';
import { WhistleReportForm } from './whistle-report-form';

await initTestI18n();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const KEY = 'k'.repeat(43);

function renderWith(ui: React.ReactElement, answer: () => Response) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('whistle-blowing screens', () => {
  it('files an anonymous report by default and shows the case key once', async () => {
    const user = userEvent.setup();
    const fetchMock = renderWith(<WhistleReportForm />, () => json(201, { reference: 'WB-ABCDEFGH', caseKey: KEY }));
    await user.selectOptions(screen.getByLabelText(/Category/), 'fraud');
    await user.type(screen.getByLabelText(/What happened/), 'Invoices are paid twice.');
    expect(screen.getByLabelText(/Report anonymously/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByTestId('whistle-case-key')).toHaveTextContent(KEY);
    // Where to follow the case signed out (ADR 0118).
    expect(screen.getByTestId('whistle-follow-link')).toHaveAttribute('href', '/whistle_follow');
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toEqual({ category: 'fraud', description: 'Invoices are paid twice.', anonymous: true });
  });

  it('opens a case with its key without sending the session token, and shows messages as text', async () => {
    setTokens('signed-in-token', 'r');
    const user = userEvent.setup();
    const fetchMock = renderWith(<WhistleFollow />, () =>
      json(200, {
        reference: 'WB-ABCDEFGH',
        category: 'safety',
        description: 'Locked exit',
        status: 'in-review',
        receivedOn: '2026-11-20',
        messages: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            author: 'handler',
            handlerName: null,
            internal: false,
            body: '<b>Which floor?</b>',
            sentOn: '2026-11-21',
          },
        ],
        attachments: [
          {
            id: '00000000-0000-4000-8000-000000000002',
            messageId: null,
            author: 'reporter',
            fileName: 'WB-ABCDEFGH-1.jpg',
            contentType: 'image/jpeg',
            sizeBytes: 1200,
            addedOn: '2026-11-20',
          },
        ],
      }),
    );
    await user.type(screen.getByLabelText(/Case key/), KEY);
    await user.click(screen.getByRole('button', { name: 'Open case' }));
    expect(await screen.findByTestId('whistle-reporter-view')).toHaveTextContent('<b>Which floor?</b>');
    expect(screen.getByRole('button', { name: 'Download WB-ABCDEFGH-1.jpg' })).toBeInTheDocument();
    // Days in the reader's words, not as stored.
    expect(screen.getByTestId('whistle-reporter-view')).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByTestId('whistle-messages')).toHaveTextContent('Nov 21, 2026');
    expect(screen.getByTestId('whistle-reporter-view')).not.toHaveTextContent('2026-11-2');
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
  });
});
