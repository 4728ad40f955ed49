export { identityRoutes, profileScreen } from './identity.routes';
export { identityNavigation } from './identity.navigation';
export { TwoFactorRolesCard } from './components/two-factor/two-factor-roles-card';
