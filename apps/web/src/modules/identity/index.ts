export { identityRoutes, profileScreen } from './identity.routes';
export { identityNavigation } from './identity.navigation';
