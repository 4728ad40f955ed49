/** The rules of chat, pure: who a new conversation is between, and the key that keeps one direct conversation per pair. */

export type NewConversationCheck =
  { ok: true; others: string[]; directKey: string | null } | { ok: false; code: 'WORKSPACE_CHAT_DIRECT_NEEDS_ONE' };

/** One direct conversation per pair of members, whoever starts it. */
export function directKey(a: string, b: string): string {
  return [a, b].sort().join(':');
}

/**
 * The other members of a new conversation (repeats and the caller dropped). A direct one is
 * between the caller and exactly one other member; a group may have the caller alone with one.
 */
export function checkNewConversation(kind: 'direct' | 'group', callerId: string, memberIds: readonly string[]): NewConversationCheck {
  const others = [...new Set(memberIds)].filter((id) => id !== callerId);
  if (kind === 'direct') {
    if (others.length !== 1) return { ok: false, code: 'WORKSPACE_CHAT_DIRECT_NEEDS_ONE' };
    return { ok: true, others, directKey: directKey(callerId, others[0]!) };
  }
  if (others.length === 0) return { ok: false, code: 'WORKSPACE_CHAT_DIRECT_NEEDS_ONE' };
  return { ok: true, others, directKey: null };
}

/** Read receipts only move forward, and never past the conversation's newest message. */
export function nextReadMark(current: number, seen: number, newest: number): number {
  return Math.max(current, Math.min(seen, newest));
}

/** A LIKE pattern that matches the text literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
