import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../../shared/lib/router';
import { initTestI18n } from '../../../test/i18n';
import { ResetPasswordPage } from './reset-password-page';

await initTestI18n();

const reply = (status: number, body?: unknown) =>
  vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

async function choose(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('reset password page', () => {
  it('sends the token from the link’s fragment, takes it out of the address bar, then offers to sign in', async () => {
    navigate('/auth/Reset-Password#token=abc_DEF-123');
    const fetch = reply(204);
    vi.stubGlobal('fetch', fetch);
    render(<ResetPasswordPage />);
    expect(window.location.hash).toBe('');
    await choose('Granite-Meadow-Lamp-31');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set. Sign in with it now.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/boxed-signin');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ token: 'abc_DEF-123', password: 'Granite-Meadow-Lamp-31' });
  });

  it('checks the length and that both passwords match before calling the server', async () => {
    navigate('/auth/Reset-Password#token=t1');
    const fetch = reply(204);
    vi.stubGlobal('fetch', fetch);
    render(<ResetPasswordPage />);
    await choose('short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Use at least 8 characters\./);
    await choose('-but-longer', 'different-one');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('explains a used or expired link and offers a new one', async () => {
    navigate('/auth/Reset-Password#token=old');
    vi.stubGlobal('fetch', reply(400, { error: { code: 'AUTH_RESET_TOKEN_INVALID', message: 'x', requestId: 'r' } }));
    render(<ResetPasswordPage />);
    await choose('Granite-Meadow-Lamp-31');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid, already used or expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/Forgot-Password');
  });

  it('says which password rule failed from the server’s reason code, never its English', async () => {
    navigate('/auth/Reset-Password#token=t2');
    vi.stubGlobal(
      'fetch',
      reply(422, {
        error: {
          code: 'AUTH_PASSWORD_WEAK',
          message: 'x',
          // The English wording is for people reading the API: the web goes by the rule.
          details: [{ path: 'body.password', rule: 'common', message: 'is too close to your name' }],
          requestId: 'r',
        },
      }),
    );
    render(<ResetPasswordPage />);
    await choose('password123');
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeInTheDocument();
  });

  it('without a token in the link there is nothing to fill in', () => {
    navigate('/auth/Reset-Password');
    render(<ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This address has no reset code.');
  });
});
