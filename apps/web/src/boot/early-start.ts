/*
 * Runs inline in index.html, before any of the app's code has arrived (ADR 0137). With tokens in
 * local storage it starts what the first signed-in screen waits for: GET /api/auth/me, the
 * translation files the shell reads, and the code of the signed-in frame, the default layout and
 * the landing screen. Without it each of these started only once the file that asks for it had
 * arrived: five round trips one after the other. The app takes each early answer once, for the
 * same URL and token (shared/lib/early.ts); anything it does not take is only a wasted fetch.
 *
 * The build (early-start-plugin.ts) strips the types, drops `export` and calls `earlyStart` with
 * the chunk lists; the server allows the script by its hash (platform/http/spa.ts). No imports:
 * it must stand alone.
 */

/**
 * What the build passes: the chunks every signed-in screen needs, and per path those of its screen
 * and the API addresses its first data reads (the screen's prefetch).
 */
export type EarlyPlan = { core: string[]; paths: Record<string, { code: string[]; data: string[] }> };

/** One early GET: its answer, and the access token it carried (null for a public file). */
export type EarlyEntry = { token: string | null; response: Promise<Response> };

/** The interface languages (languages.ts) and the namespaces the shell loads (route-table.ts, i18n.ts). */
export const EARLY_LANGUAGES = ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae'];
export const EARLY_NAMESPACES = [
  'common',
  'shell',
  'workspace',
  'identity',
  'people',
  'tasks',
  'routines',
  'evaluation',
  'org',
  'payroll',
  'performance',
  'access',
  'training',
  'whatsapp',
];

/** The interface language as the app's detector will find it (language-detector.ts), if supported. */
/** The file, per language, holding every namespace of EARLY_NAMESPACES (written by the build). */
export const EARLY_TRANSLATIONS = 'first-screen.json';

export function earlyLanguage(): string | undefined {
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1];
  const candidates = [
    new URLSearchParams(location.search).get('lng'),
    cookie ? decodeURIComponent(cookie) : null,
    localStorage.getItem('i18nextLng'),
    sessionStorage.getItem('i18nextLng'),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  for (const tag of candidates) {
    const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const code = base === 'ar' ? 'ae' : base;
    if (EARLY_LANGUAGES.includes(code)) return code;
  }
  return undefined;
}

export function earlyStart(plan: EarlyPlan): void {
  try {
    const token = localStorage.getItem('token');
    const path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
    // Public pages (sign-in, recovery, whistle-blowing follow-up) need none of it.
    if (!token || path.startsWith('/auth/') || path === '/whistle_follow') return;
    const entries = new Map<string, EarlyEntry>();
    (window as unknown as { __hcimsEarly?: Map<string, EarlyEntry> }).__hcimsEarly = entries;
    const get = (url: string, auth: string | null) =>
      entries.set(url, {
        token: auth,
        response: fetch(url, {
          headers: auth ? { accept: 'application/json, text/plain, */*', authorization: `Bearer ${auth}` } : { accept: 'application/json' },
          credentials: 'same-origin',
        }),
      });
    // The permissions first: the frame waits for them. Then the screen's data, the longest to
    // answer, then the strings, one file per language (English too: i18next loads its fallback
    // language as well), then the code: over HTTP/1.1 six at a time, in this order.
    get('/api/auth/me', token);
    const screen = plan.paths[path];
    // Someone who must first set up two-factor sign-in gets 403 from everything else (ADR 0087).
    const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { tfs?: unknown };
    if (claims.tfs !== true) for (const url of screen?.data ?? []) get(url, token);
    const language = earlyLanguage();
    for (const lng of language === 'en' || !language ? ['en'] : [language, 'en']) get(`/locales/${lng}/${EARLY_TRANSLATIONS}`, null);
    for (const href of [...plan.core, ...(screen?.code ?? [])]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    // The page's first Intl formatter loads the internationalisation data (about 35 ms in Chromium
    // on this machine, four times that on a slow phone), whichever screen makes it. Made here, after
    // the loading indicator's first paint, it runs while the code is still on its way instead of
    // inside the first screen's render.
    const locale = language === 'ae' ? 'ar' : (language ?? 'en');
    requestAnimationFrame(() =>
      setTimeout(() => {
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
        new Intl.NumberFormat(locale).format(0);
      }, 0),
    );
  } catch {
    // Storage may be blocked, or the token unreadable: the app then starts everything itself.
  }
}
