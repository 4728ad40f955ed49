import type { ModuleNavigation } from '../../shared/lib/registry';

/** identity: menu entries and voice phrases (loaded with the default layout, not on the sign-in page). */
export const identityNavigation: ModuleNavigation = {
  voice: {
    '/auth/boxed-signin': ['sign in page', 'login page', 'sign in', 'log in'],
    '/auth/register': ['register', 'registration', 'sign up', 'create account'],
    '/auth/Forgot-Password': ['forgot password', 'forgotten password'],
    '/auth/Reset-Password': ['reset password', 'password reset'],
    '/auth/Accept-Invitation': ['accept invitation', 'company invitation'],
    '/auth/Confirm-Sign-Up': ['confirm sign up', 'confirm registration'],
    '/auth/boxed-lockscreen': ['lock screen', 'lock the screen', 'lock'],
    '/auth/two-factor-setup': ['two factor setup', 'set up two factor', 'authenticator app'],
  },
};
