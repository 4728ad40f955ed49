export { routinesRoutes } from './routines.routes';
export { routinesNavigation } from './routines.navigation';
