import i18next from 'i18next';
import { useStore } from 'zustand';
import { bindSettingsToDocument } from './document-binding';
import { createSettingsStore, type SettingsState, type SettingsStore } from './settings-store';

export * from './settings-store';
export { bindSettingsToDocument, formatPageTitle, BRAND_SUFFIX_SEPARATOR } from './document-binding';

let store: SettingsStore | null = null;

const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

/** Creates the app's settings store once i18next has detected the language, and binds it to the page. */
export function initSettings(): SettingsStore {
  if (store) return store;
  const media = darkQuery();
  store = createSettingsStore({
    storage: window.localStorage,
    prefersDark: () => media?.matches ?? false,
    changeLanguage: (code) => void i18next.changeLanguage(code),
    initialLocale: i18next.resolvedLanguage ?? i18next.language ?? 'en',
    localeChosenAtStartup: new URLSearchParams(window.location.search).has('lng'),
  });
  bindSettingsToDocument(store, { document, brand: () => i18next.t('common:app.name'), media });
  i18next.on('languageChanged', () => {
    // The brand suffix is translated text too.
    const s = store!.getState();
    s.setPageTitle(s.pageTitle);
  });
  return store;
}

export function getSettingsStore(): SettingsStore {
  return store ?? initSettings();
}

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  return useStore(getSettingsStore(), selector);
}
