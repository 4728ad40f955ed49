import type { Member } from '@hcims/contracts/access';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { AccessLinkActions } from './access-link-actions';

await initTestI18n();

const member: Member = {
  id: '00000000-0000-4000-8000-0000000000b1',
  userId: '00000000-0000-4000-8000-0000000000b2',
  name: 'Nadia Haddad',
  email: 'nadia@meridiancrest.example',
  status: 'active',
  roleIds: [],
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const link = 'https://hr.meridian.example/auth/Reset-Password#token=abc';

function renderActions(answer: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccessLinkActions member={member} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('access link actions on a member', () => {
  it('asks for a fresh link, copies it to the clipboard and shows it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = renderActions(json(200, { kind: 'invitation', link, expiresAt: '2026-03-08T10:00:00.000Z', delivered: false }));
    await user.click(screen.getByRole('button', { name: 'Copy a single-use sign-in link for Nadia Haddad' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Link copied\. It works once, until .+; earlier links no longer work\.$/);
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByLabelText('Single-use link')).toHaveValue(link);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/identity/members/${member.id}/access-link`);
    expect(JSON.parse(init.body as string)).toEqual({ send: false });
  });

  it('says when an emailed link cannot leave the system, and translates a refusal', async () => {
    renderActions(json(200, { kind: 'password-reset', link: null, expiresAt: '2026-03-01T11:00:00.000Z', delivered: false }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Email a single-use sign-in link to Nadia Haddad' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No mail server is set up');
    expect(screen.queryByLabelText('Single-use link')).toBeNull();
  });

  it('shows the reason a copy is refused', async () => {
    renderActions(json(403, { error: { code: 'IDENTITY_LINK_NOT_ALLOWED', message: 'English', requestId: 'r' } }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy a single-use sign-in link for Nadia Haddad' }));
    expect(await screen.findByText(/belongs to another company too/)).toBeVisible();
  });
});
