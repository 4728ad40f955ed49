import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';
import { TWO_FACTOR_SETUP_PATH } from '../../shared/lib/session';

const ns = 'identity';
const blank = { layout: 'blank', protected: false } as const;

/** Sign-in, registration, password reset and the lock screen (blank layout). */
export const identityRoutes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'signIn', '/auth/boxed-signin', {
      ...blank,
      aliases: ['/auth/LoginBoxed'],
      load: () => import('./pages/sign-in-page').then((m) => ({ Screen: m.SignInPage })),
    }),
    defineScreen(ns, 'register', '/auth/register', {
      ...blank,
      load: () => import('./pages/register-page').then((m) => ({ Screen: m.RegisterPage })),
    }),
    defineScreen(ns, 'forgotPassword', '/auth/Forgot-Password', {
      ...blank,
      load: () => import('./pages/forgot-password-page').then((m) => ({ Screen: m.ForgotPasswordPage })),
    }),
    defineScreen(ns, 'resetPassword', '/auth/Reset-Password', {
      ...blank,
      load: () => import('./pages/reset-password-page').then((m) => ({ Screen: m.ResetPasswordPage })),
    }),
    defineScreen(ns, 'acceptInvitation', '/auth/Accept-Invitation', {
      ...blank,
      load: () => import('./pages/accept-invitation-page').then((m) => ({ Screen: m.AcceptInvitationPage })),
    }),
    defineScreen(ns, 'confirmSignUp', '/auth/Confirm-Sign-Up', {
      ...blank,
      load: () => import('./pages/confirm-sign-up-page').then((m) => ({ Screen: m.ConfirmSignUpPage })),
    }),
    // The session stays while the screen is locked, so a token is needed (PRODUCT.md).
    defineScreen(ns, 'lockScreen', '/auth/boxed-lockscreen', {
      ...blank,
      protected: true,
      load: () => import('./pages/lock-screen-page').then((m) => ({ Screen: m.LockScreenPage })),
    }),
    // A role requires two-factor sign-in and the account has none: the only screen until it is set up.
    defineScreen(ns, 'twoFactorSetup', TWO_FACTOR_SETUP_PATH, {
      ...blank,
      protected: true,
      load: () => import('./pages/two-factor-setup-page').then((m) => ({ Screen: m.TwoFactorSetupPage })),
    }),
  ],
};

/**
 * /users/profile is registered by the workspace module (workspace.routes.tsx); this is its real
 * page, for that route's `load`.
 */
export const profileScreen = () => import('./pages/profile-page').then((m) => ({ Screen: m.ProfilePage }));
