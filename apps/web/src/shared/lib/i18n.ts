import i18next from 'i18next';
import { createTranslationBackend } from './i18n-backend';
import { createLanguageDetector } from './language-detector';
import { intlLocale, languageCodes } from './languages';

/** Namespaces every page needs; screens and the shell load theirs on demand. */
export const baseNamespaces = ['common'];

/**
 * i18next as spec section 9 fixes it: files per language and namespace over HTTP, detection order
 * query, cookie, localStorage, sessionStorage, navigator, html tag (cached in localStorage),
 * language-only codes, fallback English, 5 retries from 350 ms doubling, 10 parallel loads, no
 * saving of missing keys. The page direction is a display setting (settings store).
 */
export async function initI18n(namespaces: string[] = baseNamespaces): Promise<typeof i18next> {
  await i18next
    .use(createTranslationBackend())
    .use(createLanguageDetector(languageCodes))
    .init({
      supportedLngs: [...languageCodes],
      fallbackLng: 'en',
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: namespaces,
      defaultNS: 'common',
      fallbackNS: 'common',
      saveMissing: false,
      interpolation: { escapeValue: false },
      // Up to 5 retries, 350 ms first, doubling; at most 10 files in flight.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
    });
  const applyLang = (lng: string) => {
    document.documentElement.lang = intlLocale(lng);
  };
  applyLang(i18next.resolvedLanguage ?? 'en');
  i18next.on('languageChanged', applyLang);
  return i18next;
}
