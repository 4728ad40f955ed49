import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../../shared/lib/router';
import { initTestI18n } from '../../../test/i18n';
import { AcceptInvitationPage } from './accept-invitation-page';

await initTestI18n();

const reply = (status: number, body?: unknown) =>
  vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('accept invitation page', () => {
  it('accepts with the token from the link’s fragment, takes it out of the address bar, then offers to sign in', async () => {
    navigate('/auth/Accept-Invitation#token=inv_TOKEN-1');
    const fetch = reply(204);
    vi.stubGlobal('fetch', fetch);
    render(<AcceptInvitationPage />);
    expect(window.location.hash).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have joined the company.');
    expect(fetch.mock.calls[0]![0]).toContain('/api/auth/invitations/accept');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ token: 'inv_TOKEN-1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/boxed-signin');
  });

  it('declines', async () => {
    navigate('/auth/Accept-Invitation#token=inv2');
    const fetch = reply(204);
    vi.stubGlobal('fetch', fetch);
    render(<AcceptInvitationPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You declined the invitation.');
    expect(fetch.mock.calls[0]![0]).toContain('/api/auth/invitations/decline');
  });

  it('says when the link is used or expired, and when it has no token', async () => {
    navigate('/auth/Accept-Invitation#token=old');
    vi.stubGlobal('fetch', reply(400, { error: { code: 'AUTH_INVITATION_TOKEN_INVALID', message: 'x' } }));
    const { unmount } = render(<AcceptInvitationPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is invalid, already used or expired.');
    unmount();
    navigate('/auth/Accept-Invitation');
    render(<AcceptInvitationPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This address has no invitation code.');
  });
});
