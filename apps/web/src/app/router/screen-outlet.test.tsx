import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenRoute } from '../../shared/lib/registry';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { withRetry } from './lazy-retry';
import { ScreenOutlet } from './screen-outlet';

await initTestI18n();

const route = (id: string, load: ScreenRoute['load']): ScreenRoute => ({
  id,
  path: `/${id}`,
  title: 'workspace:screens.calendar',
  layout: 'default',
  protected: true,
  load,
});

describe('lazy screens', () => {
  it('retries a failed load once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce('ok');
    await expect(withRetry(load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the screen when the retry succeeds', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Screen: () => <p>loaded screen</p> });
    await renderAsync(<ScreenOutlet route={route('retry-ok', load)} />);
    expect(await screen.findByText('loaded screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('Calendar | HCIMS');
  });

  it('after a second failure offers a reload, and nothing else breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderAsync(<ScreenOutlet route={route('retry-fails', load)} />);
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
