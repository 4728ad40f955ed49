export { trainingRoutes } from './training.routes';
export { trainingNavigation } from './training.navigation';
