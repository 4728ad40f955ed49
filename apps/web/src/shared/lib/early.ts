import type { EarlyEntry } from '../../boot/early-start';

/** Early answers serve the start only: a screen opened later must not get data this old. */
export const EARLY_WINDOW_MS = 30_000;

/**
 * The answer to a GET that index.html's early start sent for `url` with this access token (null
 * for a public file), at most once and only in the first EARLY_WINDOW_MS after navigation; else
 * undefined and the caller fetches (ADR 0137).
 */
export function takeEarly(url: string, token: string | null, now = performance.now()): Promise<Response> | undefined {
  const holder = globalThis as { __hcimsEarly?: Map<string, EarlyEntry> };
  const entry = holder.__hcimsEarly?.get(url);
  if (!entry) return undefined;
  holder.__hcimsEarly!.delete(url);
  if (now > EARLY_WINDOW_MS) {
    delete holder.__hcimsEarly;
    return undefined;
  }
  return entry.token === token ? entry.response : undefined;
}
