export { performanceRoutes } from './performance.routes';
export { performanceNavigation } from './performance.navigation';
