export type SearchableScreen = { id: string; path: string; label: string; context?: string };

/** Case- and accent-insensitive form used for matching (Greek tonos, French accents...). */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/**
 * Screens whose name (in the current language) contains every word typed: names starting with the
 * query first, then names with a word starting with it, then the rest, each alphabetically.
 */
export function searchScreens(query: string, screens: readonly SearchableScreen[], locale?: string): SearchableScreen[] {
  const q = normalizeForSearch(query);
  if (!q) return [];
  const terms = q.split(/\s+/).filter(Boolean);
  const rank = (label: string) => (label.startsWith(q) ? 0 : label.split(/[\s/-]+/).some((w) => w.startsWith(terms[0]!)) ? 1 : 2);
  return screens
    .map((screen) => ({ screen, label: normalizeForSearch(screen.label) }))
    .filter(({ label }) => terms.every((term) => label.includes(term)))
    .sort((a, b) => rank(a.label) - rank(b.label) || a.screen.label.localeCompare(b.screen.label, locale))
    .map(({ screen }) => screen);
}
