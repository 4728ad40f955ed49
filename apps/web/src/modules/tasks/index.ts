export { tasksRoutes } from './tasks.routes';
export { tasksNavigation } from './tasks.navigation';
