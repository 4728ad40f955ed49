export { evaluationRoutes } from './evaluation.routes';
export { evaluationNavigation } from './evaluation.navigation';
