import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellNamespaces } from '../app/router/route-table';
import { baseNamespaces } from '../shared/lib/i18n';
import { detectLanguage } from '../shared/lib/language-detector';
import { languageCodes } from '../shared/lib/languages';
import { EARLY_LANGUAGES, EARLY_NAMESPACES, earlyLanguage, earlyStart, type EarlyEntry, type EarlyPlan } from './early-start';

const plan: EarlyPlan = {
  core: ['/assets/first-screen-1.js', '/assets/query-1.js'],
  paths: { '/': { code: ['/assets/dashboard-page-1.js'], data: ['/api/workspace/dashboard'] } },
};
const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const early = () => (window as { __hcimsEarly?: Map<string, EarlyEntry> }).__hcimsEarly;
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);

describe('early start (index.html, ADR 0137)', () => {
  let fetched: { url: string; init: RequestInit }[];
  beforeEach(() => {
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        fetched.push({ url, init });
        return Promise.resolve(new Response('{}'));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.head.innerHTML = '';
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    delete (window as { __hcimsEarly?: unknown }).__hcimsEarly;
    window.history.replaceState(null, '', '/');
  });

  it('signed in on the dashboard: /me, the data, the strings of the stored language and English, then the code', () => {
    const token = jwt({ sub: '1' });
    localStorage.setItem('token', token);
    localStorage.setItem('i18nextLng', 'fr');
    window.history.replaceState(null, '', '/');
    earlyStart(plan);
    expect(fetched[0]!.url).toBe('/api/auth/me');
    expect((fetched[0]!.init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    const locales = fetched.filter((f) => f.url.startsWith('/locales/')).map((f) => f.url);
    expect(locales).toEqual(['/locales/fr/first-screen.json', '/locales/en/first-screen.json']);
    expect(fetched[1]!.url).toBe('/api/workspace/dashboard');
    expect(preloads()).toEqual(['/assets/first-screen-1.js', '/assets/query-1.js', '/assets/dashboard-page-1.js']);
    expect(early()!.get('/api/auth/me')!.token).toBe(token);
    expect(early()!.get('/locales/fr/first-screen.json')!.token).toBeNull();
  });

  it('another screen gets the shared code and no data; English is fetched once', () => {
    localStorage.setItem('token', jwt({ sub: '1' }));
    localStorage.setItem('i18nextLng', 'en-GB');
    window.history.replaceState(null, '', '/edit_employee/');
    earlyStart(plan);
    expect(fetched.filter((f) => f.url.startsWith('/locales/')).map((f) => f.url)).toEqual(['/locales/en/first-screen.json']);
    expect(fetched.some((f) => f.url.startsWith('/api/workspace'))).toBe(false);
    expect(preloads()).toEqual(plan.core);
  });

  it('starts nothing signed out, on the public pages, and no screen data while two-factor set-up is pending', () => {
    earlyStart(plan);
    localStorage.setItem('token', jwt({ sub: '1' }));
    for (const path of ['/auth/boxed-signin', '/whistle_follow']) {
      window.history.replaceState(null, '', path);
      earlyStart(plan);
    }
    expect(fetched).toHaveLength(0);
    expect(early()).toBeUndefined();
    localStorage.setItem('token', jwt({ sub: '1', tfs: true }));
    window.history.replaceState(null, '', '/');
    earlyStart(plan);
    expect(fetched[0]!.url).toBe('/api/auth/me');
    expect(fetched.some((f) => f.url === '/api/workspace/dashboard')).toBe(false);
  });

  it('an unreadable token leaves what was started to the app and preloads nothing more', () => {
    localStorage.setItem('token', 'not-a-jwt');
    earlyStart(plan);
    expect(early()!.has('/api/auth/me')).toBe(true);
    expect(preloads()).toEqual([]);
  });

  it('makes the first formatters after the next paint, in the stored language (Arabic as ar)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { DateTimeFormat, NumberFormat } = Intl;
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(...args: ConstructorParameters<typeof DateTimeFormat>) {
      return new DateTimeFormat(...args);
    });
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function made(...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    });
    try {
      localStorage.setItem('token', jwt({ sub: '1' }));
      localStorage.setItem('i18nextLng', 'ae');
      earlyStart(plan);
      // Not in the script's own task, nor in the next one: after the next frame.
      vi.advanceTimersByTime(0);
      expect(dates).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      expect(dates).toHaveBeenCalledWith('ar', { dateStyle: 'medium' });
      expect(numbers).toHaveBeenCalledWith('ar');
    } finally {
      dates.mockRestore();
      numbers.mockRestore();
      vi.useRealTimers();
    }
  });

  it('knows the same languages and shell namespaces as the app', () => {
    expect(EARLY_LANGUAGES).toEqual([...languageCodes]);
    expect(EARLY_NAMESPACES).toEqual([...new Set([...baseNamespaces, ...shellNamespaces])]);
  });

  it('finds the language the app detector finds, in the same order', () => {
    const agree = () =>
      expect(earlyLanguage()).toBe(
        detectLanguage(
          {
            search: location.search,
            cookie: document.cookie,
            localStorage,
            sessionStorage,
            navigatorLanguages: navigator.languages,
            htmlLang: document.documentElement.lang,
          },
          languageCodes,
        ),
      );
    agree();
    localStorage.setItem('i18nextLng', 'ar');
    agree();
    expect(earlyLanguage()).toBe('ae');
    document.cookie = 'i18next=de';
    agree();
    expect(earlyLanguage()).toBe('de');
    window.history.replaceState(null, '', '/?lng=ja');
    agree();
    expect(earlyLanguage()).toBe('ja');
  });
});
