/** Spec section 5: leading filler phrases removed from what was heard. */
export const FILLER_PHRASES = [
  'go to',
  'open',
  'show',
  'navigate to',
  'take me to',
  'i want to',
  'please',
  'can you',
  'could you',
] as const;

/** Words that carry no meaning for the shared-word fallback. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'and',
  'for',
  'my',
  'me',
  'in',
  'on',
  'at',
  'is',
  'i',
  'page',
  'screen',
  'section',
]);

export type VoiceCommand = { phrase: string; path: string };
export type VoiceMatch = { path: string; phrase: string; by: 'phrase' | 'words' };

const words = (text: string) => text.split(' ').filter(Boolean);

/** Lower-cased, trimmed, punctuation dropped, spaces collapsed, leading fillers removed. */
export function normalizeCommand(heard: string): string {
  let text = heard
    .toLowerCase()
    .replace(/[.,!?;:"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let changed = true;
  while (changed) {
    changed = false;
    for (const filler of FILLER_PHRASES) {
      if (text === filler || text.startsWith(`${filler} `)) {
        text = text.slice(filler.length).trim();
        changed = true;
      }
    }
  }
  return text;
}

/**
 * A phrase contained in the text (as whole words) wins, the longest one when several are; otherwise
 * the route sharing the most meaningful words wins (ties: the first registered). Null when nothing
 * is shared.
 */
export function matchCommand(heard: string, commands: readonly VoiceCommand[]): VoiceMatch | null {
  const text = normalizeCommand(heard);
  if (!text) return null;
  const padded = ` ${text} `;
  let best: VoiceCommand | null = null;
  for (const command of commands) {
    if (padded.includes(` ${command.phrase} `) && (!best || command.phrase.length > best.phrase.length)) best = command;
  }
  if (best) return { path: best.path, phrase: best.phrase, by: 'phrase' };

  const heardWords = new Set(words(text).filter((w) => !STOP_WORDS.has(w)));
  const scores = new Map<string, { score: number; phrase: string }>();
  for (const command of commands) {
    const shared = new Set(words(command.phrase).filter((w) => heardWords.has(w))).size;
    const current = scores.get(command.path);
    if (shared > 0 && (!current || shared > current.score)) scores.set(command.path, { score: shared, phrase: command.phrase });
  }
  let winner: { path: string; score: number; phrase: string } | null = null;
  for (const [path, { score, phrase }] of scores) if (!winner || score > winner.score) winner = { path, score, phrase };
  return winner ? { path: winner.path, phrase: winner.phrase, by: 'words' } : null;
}
