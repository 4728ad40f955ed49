export { orgRoutes } from './org.routes';
export { orgNavigation } from './org.navigation';
