import { describe, expect, it } from 'vitest';
import { backoff, CHAT_KEY, invalidationFor, NOTIFICATIONS_KEY } from './realtime';

describe('the real-time client', () => {
  it('re-reads what an event concerns, and everything on (re)connection', () => {
    expect(invalidationFor({ type: 'notification' })).toEqual([NOTIFICATIONS_KEY]);
    expect(invalidationFor({ type: 'chat.message' })).toEqual([CHAT_KEY]);
    expect(invalidationFor({ type: 'ready' })).toEqual([NOTIFICATIONS_KEY, CHAT_KEY]);
    expect(invalidationFor({ type: 'resync' })).toEqual([NOTIFICATIONS_KEY, CHAT_KEY]);
    expect(invalidationFor({ type: 'chat.typing' })).toEqual([]);
  });

  it('backs off from about a second to about half a minute', () => {
    expect(backoff(0, 0.5)).toBe(1_000);
    expect(backoff(3, 0.5)).toBe(8_000);
    expect(backoff(10, 1)).toBe(37_500);
    expect(backoff(10, 0)).toBe(22_500);
  });
});
