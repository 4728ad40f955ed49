import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';

await initTestI18n();

const layout = vi.hoisted(() => ({
  load: vi.fn<() => Promise<(props: { children: ReactNode }) => ReactNode>>(),
  loaded: vi.fn<() => ((props: { children: ReactNode }) => ReactNode) | undefined>(() => undefined),
}));
vi.mock('./load-default-layout', () => ({ layoutLoader: { load: layout.load, loaded: layout.loaded } }));

const { DefaultLayoutLoader } = await import('./default-layout-loader');

const Frame = ({ children }: { children: ReactNode }) => <div data-testid="frame">{children}</div>;

afterEach(() => {
  layout.load.mockReset();
  layout.loaded.mockReset().mockReturnValue(undefined);
});

describe('the default layout loader (ADR 0135)', () => {
  it('shows only the loader until the permissions are known, then the layout', async () => {
    layout.load.mockResolvedValue(Frame);
    const view = await renderAsync(<DefaultLayoutLoader ready={false}>screen</DefaultLayoutLoader>);
    expect(screen.getByTestId('layout-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).toBeNull();
    await act(async () => {
      view.rerender(<DefaultLayoutLoader ready>screen</DefaultLayoutLoader>);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByTestId('frame')).toHaveTextContent('screen');
  });

  it('renders a layout that has arrived at once, without loading it again', async () => {
    layout.loaded.mockReturnValue(Frame);
    await renderAsync(<DefaultLayoutLoader ready>screen</DefaultLayoutLoader>);
    expect(screen.getByTestId('frame')).toHaveTextContent('screen');
    expect(layout.load).not.toHaveBeenCalled();
  });

  it('offers a reload when the layout cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    layout.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderAsync(<DefaultLayoutLoader ready>screen</DefaultLayoutLoader>);
    expect(screen.getByTestId('load-failed')).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).toBeNull();
    error.mockRestore();
  });
});
