import type { PermissionSet } from '@hcims/contracts/access';
import type { ComponentType } from 'react';
import type { ScreenRoute } from '../../shared/lib/registry';
import { hasPermission, twoFactorSetupPending } from '../../shared/lib/session';
import { withRetry } from './lazy-retry';

const screens = new Map<string, Promise<ComponentType>>();
const loaded = new Map<string, ComponentType>();

export function screenPromise(route: ScreenRoute): Promise<ComponentType> {
  let promise = screens.get(route.id);
  if (!promise) {
    promise = withRetry(route.load).then((m) => {
      loaded.set(route.id, m.Screen);
      return m.Screen;
    });
    screens.set(route.id, promise);
  }
  return promise;
}

/**
 * A screen whose code has arrived, else undefined: rendered directly, it does not suspend (a
 * revealed Suspense boundary waits up to 300 ms: React's fallback throttling).
 */
export const loadedScreen = (route: ScreenRoute): ComponentType | undefined => loaded.get(route.id);

/** A failed load is forgotten, so the next render tries again. */
export function forgetScreen(route: ScreenRoute): void {
  screens.delete(route.id);
  loaded.delete(route.id);
}

const prefetched = new Set<string>();

/**
 * Starts a screen before it renders: its code at once, and its first data (route.prefetch) once
 * the user may open it: a screen that needs no permission at once, any other when the signed-in
 * user's permissions are known and include it; none while the person must first set up two-factor
 * sign-in (every call but the set-up's answers 403 then). Each at most once per page load.
 */
export function preloadScreen(route: ScreenRoute, permissions: PermissionSet | null): void {
  void screenPromise(route).catch(() => forgetScreen(route));
  const allowed = !route.permission || (permissions !== null && hasPermission(permissions, route.permission));
  if (!route.prefetch || !allowed || prefetched.has(route.id) || twoFactorSetupPending()) return;
  prefetched.add(route.id);
  void route.prefetch().catch(() => undefined);
}
