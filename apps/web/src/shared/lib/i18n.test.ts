import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('i18n set-up (spec section 9)', () => {
  it('loads /locales/{lng}/{ns}.json with the spec options', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return Promise.resolve(new Response(JSON.stringify({ app: { name: 'HCIMS' } }), { status: 200 }));
      }),
    );
    localStorage.setItem('i18nextLng', 'pt-BR');
    await initI18n();
    expect(i18next.options).toMatchObject({
      fallbackLng: ['en'],
      load: 'languageOnly',
      saveMissing: false,
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      defaultNS: 'common',
    });
    expect(i18next.options.supportedLngs).toEqual(
      expect.arrayContaining(['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae']),
    );
    // pt-BR was stored: language-only code, cached back.
    expect(i18next.language).toBe('pt');
    expect(localStorage.getItem('i18nextLng')).toBe('pt');
    expect(urls).toContain('/locales/pt/common.json');
    expect(document.documentElement.lang).toBe('pt');
    await i18next.changeLanguage('ae');
    expect(document.documentElement.lang).toBe('ar');
  });
});
