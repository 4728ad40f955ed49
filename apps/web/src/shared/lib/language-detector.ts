import type { LanguageDetectorModule } from 'i18next';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';

export type DetectionSources = {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem' | 'setItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
};

/** Language-only codes (en-US -> en); the real Arabic tag maps to our code `ae`. */
export function toLanguageOnly(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (!base) return null;
  return base === 'ar' ? 'ae' : base;
}

const safe = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

/**
 * Candidates in the spec's order: query parameter, cookie, local storage, session storage, browser
 * languages, the html tag's lang.
 */
export function detectionCandidates(sources: DetectionSources): string[] {
  const cookie = sources.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  const raw = [
    new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAM),
    cookie ? decodeURIComponent(cookie) : null,
    safe(() => sources.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null),
    safe(() => sources.sessionStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null),
    ...sources.navigatorLanguages,
    sources.htmlLang,
  ];
  return raw.map(toLanguageOnly).filter((c): c is string => !!c);
}

export function detectLanguage(sources: DetectionSources, supported: readonly string[]): string | undefined {
  return detectionCandidates(sources).find((c) => supported.includes(c));
}

const browserSources = (): DetectionSources => ({
  search: window.location.search,
  cookie: safe(() => document.cookie) ?? '',
  localStorage: safe(() => window.localStorage),
  sessionStorage: safe(() => window.sessionStorage),
  navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  htmlLang: document.documentElement.getAttribute('lang'),
});

/** i18next detector plugin: detects in the spec's order and caches the choice in local storage. */
export function createLanguageDetector(
  supported: readonly string[],
  sources: () => DetectionSources = browserSources,
): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => detectLanguage(sources(), supported),
    cacheUserLanguage: (language: string) => {
      safe(() => sources().localStorage?.setItem(LANGUAGE_STORAGE_KEY, language));
    },
  };
}
