export { workspaceRoutes } from './workspace.routes';
export { workspaceNavigation } from './workspace.navigation';
