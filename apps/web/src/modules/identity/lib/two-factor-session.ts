import { refreshSession, sessionStore } from '../../../shared/lib/session';

/**
 * After set-up, while a role required it: the access token still says "set-up first", so a refresh
 * takes a new one (the server no longer marks it), and the app opens up.
 */
export async function leaveSetupRequired(): Promise<void> {
  if (!sessionStore.getState().twoFactorSetupRequired) return;
  await refreshSession();
  sessionStore.setState({ twoFactorSetupRequired: false });
}
