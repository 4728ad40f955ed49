import { describe, expect, it } from 'vitest';
import { checkNewConversation, containsPattern, directKey, nextReadMark } from './chat.rules.js';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const c = '00000000-0000-4000-8000-00000000000c';

describe('chat rules', () => {
  it('keys a direct conversation by its pair, in any order', () => {
    expect(directKey(b, a)).toBe(directKey(a, b));
  });

  it('wants exactly one other member for a direct conversation', () => {
    expect(checkNewConversation('direct', a, [b, b, a])).toEqual({ ok: true, others: [b], directKey: directKey(a, b) });
    expect(checkNewConversation('direct', a, [a])).toEqual({ ok: false, code: 'WORKSPACE_CHAT_DIRECT_NEEDS_ONE' });
    expect(checkNewConversation('direct', a, [b, c]).ok).toBe(false);
    expect(checkNewConversation('group', a, [b, c, a])).toEqual({ ok: true, others: [b, c], directKey: null });
    expect(checkNewConversation('group', a, [a]).ok).toBe(false);
  });

  it('moves a read mark only forward and not past the newest message', () => {
    expect(nextReadMark(5, 9, 7)).toBe(7);
    expect(nextReadMark(5, 3, 7)).toBe(5);
    expect(nextReadMark(0, 4, 7)).toBe(4);
  });

  it('searches text literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
