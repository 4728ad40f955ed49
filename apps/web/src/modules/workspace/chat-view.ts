import type { Conversation, ChatMessage } from '@hcims/contracts/workspace';

/** Pure helpers of the chat screen (ADR 0103). */

/** What a conversation is called: a group's title, else the other members' names. */
export function conversationName(conversation: Pick<Conversation, 'title' | 'members'>, me: string | undefined): string {
  if (conversation.title) return conversation.title;
  const others = conversation.members.filter((m) => m.userId !== me).map((m) => m.name);
  return others.length > 0 ? others.join(', ') : (conversation.members[0]?.name ?? '');
}

/** The pages of a thread (newest page first, each oldest first) as one list, oldest first, without repeats. */
export function threadMessages(pages: readonly { items: readonly ChatMessage[] }[] | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages ?? []) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Whether another member has read the caller's newest message ("Seen" under it); its id, or null. */
export function seenMessageId(messages: readonly ChatMessage[], conversation: Pick<Conversation, 'members'>, me: string | undefined) {
  const mine = [...messages].reverse().find((m) => m.senderId === me);
  if (!mine) return null;
  const seen = conversation.members.some((m) => m.userId !== me && m.lastReadMessageId >= mine.id);
  return seen ? mine.id : null;
}

/** The newest message to mark read, when it is past the caller's mark (null: nothing to mark). */
export function readMarkFor(messages: readonly ChatMessage[], conversation: Pick<Conversation, 'members'>, me: string | undefined) {
  const newest = messages.at(-1);
  const mark = conversation.members.find((m) => m.userId === me)?.lastReadMessageId ?? 0;
  return newest && newest.id > mark ? newest.id : null;
}

/** How long a "typing" hint lasts without another one. */
export const TYPING_MS = 4000;

/** Who is typing now: user ids whose last hint is younger than TYPING_MS. */
export function typingNow(hints: ReadonlyMap<string, number>, now: number): string[] {
  return [...hints].filter(([, at]) => now - at < TYPING_MS).map(([id]) => id);
}
