export { peopleRoutes } from './people.routes';
export { peopleNavigation } from './people.navigation';
