export { accessRoutes } from './access.routes';
export { accessNavigation } from './access.navigation';
