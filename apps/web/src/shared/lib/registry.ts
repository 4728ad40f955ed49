import type { PermissionCode } from '@hcims/contracts/access';
import type { ComponentType } from 'react';

/**
 * The module registry (ARCHITECTURE section 3): each module contributes, from its own folder, its
 * screens (lazy) with the permission each needs (<m>.routes.tsx), and its menu entries and voice
 * phrases (<m>.navigation.ts). The app shell composes them; a module swaps its "not available yet"
 * screen for the real page by editing only its own folder.
 */
export type ScreenLayout = 'blank' | 'default';

/** What a screen's lazy import resolves to. */
export type ScreenModule = { Screen: ComponentType };

export type ScreenRoute = {
  /** Unique id, `<module>.<screen>`. */
  id: string;
  path: string;
  /** Other paths showing the same screen (e.g. /dashboard for /). */
  aliases?: readonly string[];
  layout: ScreenLayout;
  /** Needs a token in local storage (spec section 5). */
  protected: boolean;
  /** i18n key (with namespace) of the screen's name: page title and search. */
  title: string;
  /** Permission code `module.resource:action` of the access catalogue, when the screen needs one. */
  permission?: PermissionCode;
  load: () => Promise<ScreenModule>;
  /**
   * Starts the screen's first data call before its code has arrived (e.g. into the app's query
   * cache), so the two load side by side (ADR 0135). Called only once the user may open the screen.
   */
  prefetch?: () => Promise<unknown>;
};

export const menuGroupIds = ['main', 'hcims', 'tasks', 'routines', 'evaluation', 'settings', 'training'] as const;
export type MenuGroupId = (typeof menuGroupIds)[number];

export type MenuEntry = {
  group: MenuGroupId;
  path: string;
  /** i18n key (with namespace). */
  label: string;
  /** Position inside the group. */
  order: number;
  /** 'all' (sidebar and horizontal menu) or only the header's horizontal menu. */
  placement?: 'all' | 'horizontal';
  permission?: PermissionCode;
};

export type Redirect = { from: string; to: string };

export type SearchResult = { id: string; label: string; description?: string; to: string };
/** A module's contribution to the header search (people, once that module exists). */
export type SearchProvider = (query: string, signal: AbortSignal) => Promise<SearchResult[]>;

/** What a module's <m>.routes.tsx registers: its screens (lazy) and redirects. On every page. */
export type ModuleRoutes = {
  id: string;
  /** The module's translation namespace (screen names, menu labels). */
  namespace: string;
  routes: readonly ScreenRoute[];
  redirects?: readonly Redirect[];
};

/**
 * What a module's <m>.navigation.ts registers: menu entries, voice phrases per path and an optional
 * search provider. Only the default layout needs them, so they stay off the sign-in page's bundle.
 */
export type ModuleNavigation = {
  menu?: readonly MenuEntry[];
  /** English voice phrases (recognition runs in en-US), lower case, unique across the app, by path. */
  voice?: Readonly<Record<string, readonly string[]>>;
  search?: SearchProvider;
};

type ScreenOptions = Partial<Omit<ScreenRoute, 'id' | 'path' | 'title'>> & Pick<ScreenRoute, 'load'>;

/** A screen of module `namespace`, named by `<namespace>:screens.<key>`; protected, default layout unless told. */
export function defineScreen(namespace: string, key: string, path: string, options: ScreenOptions): ScreenRoute {
  return { id: `${namespace}.${key}`, path, title: `${namespace}:screens.${key}`, layout: 'default', protected: true, ...options };
}
