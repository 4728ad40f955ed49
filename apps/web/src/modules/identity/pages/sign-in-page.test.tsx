import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocation, navigate } from '../../../shared/lib/router';
import { getAccessToken, sessionStore } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { SignInPage } from './sign-in-page';

await initTestI18n();

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errorBody = (code: string, details?: unknown) => ({
  error: { code, message: 'English text the web must not show', details, requestId: 'r1' },
});
const loginAnswer = {
  access: 'A1',
  refresh: 'R1',
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'owner@meridiancrest.example', name: 'Omar', status: 'active' },
  company: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Meridian',
    groupId: '00000000-0000-4000-8000-000000000003',
    groupName: 'Meridian Group',
  },
  permissions: { 'access.roles:read': 'company' },
};

let fetchMock: ReturnType<typeof vi.fn>;
function answer(response: () => Response | Promise<Response>) {
  fetchMock = vi.fn(() => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => navigate('/auth/boxed-signin', { state: { from: '/permissions?view=matrix' } }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null, company: null, permissions: null });
});

describe('sign-in form', () => {
  it('asks for the email and the password before calling the server', async () => {
    answer(() => json(200, loginAnswer));
    render(<SignInPage />);
    await fill('', '');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an address without a domain', async () => {
    answer(() => json(200, loginAnswer));
    render(<SignInPage />);
    await fill('owner@', 'secret');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter an email address like name@company.com.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says that the email or password is wrong, empties the password and keeps the email', async () => {
    answer(() => json(401, errorBody('AUTH_INVALID_CREDENTIALS')));
    render(<SignInPage />);
    await fill('owner@meridiancrest.example', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is not correct.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('owner@meridiancrest.example');
    expect(screen.queryByText(/English text/)).toBeNull();
  });

  it('tells for how many minutes this device stays locked', async () => {
    answer(() => json(429, errorBody('AUTH_LOCKED', { retryAfterSeconds: 785 })));
    render(<SignInPage />);
    await fill('owner@meridiancrest.example', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts from this device. Try again in 14 min.');
  });

  it('tells for how many seconds to wait while the account is slowed down', async () => {
    answer(() => json(429, errorBody('AUTH_SLOW_DOWN', { retryAfterSeconds: 16 })));
    render(<SignInPage />);
    await fill('owner@meridiancrest.example', 'right-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins on this account. Try again in 16 s.');
  });

  it('reports an unreachable server as a network problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<SignInPage />);
    await fill('owner@meridiancrest.example', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
  });

  it('falls back to a general message for a code it does not know', async () => {
    answer(() => json(500, errorBody('INTERNAL')));
    render(<SignInPage />);
    await fill('owner@meridiancrest.example', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again in a moment.');
  });

  it('signs in with POST /api/auth/login/, stores the session and returns to the page first asked for', async () => {
    answer(() => json(200, loginAnswer));
    render(<SignInPage />);
    await fill('  owner@meridiancrest.example ', 'Harbour-Lantern-47');
    await waitFor(() => expect(getLocation().pathname).toBe('/permissions'));
    expect(getLocation().search).toBe('?view=matrix');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login/');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'owner@meridiancrest.example', password: 'Harbour-Lantern-47' });
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(getAccessToken()).toBe('A1');
    expect(sessionStore.getState().permissions).toEqual({ 'access.roles:read': 'company' });
  });

  it('goes to / when the page asked for was an auth page or another site', async () => {
    navigate('/auth/boxed-signin', { state: { from: '//evil.example/x' } });
    answer(() => json(200, loginAnswer));
    render(<SignInPage />);
    await fill('owner@meridiancrest.example', 'Harbour-Lantern-47');
    await waitFor(() => expect(getLocation().pathname).toBe('/'));
  });

  it('remembers the email when asked, and fills it in next time', async () => {
    answer(() => json(200, loginAnswer));
    const { unmount } = render(<SignInPage />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Remember my email'));
    await fill('owner@meridiancrest.example', 'Harbour-Lantern-47');
    await waitFor(() => expect(getAccessToken()).toBe('A1'));
    unmount();
    render(<SignInPage />);
    expect(screen.getByLabelText('Email address')).toHaveValue('owner@meridiancrest.example');
    expect(screen.getByLabelText('Remember my email')).toBeChecked();
  });

  it('shows and hides the password', async () => {
    render(<SignInPage />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
