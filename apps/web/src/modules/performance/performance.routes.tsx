import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { notAvailableScreen } from '../../shared/ui/not-available';

const ns = 'performance';

/** Performance monitoring: the goal cascade (Settings). */
export const performanceRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'monitoring', '/create_performance_monitoring', {
      load: notAvailableScreen,
      permission: 'performance.goals:read',
    }),
  ],
};
