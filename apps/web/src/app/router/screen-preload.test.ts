import { describe, expect, it, vi } from 'vitest';
import type { ScreenRoute } from '../../shared/lib/registry';
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
});
