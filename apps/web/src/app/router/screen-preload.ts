import type { PermissionSet } from '@hcims/contracts/access';
import type { ComponentType } from 'react';
import type { ScreenRoute } from '../../shared/lib/registry';
import { hasPermission, twoFactorSetupPending } from '../../shared/lib/session';
import { moduleLoader, type ModuleLoader } from './module-loader';

const screens = new Map<string, ModuleLoader<ComponentType>>();

/** The loader of a route's screen, one per route and page load (rendered with useLoaded, module-loader.ts). */
export function screenLoader(route: ScreenRoute): ModuleLoader<ComponentType> {
  let loader = screens.get(route.id);
  if (!loader) {
    loader = moduleLoader(() => route.load().then((m) => m.Screen));
    screens.set(route.id, loader);
  }
  return loader;
}

/** A screen whose code has arrived, else undefined. */
export const loadedScreen = (route: ScreenRoute): ComponentType | undefined => screenLoader(route).loaded();

/** A screen that failed to render is forgotten, so the next render loads it again. */
export function forgetScreen(route: ScreenRoute): void {
  screens.delete(route.id);
}

const prefetched = new Set<string>();

/**
 * Starts a screen before it renders: its code at once, and its first data (route.prefetch) once
 * the user may open it: a screen that needs no permission at once, any other when the signed-in
 * user's permissions are known and include it; none while the person must first set up two-factor
 * sign-in (every call but the set-up's answers 403 then). Each at most once per page load.
 */
export function preloadScreen(route: ScreenRoute, permissions: PermissionSet | null): void {
  void screenLoader(route)
    .load()
    .catch(() => undefined);
  const allowed = !route.permission || (permissions !== null && hasPermission(permissions, route.permission));
  if (!route.prefetch || !allowed || prefetched.has(route.id) || twoFactorSetupPending()) return;
  prefetched.add(route.id);
  void route.prefetch().catch(() => undefined);
}
