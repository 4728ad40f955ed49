import { EARLY_TRANSLATIONS, type EarlyEntry } from '../../boot/early-start';

/** Where index.html's early start leaves its answers (early-start.ts). */
const holder = globalThis as { __hcimsEarly?: Map<string, EarlyEntry> };

/** Early answers serve the start only: a screen opened later must not get data this old. */
export const EARLY_WINDOW_MS = 30_000;

/**
 * The answer to a GET that index.html's early start sent for `url` with this access token (null
 * for a public file), at most once and only in the first EARLY_WINDOW_MS after navigation; else
 * undefined and the caller fetches (ADR 0137).
 */
export function takeEarly(url: string, token: string | null, now = performance.now()): Promise<Response> | undefined {
  const entry = holder.__hcimsEarly?.get(url);
  if (!entry) return undefined;
  holder.__hcimsEarly!.delete(url);
  if (now > EARLY_WINDOW_MS) {
    delete holder.__hcimsEarly;
    return undefined;
  }
  return entry.token === token ? entry.response : undefined;
}

/** Per early start (its map of answers), each language's file read once. */
type Bundles = Map<string, Promise<Record<string, unknown> | null>>;
const parsed = new WeakMap<Map<string, EarlyEntry>, Bundles>();

/**
 * A namespace's strings from the file of the first screen's namespaces that index.html started
 * for this language (EARLY_TRANSLATIONS), read once and shared by every namespace in it; undefined
 * when none was started (or the start is over), resolving undefined when the file failed or lacks
 * the namespace: the caller then fetches the namespace's own file.
 */
export function earlyTranslations(language: string, namespace: string, now = performance.now()): Promise<unknown> | undefined {
  const entries = holder.__hcimsEarly;
  if (!entries) return undefined;
  let bundles = parsed.get(entries);
  if (!bundles) parsed.set(entries, (bundles = new Map() as Bundles));
  let bundle = bundles.get(language);
  if (!bundle) {
    const response = takeEarly(`/locales/${encodeURIComponent(language)}/${EARLY_TRANSLATIONS}`, null, now);
    if (!response) return undefined;
    bundle = response.then((r) => (r.ok ? (r.json() as Promise<Record<string, unknown>>) : null)).catch(() => null);
    bundles.set(language, bundle);
  }
  return bundle.then((b) => b?.[namespace]);
}
