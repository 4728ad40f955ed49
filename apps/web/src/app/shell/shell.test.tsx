import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { BOOT_LOADER_ID, LOADER_FADE_DELAY_MS, scheduleBootLoaderFade } from './boot-loader';
import { Copyright } from './copyright';
import { SCROLL_TOP_THRESHOLD_PX, ScrollToTop } from './scroll-to-top';

await initTestI18n();

afterEach(() => vi.useRealTimers());

describe('full-screen loader', () => {
  it('fades 200 ms after the page has loaded, then goes away', () => {
    expect(LOADER_FADE_DELAY_MS).toBe(200);
    vi.useFakeTimers();
    document.body.insertAdjacentHTML('beforeend', `<div id="${BOOT_LOADER_ID}"></div>`);
    scheduleBootLoaderFade();
    const loader = () => document.getElementById(BOOT_LOADER_ID);
    vi.advanceTimersByTime(199);
    expect(loader()!.classList.contains('is-hidden')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loader()!.classList.contains('is-hidden')).toBe(true);
    vi.advanceTimersByTime(300);
    expect(loader()).toBeNull();
  });
});

describe('scroll-to-top button', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });

  it('appears once the page is scrolled more than 50 px and scrolls back up', async () => {
    expect(SCROLL_TOP_THRESHOLD_PX).toBe(50);
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderAsync(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(50);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(51);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('shows at once on a page the browser restored scrolled down, read in the next frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    await renderAsync(<ScrollToTop />);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('footer', () => {
  it('shows the current year and the all-rights-reserved line', async () => {
    await renderAsync(<Copyright />);
    expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()} HCIMS. All rights reserved.`);
  });
});
