import type { ModuleNavigation } from '../../shared/lib/registry';

/** performance: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const performanceNavigation: ModuleNavigation = {
  menu: [
    {
      group: 'settings',
      path: '/create_performance_monitoring',
      label: 'performance:screens.monitoring',
      order: 5,
      permission: 'performance.goals:read',
    },
  ],
  voice: {
    '/create_performance_monitoring': ['performance monitoring', 'monitoring', 'goals', 'company goals', 'key results', 'kpis'],
  },
};
