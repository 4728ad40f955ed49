import { createStore, type StoreApi } from 'zustand/vanilla';
import { languages } from '../languages';

/** Display settings of spec section 3, kept in the browser. */
export const themes = ['light', 'dark', 'system'] as const;
export const menus = ['vertical', 'collapsible-vertical', 'horizontal'] as const;
export const layouts = ['full', 'boxed-layout'] as const;
export const directions = ['ltr', 'rtl'] as const;
export const navbars = ['navbar-sticky', 'navbar-floating', 'navbar-static'] as const;
/** Router transitions, stored under the class names the predecessor used ('' is none). */
export const animations = [
  '',
  'animate__fadeIn',
  'animate__fadeInDown',
  'animate__fadeInUp',
  'animate__fadeInLeft',
  'animate__fadeInRight',
  'animate__slideInDown',
  'animate__slideInLeft',
  'animate__slideInRight',
  'animate__zoomIn',
] as const;

export type Theme = (typeof themes)[number];
export type Menu = (typeof menus)[number];
export type Layout = (typeof layouts)[number];
export type Direction = (typeof directions)[number];
export type Navbar = (typeof navbars)[number];
export type Animation = (typeof animations)[number];
export type LanguageEntry = { code: string; name: string };

export type Settings = {
  isDarkMode: boolean;
  mainLayout: string;
  theme: Theme;
  menu: Menu;
  layout: Layout;
  rtlClass: Direction;
  animation: Animation;
  navbar: Navbar;
  locale: string;
  /**
   * The sidebar toggle, with the predecessor's meaning: false shows the sidebar on wide screens and
   * hides it below 1024 px; true flips both (hidden on wide screens, open on small ones).
   */
  sidebar: boolean;
  semidark: boolean;
  pageTitle: string;
  languageList: readonly LanguageEntry[];
};

export type SettingsActions = {
  toggleTheme: (theme: string) => void;
  toggleMenu: (menu: string) => void;
  toggleLayout: (layout: string) => void;
  toggleRTL: (direction: string) => void;
  toggleAnimation: (animation: string) => void;
  toggleNavbar: (navbar: string) => void;
  toggleSemidark: (on: boolean | string) => void;
  toggleLocale: (code: string) => void;
  toggleSidebar: () => void;
  setSidebar: (value: boolean) => void;
  setPageTitle: (title: string) => void;
  /** The operating system's dark preference changed (used while theme is system). */
  setSystemDark: (dark: boolean) => void;
  resetSettings: () => void;
};

export type SettingsState = Settings & SettingsActions;
export type SettingsStore = StoreApi<SettingsState>;

/** Spec section 9 defaults. */
export const defaultSettings: Settings = {
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
  languageList: languages,
};

/** The eight settings saved in local storage, each under its own name; the locale lives in i18nextLng. */
export const persistedKeys = ['theme', 'menu', 'layout', 'rtlClass', 'animation', 'navbar', 'sidebar', 'semidark'] as const;

export const rtlLocales: ReadonlySet<string> = new Set(['ae']);
export const directionForLocale = (code: string): Direction => (rtlLocales.has(code) ? 'rtl' : 'ltr');

export type SettingsEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Whether the operating system currently prefers dark colours. */
  prefersDark: () => boolean;
  /** Switches the translation language (i18next caches it under i18nextLng). */
  changeLanguage: (code: string) => void;
  /** The language in use at start-up (detected by i18next). */
  initialLocale: string;
  /** The language was chosen explicitly at start-up (?lng=): apply its direction like a pick. */
  localeChosenAtStartup?: boolean;
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value.trim()) ? (value.trim() as T) : undefined;

/** Semi-dark accepts the boolean true or the string 'true'. */
export const isTrue = (value: unknown): boolean => value === true || value === 'true';

const darkFor = (theme: Theme, prefersDark: boolean) => theme === 'dark' || (theme === 'system' && prefersDark);

/** Reads the saved settings at start-up; anything missing or invalid takes its default. */
export function readStoredSettings(env: SettingsEnvironment): Settings {
  const get = (key: string) => {
    try {
      return env.storage.getItem(key);
    } catch {
      return null;
    }
  };
  const locale = languages.some((l) => l.code === env.initialLocale) ? env.initialLocale : defaultSettings.locale;
  const storedDirection = oneOf(directions, get('rtlClass'));
  const theme = oneOf(themes, get('theme')) ?? defaultSettings.theme;
  const sidebar = get('sidebar');
  return {
    ...defaultSettings,
    theme,
    isDarkMode: darkFor(theme, env.prefersDark()),
    menu: oneOf(menus, get('menu')) ?? defaultSettings.menu,
    layout: oneOf(layouts, get('layout')) ?? defaultSettings.layout,
    rtlClass: env.localeChosenAtStartup ? directionForLocale(locale) : (storedDirection ?? directionForLocale(locale)),
    animation: oneOf(animations, get('animation') ?? '') ?? defaultSettings.animation,
    navbar: oneOf(navbars, get('navbar')) ?? defaultSettings.navbar,
    sidebar: sidebar === null ? defaultSettings.sidebar : isTrue(sidebar),
    semidark: isTrue(get('semidark')),
    locale,
  };
}

export function createSettingsStore(env: SettingsEnvironment): SettingsStore {
  const save = (key: (typeof persistedKeys)[number], value: string | boolean) => {
    try {
      env.storage.setItem(key, String(value));
    } catch {
      // Storage full or blocked (private mode): the setting still applies for this visit.
    }
  };
  const initial = readStoredSettings(env);
  if (env.localeChosenAtStartup) save('rtlClass', initial.rtlClass);

  return createStore<SettingsState>()((set, get) => ({
    ...initial,
    toggleTheme: (value) => {
      const theme = oneOf(themes, value) ?? get().theme;
      save('theme', theme);
      set({ theme, isDarkMode: darkFor(theme, env.prefersDark()) });
    },
    toggleMenu: (value) => {
      const menu = oneOf(menus, value) ?? get().menu;
      save('menu', menu);
      // Spec section 4: a menu change also closes the sidebar.
      set({ menu, sidebar: false });
    },
    toggleLayout: (value) => {
      const layout = oneOf(layouts, value) ?? get().layout;
      save('layout', layout);
      set({ layout });
    },
    toggleRTL: (value) => {
      const rtlClass = oneOf(directions, value) ?? get().rtlClass;
      save('rtlClass', rtlClass);
      set({ rtlClass });
    },
    toggleAnimation: (value) => {
      const animation = oneOf(animations, String(value ?? '')) ?? defaultSettings.animation;
      save('animation', animation);
      set({ animation });
    },
    toggleNavbar: (value) => {
      const navbar = oneOf(navbars, value) ?? get().navbar;
      save('navbar', navbar);
      set({ navbar });
    },
    toggleSemidark: (value) => {
      const semidark = isTrue(value);
      save('semidark', semidark);
      set({ semidark });
    },
    toggleLocale: (code) => {
      if (!get().languageList.some((l) => l.code === code)) return;
      env.changeLanguage(code);
      // Choosing 'ae' sets right-to-left, any other language left-to-right.
      const rtlClass = directionForLocale(code);
      save('rtlClass', rtlClass);
      set({ locale: code, rtlClass });
    },
    // Not saved (spec section 4); only read at start-up.
    toggleSidebar: () => set({ sidebar: !get().sidebar }),
    setSidebar: (sidebar) => set({ sidebar }),
    setPageTitle: (pageTitle) => set({ pageTitle }),
    setSystemDark: (dark) => {
      if (get().theme === 'system') set({ isDarkMode: dark });
    },
    resetSettings: () => {
      for (const key of persistedKeys) {
        try {
          env.storage.removeItem(key);
        } catch {
          // ignore
        }
      }
      const locale = get().locale;
      set({
        ...defaultSettings,
        locale,
        rtlClass: directionForLocale(locale),
        isDarkMode: false,
      });
    },
  }));
}
