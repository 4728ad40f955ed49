import { describe, expect, it, vi } from 'vitest';
import { bindSettingsToDocument, formatPageTitle } from './document-binding';
import { createSettingsStore, defaultSettings, persistedKeys, type SettingsEnvironment } from './settings-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function setup(stored: Record<string, string> = {}, env: Partial<SettingsEnvironment> = {}) {
  const storage = memoryStorage(stored);
  let dark = false;
  const changeLanguage = vi.fn();
  const store = createSettingsStore({ storage, prefersDark: () => dark, changeLanguage, initialLocale: 'en', ...env });
  return { store, storage, changeLanguage, setOsDark: (value: boolean) => (dark = value) };
}

describe('settings store: defaults (spec sections 3 and 9)', () => {
  it('starts with language en, theme light, menu vertical, layout full, ltr, sticky navbar, semi-dark off', () => {
    const s = setup().store.getState();
    expect(s).toMatchObject({
      isDarkMode: false,
      mainLayout: 'app',
      theme: 'light',
      menu: 'vertical',
      layout: 'full',
      rtlClass: 'ltr',
      animation: '',
      navbar: 'navbar-sticky',
      locale: 'en',
      sidebar: false,
      semidark: false,
      pageTitle: '',
    });
    expect(defaultSettings.languageList.map((l) => l.code)).toEqual([
      'zh',
      'da',
      'en',
      'fr',
      'de',
      'el',
      'hu',
      'it',
      'ja',
      'pl',
      'pt',
      'ru',
      'es',
      'sv',
      'tr',
      'ae',
    ]);
  });

  it('persists exactly the eight keys of the spec', () => {
    expect([...persistedKeys].sort()).toEqual(['animation', 'layout', 'menu', 'navbar', 'rtlClass', 'semidark', 'sidebar', 'theme']);
  });
});

describe('settings store: start-up reads the eight local-storage keys', () => {
  it.each([
    ['theme', 'dark', { theme: 'dark', isDarkMode: true }],
    ['menu', 'horizontal', { menu: 'horizontal' }],
    ['menu', 'collapsible-vertical', { menu: 'collapsible-vertical' }],
    ['layout', 'boxed-layout', { layout: 'boxed-layout' }],
    ['rtlClass', 'rtl', { rtlClass: 'rtl' }],
    ['animation', 'animate__zoomIn', { animation: 'animate__zoomIn' }],
    ['navbar', 'navbar-floating', { navbar: 'navbar-floating' }],
    ['sidebar', 'true', { sidebar: true }],
    ['semidark', 'true', { semidark: true }],
  ])('reads %s = %s', (key, value, expected) => {
    expect(setup({ [key]: value }).store.getState()).toMatchObject(expected);
  });

  it('falls back to the defaults for values it does not know', () => {
    const s = setup({ theme: 'purple', menu: 'diagonal', layout: 'x', rtlClass: 'up', navbar: 'n', animation: 'spin' }).store.getState();
    expect(s).toMatchObject({ theme: 'light', menu: 'vertical', layout: 'full', rtlClass: 'ltr', navbar: 'navbar-sticky', animation: '' });
  });

  it('takes the language i18next detected (from i18nextLng) and gives Arabic right-to-left when no direction is saved', () => {
    expect(setup({}, { initialLocale: 'ae' }).store.getState()).toMatchObject({ locale: 'ae', rtlClass: 'rtl' });
    expect(setup({ rtlClass: 'ltr' }, { initialLocale: 'ae' }).store.getState().rtlClass).toBe('ltr');
  });

  it('treats ?lng= as choosing the language: its direction wins and is saved', () => {
    const { store, storage } = setup({ rtlClass: 'ltr' }, { initialLocale: 'ae', localeChosenAtStartup: true });
    expect(store.getState().rtlClass).toBe('rtl');
    expect(storage.data.get('rtlClass')).toBe('rtl');
  });

  it('system theme follows the OS preference at start-up', () => {
    const storage = memoryStorage({ theme: 'system' });
    const store = createSettingsStore({ storage, prefersDark: () => true, changeLanguage: vi.fn(), initialLocale: 'en' });
    expect(store.getState().isDarkMode).toBe(true);
  });
});

describe('settings store: changes (spec section 4)', () => {
  it('light turns dark mode off, dark turns it on, system follows the OS live', () => {
    const { store, setOsDark } = setup();
    store.getState().toggleTheme('dark');
    expect(store.getState().isDarkMode).toBe(true);
    store.getState().toggleTheme('light');
    expect(store.getState().isDarkMode).toBe(false);
    setOsDark(true);
    store.getState().toggleTheme('system');
    expect(store.getState().isDarkMode).toBe(true);
    store.getState().setSystemDark(false);
    expect(store.getState().isDarkMode).toBe(false);
    store.getState().toggleTheme('light');
    store.getState().setSystemDark(true);
    expect(store.getState().isDarkMode).toBe(false);
  });

  it('saves every setting except the sidebar toggle and the page title', () => {
    const { store, storage } = setup();
    const s = store.getState();
    s.toggleTheme('dark');
    s.toggleMenu('horizontal');
    s.toggleLayout('boxed-layout');
    s.toggleRTL('rtl');
    s.toggleAnimation('animate__fadeIn');
    s.toggleNavbar('navbar-static');
    s.toggleSemidark(true);
    s.toggleSidebar();
    s.setPageTitle('Attendance');
    expect(Object.fromEntries(storage.data)).toEqual({
      theme: 'dark',
      menu: 'horizontal',
      layout: 'boxed-layout',
      rtlClass: 'rtl',
      animation: 'animate__fadeIn',
      navbar: 'navbar-static',
      semidark: 'true',
    });
    expect(store.getState().sidebar).toBe(true);
    expect(store.getState().pageTitle).toBe('Attendance');
  });

  it('a menu change also closes the sidebar', () => {
    const { store } = setup({ sidebar: 'true' });
    expect(store.getState().sidebar).toBe(true);
    store.getState().toggleMenu('collapsible-vertical');
    expect(store.getState()).toMatchObject({ menu: 'collapsible-vertical', sidebar: false });
  });

  it('the sidebar toggle flips its state', () => {
    const { store } = setup();
    store.getState().toggleSidebar();
    expect(store.getState().sidebar).toBe(true);
    store.getState().toggleSidebar();
    expect(store.getState().sidebar).toBe(false);
  });

  it("choosing 'ae' sets rtl, any other language ltr; the language goes through i18next", () => {
    const { store, changeLanguage, storage } = setup();
    store.getState().toggleLocale('ae');
    expect(changeLanguage).toHaveBeenLastCalledWith('ae');
    expect(store.getState()).toMatchObject({ locale: 'ae', rtlClass: 'rtl' });
    expect(storage.data.get('rtlClass')).toBe('rtl');
    store.getState().toggleLocale('fr');
    expect(store.getState()).toMatchObject({ locale: 'fr', rtlClass: 'ltr' });
    // The locale itself is i18next's to store (under i18nextLng), not ours.
    expect(storage.data.has('locale')).toBe(false);
  });

  it('ignores a language that is not in the list', () => {
    const { store, changeLanguage } = setup();
    store.getState().toggleLocale('xx');
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(store.getState().locale).toBe('en');
  });

  it('trims the animation value', () => {
    const { store, storage } = setup();
    store.getState().toggleAnimation('  animate__fadeInUp  ');
    expect(store.getState().animation).toBe('animate__fadeInUp');
    expect(storage.data.get('animation')).toBe('animate__fadeInUp');
    store.getState().toggleAnimation('   ');
    expect(store.getState().animation).toBe('');
  });

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['yes', false],
  ])('semi-dark %s counts as %s', (value, expected) => {
    const { store } = setup();
    store.getState().toggleSemidark(value);
    expect(store.getState().semidark).toBe(expected);
  });

  it('reset goes back to the defaults, keeping the language', () => {
    const { store, storage } = setup({ theme: 'dark', menu: 'horizontal' }, { initialLocale: 'ae' });
    store.getState().resetSettings();
    expect(store.getState()).toMatchObject({ theme: 'light', menu: 'vertical', isDarkMode: false, locale: 'ae', rtlClass: 'rtl' });
    expect(storage.data.size).toBe(0);
  });
});

describe('settings on the page', () => {
  function media() {
    const listeners = new Set<(e: MediaQueryListEvent) => void>();
    return {
      matches: false,
      addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
      fire: (matches: boolean) => listeners.forEach((l) => l({ matches } as MediaQueryListEvent)),
    };
  }

  it('puts the dark class on body, dir on html and the title with its brand suffix', () => {
    const { store } = setup();
    const mq = media();
    const unbind = bindSettingsToDocument(store, { document, brand: () => 'HCIMS', media: mq as unknown as MediaQueryList });
    expect(document.body.classList.contains('dark')).toBe(false);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.title).toBe('HCIMS');
    store.getState().toggleTheme('dark');
    store.getState().toggleRTL('rtl');
    store.getState().setPageTitle('Attendance');
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.title).toBe('Attendance | HCIMS');
    unbind();
  });

  it('follows the OS colour preference live while the theme is system', () => {
    const { store } = setup({ theme: 'system' });
    const mq = media();
    const unbind = bindSettingsToDocument(store, { document, brand: () => 'HCIMS', media: mq as unknown as MediaQueryList });
    mq.fire(true);
    expect(document.body.classList.contains('dark')).toBe(true);
    mq.fire(false);
    expect(document.body.classList.contains('dark')).toBe(false);
    unbind();
  });

  it('formats the page title as title, separator, brand', () => {
    expect(formatPageTitle('Calendar', 'HCIMS')).toBe('Calendar | HCIMS');
    expect(formatPageTitle('  ', 'HCIMS')).toBe('HCIMS');
  });
});
