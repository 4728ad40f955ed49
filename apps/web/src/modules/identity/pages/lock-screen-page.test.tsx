import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocation, navigate } from '../../../shared/lib/router';
import { LOCK_KEY, sessionStore, setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { LockScreenPage } from './lock-screen-page';

await initTestI18n();

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'omar@meridiancrest.example',
  name: 'Omar Said',
  status: 'active' as const,
};

let fetchMock: ReturnType<typeof vi.fn>;
function answer(response: () => Response) {
  fetchMock = vi.fn(() => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
}

async function unlockWith(password: string) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Unlock' }));
}

beforeEach(() => {
  localStorage.clear();
  setTokens('A1', 'R1');
  localStorage.setItem(LOCK_KEY, '/view_tasks');
  sessionStore.setState({ user, company: null, permissions: {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null, company: null, permissions: null });
});

describe('lock screen', () => {
  it('unlocks with the password checked by the server and returns to the page passed along', async () => {
    navigate('/auth/boxed-lockscreen', { state: { from: '/permissions?view=matrix' } });
    answer(() => json(204));
    render(<LockScreenPage />);
    expect(screen.getByTestId('lock-user-name')).toHaveTextContent('Omar Said');
    await unlockWith('Harbour-Lantern-47');
    await waitFor(() => expect(getLocation().pathname).toBe('/permissions'));
    expect(getLocation().search).toBe('?view=matrix');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/unlock',
      expect.objectContaining({ method: 'POST', body: '{"password":"Harbour-Lantern-47"}' }),
    );
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });

  it('without a path passed along, returns to the page the lock was set on', async () => {
    navigate('/auth/boxed-lockscreen');
    answer(() => json(204));
    render(<LockScreenPage />);
    await unlockWith('Harbour-Lantern-47');
    await waitFor(() => expect(getLocation().pathname).toBe('/view_tasks'));
  });

  it('a wrong password keeps the screen locked', async () => {
    navigate('/auth/boxed-lockscreen', { state: { from: '/hcims' } });
    answer(() => json(422, { error: { code: 'AUTH_WRONG_PASSWORD', message: 'x', requestId: 'r' } }));
    render(<LockScreenPage />);
    await unlockWith('not-it');
    expect(await screen.findByTestId('unlock-error')).toHaveTextContent('The password is not correct.');
    expect(getLocation().pathname).toBe('/auth/boxed-lockscreen');
    expect(localStorage.getItem(LOCK_KEY)).toBe('/view_tasks');
  });

  it('unlocked in another tab, it goes back too', async () => {
    navigate('/auth/boxed-lockscreen', { state: { from: '/hcims' } });
    render(<LockScreenPage />);
    act(() => {
      localStorage.removeItem(LOCK_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_KEY, newValue: null }));
    });
    await waitFor(() => expect(getLocation().pathname).toBe('/hcims'));
  });
});
