import { afterEach, describe, expect, it } from 'vitest';
import type { EarlyEntry } from '../../boot/early-start';
import { EARLY_WINDOW_MS, takeEarly } from './early';

const early = (entries: Record<string, EarlyEntry>) =>
  ((globalThis as { __hcimsEarly?: Map<string, EarlyEntry> }).__hcimsEarly = new Map(Object.entries(entries)));

describe('takeEarly', () => {
  afterEach(() => delete (globalThis as { __hcimsEarly?: unknown }).__hcimsEarly);

  it('hands an early answer out once, for the same URL and token', () => {
    const response = Promise.resolve(new Response('{"a":1}'));
    early({ '/api/auth/me': { token: 'T1', response } });
    expect(takeEarly('/api/other', 'T1')).toBeUndefined();
    expect(takeEarly('/api/auth/me', 'T1')).toBe(response);
    expect(takeEarly('/api/auth/me', 'T1')).toBeUndefined();
  });

  it('answers nothing once the start is over: a screen opened later fetches fresh data', () => {
    early({
      '/api/workspace/dashboard': { token: 'T1', response: Promise.resolve(new Response('{}')) },
      '/api/auth/me': { token: 'T1', response: Promise.resolve(new Response('{}')) },
    });
    expect(takeEarly('/api/workspace/dashboard', 'T1', EARLY_WINDOW_MS + 1)).toBeUndefined();
    expect(takeEarly('/api/auth/me', 'T1', 0)).toBeUndefined();
  });

  it('drops an answer fetched with another token, and answers nothing when index.html started nothing', () => {
    early({ '/api/auth/me': { token: 'old', response: Promise.resolve(new Response('')) } });
    expect(takeEarly('/api/auth/me', 'new')).toBeUndefined();
    expect(takeEarly('/api/auth/me', 'old')).toBeUndefined();
    delete (globalThis as { __hcimsEarly?: unknown }).__hcimsEarly;
    expect(takeEarly('/locales/en/common.json', null)).toBeUndefined();
  });
});
