import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTranslationBackend } from './i18n-backend';
import { createLanguageDetector, detectionCandidates, detectLanguage, toLanguageOnly, type DetectionSources } from './language-detector';
import { languageCodes } from './languages';

const sources = (over: Partial<DetectionSources> = {}): DetectionSources => ({
  search: '',
  cookie: '',
  localStorage: null,
  sessionStorage: null,
  navigatorLanguages: [],
  htmlLang: null,
  ...over,
});
const store = (value: string | null) => ({ getItem: () => value, setItem: vi.fn() });

describe('language detection (spec section 9)', () => {
  it('looks in the order query, cookie, localStorage, sessionStorage, navigator, html tag', () => {
    const all = sources({
      search: '?lng=fr',
      cookie: 'x=1; i18next=de',
      localStorage: store('it'),
      sessionStorage: store('ja'),
      navigatorLanguages: ['pl-PL', 'sv'],
      htmlLang: 'tr',
    });
    expect(detectionCandidates(all)).toEqual(['fr', 'de', 'it', 'ja', 'pl', 'sv', 'tr']);
    expect(detectLanguage(all, languageCodes)).toBe('fr');
    expect(detectLanguage({ ...all, search: '' }, languageCodes)).toBe('de');
    expect(detectLanguage({ ...all, search: '', cookie: '' }, languageCodes)).toBe('it');
    expect(detectLanguage({ ...all, search: '', cookie: '', localStorage: null }, languageCodes)).toBe('ja');
    expect(detectLanguage(sources({ navigatorLanguages: ['pl-PL'], htmlLang: 'tr' }), languageCodes)).toBe('pl');
    expect(detectLanguage(sources({ htmlLang: 'tr' }), languageCodes)).toBe('tr');
  });

  it('uses language-only codes and maps the Arabic tag to our code ae', () => {
    expect(toLanguageOnly('en-US')).toBe('en');
    expect(toLanguageOnly('pt_BR')).toBe('pt');
    expect(toLanguageOnly('ar-EG')).toBe('ae');
    expect(detectLanguage(sources({ navigatorLanguages: ['ar-SA'] }), languageCodes)).toBe('ae');
  });

  it('skips languages the app does not have', () => {
    expect(detectLanguage(sources({ search: '?lng=xx', navigatorLanguages: ['ko-KR', 'es-MX'] }), languageCodes)).toBe('es');
    expect(detectLanguage(sources({ navigatorLanguages: ['ko'] }), languageCodes)).toBeUndefined();
  });

  it('caches the chosen language in localStorage under i18nextLng', () => {
    const local = store(null);
    createLanguageDetector(languageCodes, () => sources({ localStorage: local })).cacheUserLanguage!('ru');
    expect(local.setItem).toHaveBeenCalledWith('i18nextLng', 'ru');
  });
});

describe('translation files', () => {
  const read = (fetchImpl: typeof fetch) =>
    new Promise<[unknown, unknown]>((resolve) => {
      createTranslationBackend(fetchImpl).read('fr', 'shell', (error, data) => resolve([error, data]));
    });

  it('are fetched from /locales/{language}/{namespace}.json', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{"a":"b"}', { status: 200 })));
    await expect(read(fetchImpl as unknown as typeof fetch)).resolves.toEqual([null, { a: 'b' }]);
    expect(fetchImpl).toHaveBeenCalledWith('/locales/fr/shell.json', expect.anything());
  });

  it('are taken from the one file of the first screen namespaces that index.html started, else fetched (ADR 0137)', async () => {
    const early = new Map([
      ['/locales/fr/first-screen.json', { token: null, response: Promise.resolve(new Response('{"shell":{"early":"yes"}}')) }],
    ]);
    (globalThis as { __hcimsEarly?: unknown }).__hcimsEarly = early;
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{"net":"yes"}', { status: 200 })));
    await expect(read(fetchImpl as unknown as typeof fetch)).resolves.toEqual([null, { early: 'yes' }]);
    // The file serves every namespace it holds, as often as asked; one it lacks comes from its own file.
    await expect(read(fetchImpl as unknown as typeof fetch)).resolves.toEqual([null, { early: 'yes' }]);
    expect(fetchImpl).not.toHaveBeenCalled();
    const people = await new Promise<[unknown, unknown]>((resolve) => {
      createTranslationBackend(fetchImpl).read('fr', 'people', (error, data) => resolve([error, data]));
    });
    expect(people).toEqual([null, { net: 'yes' }]);
    expect(fetchImpl).toHaveBeenCalledWith('/locales/fr/people.json', expect.anything());
    delete (globalThis as { __hcimsEarly?: unknown }).__hcimsEarly;
  });

  it('ask i18next to retry after a network error or a 5xx, not after a 4xx', async () => {
    const failing = (status: number) => vi.fn(() => Promise.resolve(new Response('', { status }))) as unknown as typeof fetch;
    expect((await read(failing(503)))[1]).toBe(true);
    expect((await read(failing(404)))[1]).toBe(false);
    const offline = vi.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    expect((await read(offline))[1]).toBe(true);
  });

  it('are retried up to 5 times, 350 ms first and doubling', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    const instance = i18next.createInstance();
    const done = instance
      .use(createTranslationBackend(fetchImpl as unknown as typeof fetch))
      .init({ lng: 'fr', fallbackLng: false, ns: ['shell'], defaultNS: 'shell', maxRetries: 5, retryTimeout: 350 });
    const times: number[] = [];
    fetchImpl.mockImplementation(() => {
      times.push(Date.now());
      return Promise.resolve(new Response('', { status: 503 }));
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(20_000);
    await done;
    vi.useRealTimers();
    const gaps = times.map((t) => t - start);
    // The first read, then 5 retries after 350, 700, 1400, 2800 and 5600 ms.
    expect(gaps).toEqual([0, 350, 1050, 2450, 5250, 10850]);
  });
});
