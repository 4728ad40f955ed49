import type { SettingsState, SettingsStore } from './settings-store';

export const BRAND_SUFFIX_SEPARATOR = ' | ';

export type DocumentBindingOptions = {
  document: Document;
  /** The template brand suffix of the page title (spec section 4): title, separator, brand. */
  brand: () => string;
  /** The OS colour-scheme query; its changes are followed live while the theme is system. */
  media?: Pick<MediaQueryList, 'addEventListener' | 'removeEventListener' | 'matches'> | null;
};

/** Page title = title, separator, brand suffix; just the brand when there is no title. */
export const formatPageTitle = (title: string, brand: string): string =>
  title.trim() ? `${title.trim()}${BRAND_SUFFIX_SEPARATOR}${brand}` : brand;

/**
 * Applies the settings to the page: `dark` class on body, `dir` on html, the document title, and
 * follows the operating system's dark preference live while the theme is system.
 */
export function bindSettingsToDocument(store: SettingsStore, options: DocumentBindingOptions): () => void {
  const { document: doc } = options;
  const apply = (state: SettingsState) => {
    doc.body.classList.toggle('dark', state.isDarkMode);
    doc.documentElement.style.colorScheme = state.isDarkMode ? 'dark' : 'light';
    doc.documentElement.setAttribute('dir', state.rtlClass);
    doc.title = formatPageTitle(state.pageTitle, options.brand());
  };
  apply(store.getState());
  const unsubscribe = store.subscribe(apply);
  const onMedia = (event: MediaQueryListEvent) => store.getState().setSystemDark(event.matches);
  options.media?.addEventListener('change', onMedia);
  return () => {
    unsubscribe();
    options.media?.removeEventListener('change', onMedia);
  };
}
