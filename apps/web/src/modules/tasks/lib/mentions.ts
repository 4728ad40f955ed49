/** Mentions in a comment's plain text: the `@` being typed, the people still named, and the text split for display. */

type Person = { id: string; name: string };

/** The `@word` the caret is in (its start and the letters after `@`), or null when it is not in one. */
export function mentionQuery(text: string, caret: number): { start: number; text: string } | null {
  const head = text.slice(0, caret);
  const at = head.lastIndexOf('@');
  if (at < 0) return null;
  // `@` starts a mention only at the beginning or after a space; a name has at most two spaces typed so far.
  if (at > 0 && !/\s/.test(head[at - 1]!)) return null;
  const typed = head.slice(at + 1);
  if (/[\n@]/.test(typed) || (typed.match(/ /g)?.length ?? 0) > 2) return null;
  return { start: at, text: typed };
}

/** The chosen people whose `@Name` is still in the text (a longer name containing a shorter one counts once). */
export function mentionsIn(text: string, chosen: readonly Person[]): Person[] {
  const named = new Set(splitMentions(text, chosen).flatMap((part) => (part.person ? [part.person.id] : [])));
  return chosen.filter((p) => named.has(p.id));
}

/** The text in pieces, each `@Name` of a mentioned person its own piece (shown as text, never as markup). */
export function splitMentions(text: string, mentions: readonly Person[]): { text: string; person?: Person }[] {
  const names = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const parts: { text: string; person?: Person }[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const person = text[i] === '@' ? names.find((p) => text.startsWith(`@${p.name}`, i)) : undefined;
    if (person) {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text: `@${person.name}`, person });
      i += person.name.length + 1;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
