import { describe, expect, it } from 'vitest';
import { conversationName, readMarkFor, seenMessageId, threadMessages, typingNow } from './chat-view';

const msg = (id: number, senderId: string) => ({
  id,
  conversationId: 'c',
  senderId,
  senderName: senderId,
  body: `m${id}`,
  file: null,
  createdAt: '',
});
const members = (marks: Record<string, number>) =>
  Object.entries(marks).map(([userId, lastReadMessageId]) => ({ userId, name: userId.toUpperCase(), lastReadMessageId }));

describe('chat view', () => {
  it('names a direct conversation after the other member and a group after its title', () => {
    expect(conversationName({ title: null, members: members({ me: 0, ana: 0 }) }, 'me')).toBe('ANA');
    expect(conversationName({ title: 'Team', members: members({ me: 0, ana: 0 }) }, 'me')).toBe('Team');
  });

  it('joins pages (newest page first) into one list, oldest first, without repeats', () => {
    const pages = [{ items: [msg(3, 'a'), msg(4, 'b')] }, { items: [msg(1, 'a'), msg(2, 'b'), msg(3, 'a')] }];
    expect(threadMessages(pages).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it('shows "Seen" under my newest message once another member read it, and marks read only forward', () => {
    const thread = [msg(1, 'ana'), msg(2, 'me')];
    expect(seenMessageId(thread, { members: members({ me: 2, ana: 1 }) }, 'me')).toBeNull();
    expect(seenMessageId(thread, { members: members({ me: 2, ana: 2 }) }, 'me')).toBe(2);
    expect(readMarkFor(thread, { members: members({ me: 1, ana: 2 }) }, 'me')).toBe(2);
    expect(readMarkFor(thread, { members: members({ me: 2, ana: 2 }) }, 'me')).toBeNull();
  });

  it('forgets a typing hint after a few seconds', () => {
    const hints = new Map([
      ['ana', 1000],
      ['ben', 5000],
    ]);
    expect(typingNow(hints, 6000)).toEqual(['ben']);
  });
});
