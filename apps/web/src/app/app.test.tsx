import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleRoutes } from '../shared/lib/registry';
import { getLocation, navigate } from '../shared/lib/router';
import { initTestI18n } from '../test/i18n';
import { renderAsync } from '../test/render';
import { App } from './app';
import type * as RouteTable from './router/route-table';

// A small registry of its own, so these tests do not depend on which modules have real pages yet.
vi.mock('./router/route-table', async (importOriginal) => {
  const original = await importOriginal<typeof RouteTable>();
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
    ],
    redirects: [{ from: '/hcims-dashboard', to: '/hcims' }],
  };
  return { ...original, resolvePath: original.buildRouteTable([testRoutes]) };
});

await initTestI18n();

beforeEach(() => {
  localStorage.clear();
});

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
    navigate('/auth/boxed-lockscreen');
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'lock screen' })).toBeInTheDocument();
    expect(getLocation().pathname).toBe('/auth/boxed-lockscreen');
  });

  it('shows the error page in the blank layout for an unknown path, with a way home', async () => {
    navigate('/no/such/page');
    await renderAsync(<App />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/No route matches URL “\/no\/such\/page”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(document.querySelector('[data-layout-kind="blank"]')).not.toBeNull();
    expect(document.title).toBe('Page not found | HCIMS');
  });

  it('redirects /hcims-dashboard to /hcims, keeping the query', async () => {
    localStorage.setItem('token', 'anything');
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
});
