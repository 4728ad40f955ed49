import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleRoutes } from '../shared/lib/registry';
import { getLocation, navigate } from '../shared/lib/router';
import { LOCK_KEY, sessionStore } from '../shared/lib/session';
import { initTestI18n } from '../test/i18n';
import { renderAsync } from '../test/render';
import { App } from './app';
import type * as PublicRoutes from './router/public-routes';
import type * as RouteTable from './router/route-table';

// A small registry of its own, so these tests do not depend on which modules have real pages yet.
const { testRoutes } = vi.hoisted(() => {
  const screen = (text: string) => () => Promise.resolve({ Screen: () => <h1>{text}</h1> });
  const testRoutes: ModuleRoutes = {
    id: 'test',
    namespace: 'identity',
    routes: [
      {
        id: 't.signIn',
        path: '/auth/boxed-signin',
        title: 'identity:screens.signIn',
        layout: 'blank',
        protected: false,
        load: screen('sign-in screen'),
      },
      {
        id: 't.register',
        path: '/auth/register',
        title: 'identity:screens.register',
        layout: 'blank',
        protected: false,
        load: screen('register screen'),
      },
      {
        id: 't.lock',
        path: '/auth/boxed-lockscreen',
        title: 'identity:screens.lockScreen',
        layout: 'blank',
        protected: true,
        load: screen('lock screen'),
      },
      { id: 't.hcims', path: '/hcims', title: 'people:screens.hcimsDashboard', layout: 'default', protected: true, load: screen('hcims') },
      {
        id: 't.roles',
        path: '/permissions',
        title: 'access:screens.permissions',
        layout: 'default',
        protected: true,
        permission: 'access.roles:read',
        load: screen('roles screen'),
      },
    ],
    redirects: [{ from: '/hcims-dashboard', to: '/hcims' }],
  };
  return { testRoutes };
});
vi.mock('./router/route-table', async (importOriginal) => {
  const original = await importOriginal<typeof RouteTable>();
  return { ...original, resolvePath: original.buildRouteTable([testRoutes]) };
});
vi.mock('./router/public-routes', async (importOriginal) => {
  const original = await importOriginal<typeof PublicRoutes>();
  return { ...original, resolvePublicPath: original.publicScreens([testRoutes]) };
});

// The shell's frame itself is tested in layouts/; here only whether it opens.
vi.mock('./layouts/default-layout', () => ({
  DefaultLayout: ({ children }: { children: ReactNode }) => <div data-testid="app-shell">{children}</div>,
}));

await initTestI18n();

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ user: null, company: null, permissions: null });
  vi.unstubAllGlobals();
  // Unless a test answers it, GET /api/auth/me stays pending.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

/** GET /api/auth/me answered when the test says so. */
function deferMe() {
  let answer!: (permissions: Record<string, string> | null) => void;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (permissions) =>
          resolve(
            permissions
              ? new Response(JSON.stringify({ user, company: null, companies: [], permissions, sessionId: user.id }), {
                  status: 200,
                  headers: { 'content-type': 'application/json' },
                })
              : new Response(null, { status: 500 }),
          );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: (permissions: Record<string, string> | null) =>
      act(async () => {
        answer(permissions);
        await Promise.resolve();
      }),
  };
}
const user = { id: '00000000-0000-4000-8000-000000000001', email: 'a@b.c', name: 'Layla Haddad', status: 'active' as const };

describe('the app router', () => {
  it('sends a protected route without a token to /auth/boxed-signin, replacing history', async () => {
    navigate('/hcims');
    const length = history.length;
    await renderAsync(<App />);
    await waitFor(() => expect(getLocation().pathname).toBe('/auth/boxed-signin'));
    expect(history.length).toBe(length);
    expect(getLocation().state).toEqual({ from: '/hcims' });
    expect(await screen.findByRole('heading', { name: 'sign-in screen' })).toBeInTheDocument();
    expect(document.querySelector('[data-layout-kind="blank"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Sign In | HCIMS'));
  });

  it('only checks that a token is present, not what it holds', async () => {
    localStorage.setItem('token', 'anything');
    sessionStore.setState({ permissions: {} });
    navigate('/auth/boxed-lockscreen');
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'lock screen' })).toBeInTheDocument();
    expect(getLocation().pathname).toBe('/auth/boxed-lockscreen');
  });

  it('shows the error page in the blank layout for an unknown path, with a way home', async () => {
    navigate('/no/such/page');
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveTextContent('No route matches URL “/no/such/page”');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(document.querySelector('[data-layout-kind="blank"]')).not.toBeNull();
    expect(document.title).toBe('Page not found | HCIMS');
  });

  it('redirects /hcims-dashboard to /hcims, keeping the query', async () => {
    localStorage.setItem('token', 'anything');
    sessionStore.setState({ permissions: {} });
    navigate('/hcims-dashboard?x=1');
    await renderAsync(<App />);
    await waitFor(() => expect(getLocation().pathname).toBe('/hcims'));
    expect(getLocation().search).toBe('?x=1');
  });

  it('shows public pages without a token', async () => {
    navigate('/auth/register');
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'register screen' })).toBeInTheDocument();
    expect(getLocation().pathname).toBe('/auth/register');
  });

  it('after a reload, shows the loader (not the screen) until GET /api/auth/me tells the permissions', async () => {
    localStorage.setItem('token', 'anything');
    const me = deferMe();
    navigate('/permissions');
    await renderAsync(<App />);
    await waitFor(() => expect(me.fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    expect(screen.getByTestId('layout-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('app-shell')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'roles screen' })).toBeNull();
    await me.answer({ 'tasks.tasks:read': 'own' });
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'roles screen' })).toBeNull();
  });

  it('shows the screen once /me grants its permission', async () => {
    localStorage.setItem('token', 'anything');
    const me = deferMe();
    navigate('/permissions');
    await renderAsync(<App />);
    await waitFor(() => expect(me.fetchMock).toHaveBeenCalled());
    await me.answer({ 'access.roles:read': 'company' });
    expect(await screen.findByRole('heading', { name: 'roles screen' })).toBeInTheDocument();
  });

  it('offers a reload when the permissions cannot be loaded', async () => {
    localStorage.setItem('token', 'anything');
    const me = deferMe();
    navigate('/permissions');
    await renderAsync(<App />);
    await waitFor(() => expect(me.fetchMock).toHaveBeenCalled());
    await me.answer(null);
    expect(await screen.findByTestId('load-failed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'roles screen' })).toBeNull();
  });

  it('opening the lock screen locks the session with the page to return to', async () => {
    localStorage.setItem('token', 'anything');
    sessionStore.setState({ permissions: { 'access.roles:read': 'company' } });
    navigate('/permissions');
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'roles screen' })).toBeInTheDocument();
    act(() => navigate('/auth/boxed-lockscreen'));
    expect(await screen.findByRole('heading', { name: 'lock screen' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCK_KEY)).toBe('/permissions');
  });

  it('while locked, a protected URL (typed, Back) shows the lock screen with the way back, replacing history', async () => {
    localStorage.setItem('token', 'anything');
    localStorage.setItem(LOCK_KEY, '/hcims');
    sessionStore.setState({ permissions: { 'access.roles:read': 'company' } });
    navigate('/permissions?tab=matrix');
    const length = history.length;
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'lock screen' })).toBeInTheDocument();
    expect(getLocation()).toMatchObject({ pathname: '/auth/boxed-lockscreen', state: { from: '/permissions?tab=matrix' } });
    expect(history.length).toBe(length);
    expect(screen.queryByRole('heading', { name: 'roles screen' })).toBeNull();
    // Public pages stay reachable (signing in as someone else needs a password anyway).
    act(() => navigate('/auth/register'));
    expect(await screen.findByRole('heading', { name: 'register screen' })).toBeInTheDocument();
  });

  it('locking in another tab takes this one to the lock screen', async () => {
    localStorage.setItem('token', 'anything');
    sessionStore.setState({ permissions: {} });
    navigate('/hcims');
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'hcims' })).toBeInTheDocument();
    act(() => {
      localStorage.setItem(LOCK_KEY, '/hcims');
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_KEY, newValue: '/hcims' }));
    });
    expect(await screen.findByRole('heading', { name: 'lock screen' })).toBeInTheDocument();
    expect(getLocation().state).toEqual({ from: '/hcims' });
  });
});
