import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../shared/lib/router';
import { setTokens } from '../../shared/lib/session';
import { getSettingsStore } from '../../shared/lib/settings';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { DefaultLayout } from './default-layout';

await initTestI18n();

let requested: string[] = [];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  setTokens('a', 'r');
  navigate('/hcims');
  getSettingsStore().getState().setSidebar(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// jsdom has no matchMedia, so the layout sees a small screen (below 1024 px).
describe('default layout on a small screen', () => {
  it('does not load the company lists when it opens (their first reader does: ADR 0135)', async () => {
    await renderAsync(<DefaultLayout>{null}</DefaultLayout>);
    expect(requested.some((url) => url.includes('/company-Setup/') || url.includes('/auth/employees/'))).toBe(false);
  });

  it('has the landmarks and a skip link', async () => {
    await renderAsync(<DefaultLayout>{null}</DefaultLayout>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('opens the sidebar from the header, shows a dark overlay, and the overlay closes it', async () => {
    await renderAsync(<DefaultLayout>{null}</DefaultLayout>);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'false');
    fireEvent.click(screen.getByTestId('header-sidebar-toggle'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'true');
    fireEvent.click(screen.getByTestId('sidebar-overlay'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).toBeNull();
  });

  it('closes the sidebar on every route change', async () => {
    await renderAsync(<DefaultLayout>{null}</DefaultLayout>);
    fireEvent.click(screen.getByTestId('header-sidebar-toggle'));
    expect(getSettingsStore().getState().sidebar).toBe(true);
    act(() => navigate('/calendar'));
    expect(getSettingsStore().getState().sidebar).toBe(false);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'false');
  });

  it('is not rendered again when a screen sets its page title, only when a setting it shows changes', async () => {
    const commits = vi.fn();
    await renderAsync(
      <Profiler id="frame" onRender={commits}>
        <DefaultLayout>{null}</DefaultLayout>
      </Profiler>,
    );
    // The footer's health line and the header's counts answer after the first render: until 100 ms pass without a commit.
    for (let seen = -1; seen !== commits.mock.calls.length;) {
      seen = commits.mock.calls.length;
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    const opened = commits.mock.calls.length;
    act(() => getSettingsStore().getState().setPageTitle('Employees'));
    expect(commits).toHaveBeenCalledTimes(opened);
    act(() => getSettingsStore().getState().toggleSemidark(true));
    expect(commits.mock.calls.length).toBeGreaterThan(opened);
    expect(screen.getByTestId('app-shell')).toHaveAttribute('data-semidark', 'true');
    getSettingsStore().getState().resetSettings();
  });

  it('applies the display settings to the frame and animates route content with the chosen transition', async () => {
    getSettingsStore().getState().toggleAnimation('animate__fadeInUp');
    getSettingsStore().getState().toggleNavbar('navbar-floating');
    await renderAsync(<DefaultLayout>{null}</DefaultLayout>);
    expect(screen.getByTestId('app-shell')).toHaveAttribute('data-navbar', 'navbar-floating');
    expect(screen.getByTestId('route-content')).toHaveClass('route-animate', 'animate__fadeInUp');
    getSettingsStore().getState().resetSettings();
  });
});
