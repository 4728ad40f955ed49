import { accessRoutes } from '../../modules/access';
import { evaluationRoutes } from '../../modules/evaluation';
import { identityRoutes } from '../../modules/identity';
import { orgRoutes } from '../../modules/org';
import { payrollRoutes } from '../../modules/payroll';
import { peopleRoutes } from '../../modules/people';
import { performanceRoutes } from '../../modules/performance';
import { routinesRoutes } from '../../modules/routines';
import { tasksRoutes } from '../../modules/tasks';
import { trainingRoutes } from '../../modules/training';
import { workspaceRoutes } from '../../modules/workspace';
import { whatsappRoutes } from '../../modules/whatsapp';
import type { ModuleRoutes, ScreenRoute } from '../../shared/lib/registry';
import { normalizePath } from '../../shared/lib/router';

/** Every module's screens, in menu order. */
export const appRoutes: readonly ModuleRoutes[] = [
  workspaceRoutes,
  identityRoutes,
  peopleRoutes,
  tasksRoutes,
  routinesRoutes,
  evaluationRoutes,
  orgRoutes,
  payrollRoutes,
  performanceRoutes,
  accessRoutes,
  trainingRoutes,
  whatsappRoutes,
];

export const screenRoutes: readonly ScreenRoute[] = appRoutes.flatMap((m) => m.routes);
export const moduleNamespaces: readonly string[] = appRoutes.map((m) => m.namespace);
/** Namespaces the default layout needs: its own strings and every module's screen names (menus, search). */
export const shellNamespaces: readonly string[] = ['shell', ...moduleNamespaces];

export type Resolution = { kind: 'screen'; route: ScreenRoute } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/** Exact matching (no route has parameters), case- and trailing-slash-insensitive. */
export function buildRouteTable(modules: readonly ModuleRoutes[]): (pathname: string) => Resolution {
  const screens = new Map<string, ScreenRoute>();
  const redirects = new Map<string, string>();
  for (const module of modules) {
    for (const route of module.routes) {
      for (const path of [route.path, ...(route.aliases ?? [])]) {
        const key = normalizePath(path);
        if (screens.has(key)) throw new Error(`Two screens claim ${path}`);
        screens.set(key, route);
      }
    }
    for (const redirect of module.redirects ?? []) redirects.set(normalizePath(redirect.from), redirect.to);
  }
  return (pathname) => {
    const key = normalizePath(pathname);
    const route = screens.get(key);
    if (route) return { kind: 'screen', route };
    const to = redirects.get(key);
    if (to) return { kind: 'redirect', to };
    return { kind: 'not-found' };
  };
}

export const resolvePath = buildRouteTable(appRoutes);
