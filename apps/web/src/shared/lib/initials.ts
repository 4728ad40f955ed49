/**
 * Up to two initials of a name: the first letter (or digit) of its first and of its last word, in
 * the name's own script, so "Omar Al Mansoori" is "OM" and "ليلى حداد" is "لح". Punctuation is
 * skipped ("(Sam) O'Neil" is "SO"); a single word gives one letter; no letters give "". The
 * server's generated avatar (people/photos/avatar.ts) follows the same rule.
 */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  // Code points, not UTF-16 units: a letter outside the basic plane is not cut in half.
  const firstOf = (word: string) => [...word][0]!;
  const first = firstOf(words[0]!);
  const last = words.length > 1 ? firstOf(words.at(-1)!) : '';
  return (first + last).toLocaleUpperCase();
}
