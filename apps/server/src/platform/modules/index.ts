export { composeModules, type Composition, type ModuleContext, type ServerModule } from './registry.js';
export type { CalendarSourceDefinition, CardContent, DashboardCardDefinition, NotificationKindDefinition, Surfaces } from './surfaces.js';
