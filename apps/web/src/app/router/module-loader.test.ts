import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { moduleLoader, useLoaded } from './module-loader';

describe('code loaded once and rendered through state (ADR 0143)', () => {
  it('loads once, and has the value at hand once it has arrived', async () => {
    const importer = vi.fn(() => Promise.resolve('frame'));
    const loader = moduleLoader(importer);
    expect(loader.loaded()).toBeUndefined();
    await Promise.all([loader.load(), loader.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe('frame');
  });

  it('tries a failed load again at the next call, after its one retry', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue('frame');
    const loader = moduleLoader(importer);
    await expect(loader.load()).rejects.toThrow('chunk');
    expect(importer).toHaveBeenCalledTimes(2);
    await expect(loader.load()).resolves.toBe('frame');
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('renders an arrived value at the first render, without loading again', async () => {
    const importer = vi.fn(() => Promise.resolve('frame'));
    const loader = moduleLoader(importer);
    await loader.load();
    const { result } = renderHook(() => useLoaded(loader));
    expect(result.current).toEqual({ value: 'frame', failed: false });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is empty while loading, then has the value; a failure is reported, not thrown', async () => {
    let arrive: (value: string) => void = () => undefined;
    const loader = moduleLoader(() => new Promise<string>((resolve) => (arrive = resolve)));
    const { result } = renderHook(() => useLoaded(loader));
    expect(result.current).toEqual({ value: undefined, failed: false });
    await act(() => {
      arrive('frame');
      return Promise.resolve();
    });
    await waitFor(() => expect(result.current.value).toBe('frame'));

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = moduleLoader(() => Promise.reject(new Error('chunk')));
    const failed = renderHook(() => useLoaded(broken));
    await waitFor(() => expect(failed.result.current).toEqual({ value: undefined, failed: true }));
    error.mockRestore();
  });
});
