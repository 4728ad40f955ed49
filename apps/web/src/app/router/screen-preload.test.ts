import { describe, expect, it, vi } from 'vitest';
import type { ScreenRoute } from '../../shared/lib/registry';
import { clearSession, sessionStore, setTokens } from '../../shared/lib/session';
import { loadedScreen, preloadScreen } from './screen-preload';

const Screen = () => null;
const route = (id: string, options: Partial<ScreenRoute> = {}): ScreenRoute => ({
  id,
  path: `/${id}`,
  title: 'workspace:screens.dashboard',
  layout: 'default',
  protected: true,
  load: vi.fn(() => Promise.resolve({ Screen })),
  prefetch: vi.fn(() => Promise.resolve()),
  ...options,
});

describe('starting a screen before it renders (ADR 0135)', () => {
  it('loads the code at once and keeps it for a render without suspending', async () => {
    const r = route('code');
    preloadScreen(r, null);
    expect(r.load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(loadedScreen(r)).toBe(Screen));
    preloadScreen(r, null);
    expect(r.load).toHaveBeenCalledTimes(1);
  });

  it('prefetches the data of a screen that needs no permission at once, and only once', () => {
    const r = route('open');
    preloadScreen(r, null);
    preloadScreen(r, {});
    expect(r.prefetch).toHaveBeenCalledTimes(1);
  });

  it("waits for the permissions before a guarded screen's data, and asks nothing without the permission", () => {
    const r = route('guarded', { permission: 'people.reports:read' });
    preloadScreen(r, null);
    expect(r.prefetch).not.toHaveBeenCalled();
    preloadScreen(r, { 'people.employees:read': 'all' } as never);
    expect(r.prefetch).not.toHaveBeenCalled();
    preloadScreen(r, { 'people.reports:read': 'all' } as never);
    expect(r.prefetch).toHaveBeenCalledTimes(1);
  });

  it('prefetches nothing while the person must first set up two-factor sign-in (the server would answer 403)', () => {
    const claims = (tfs: boolean) =>
      btoa(JSON.stringify({ sub: 'u', ...(tfs ? { tfs: true } : {}) }))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
    try {
      // Before /me: the token's own claim says so.
      setTokens(`h.${claims(true)}.s`);
      const first = route('two-factor-first');
      preloadScreen(first, null);
      expect(first.prefetch).not.toHaveBeenCalled();
      // Once /me is known it decides.
      sessionStore.setState({ permissions: {}, twoFactorSetupRequired: true });
      preloadScreen(first, {});
      expect(first.prefetch).not.toHaveBeenCalled();
      sessionStore.setState({ permissions: {}, twoFactorSetupRequired: false });
      preloadScreen(first, {});
      expect(first.prefetch).toHaveBeenCalledTimes(1);
      // A token without the claim, session unknown: at once, as before.
      sessionStore.setState({ permissions: null, twoFactorSetupRequired: false });
      setTokens(`h.${claims(false)}.s`);
      const other = route('two-factor-other');
      preloadScreen(other, null);
      expect(other.prefetch).toHaveBeenCalledTimes(1);
    } finally {
      clearSession();
    }
  });
});
