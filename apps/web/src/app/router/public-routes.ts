import { identityRoutes } from '../../modules/identity';
import type { ModuleRoutes, ScreenRoute } from '../../shared/lib/registry';
import { normalizePath } from '../../shared/lib/router';

/** The screens anyone may open (sign-in, registration, recovery), known without the route table. */
export function publicScreens(modules: readonly ModuleRoutes[]): (pathname: string) => ScreenRoute | undefined {
  const screens = new Map<string, ScreenRoute>();
  for (const module of modules) {
    for (const route of module.routes) {
      if (route.protected) continue;
      for (const path of [route.path, ...(route.aliases ?? [])]) screens.set(normalizePath(path), route);
    }
  }
  return (pathname) => screens.get(normalizePath(pathname));
}

/**
 * Resolves the public pages on their own, so the sign-in page loads no other module's routes
 * (its 100 KB budget); every other path waits for the whole route table.
 */
export const resolvePublicPath = publicScreens([identityRoutes]);
