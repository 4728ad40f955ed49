import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../../shared/lib/router';
import { getAccessToken } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { ConfirmSignUpPage } from './confirm-sign-up-page';
import { RegisterPage } from './register-page';

await initTestI18n();

const reply = (status: number, body?: unknown) =>
  vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const session = {
  access: 'access-1',
  refresh: 'refresh-1',
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'nadia@fresh.example', name: 'Nadia Farouk', status: 'active' },
  company: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Fresh Co',
    groupId: '00000000-0000-4000-8000-000000000003',
    groupName: 'Fresh Co Group',
  },
  permissions: {},
};

describe('sign-up confirmed by mail', () => {
  it('asks the new owner to check their mail when the server answers 202, without signing in', async () => {
    navigate('/auth/register');
    vi.stubGlobal('fetch', reply(202, { status: 'check-mail' }));
    render(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your full name'), 'Nadia Farouk');
    await user.type(screen.getByLabelText('Company name'), 'Fresh Co');
    await user.type(screen.getByLabelText('Email address'), 'nadia@fresh.example');
    await user.type(screen.getByLabelText('New password'), 'Quiet-Orchard-913');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Quiet-Orchard-913');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a message to nadia@fresh.example.');
    expect(getAccessToken()).toBeNull();
  });

  it('confirms with the token from the link, signs in and opens the dashboard', async () => {
    navigate('/auth/Confirm-Sign-Up#token=su_TOKEN-1');
    const fetch = reply(200, session);
    vi.stubGlobal('fetch', fetch);
    render(<ConfirmSignUpPage />);
    expect(window.location.hash).toBe('');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(fetch.mock.calls[0]![0]).toContain('/api/auth/register/confirm');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ token: 'su_TOKEN-1' });
    expect(getAccessToken()).toBe('access-1');
  });

  it('says when the link is used or expired, and offers to sign up again', async () => {
    navigate('/auth/Confirm-Sign-Up#token=old');
    vi.stubGlobal('fetch', reply(400, { error: { code: 'AUTH_SIGN_UP_TOKEN_INVALID', message: 'x' } }));
    render(<ConfirmSignUpPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid, already used or expired.');
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/auth/register');
  });
});
