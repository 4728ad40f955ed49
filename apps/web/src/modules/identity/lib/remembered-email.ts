/**
 * "Remember email" on the sign-in page: the address only, never the password. Local storage is
 * where the session tokens live too, so where it is blocked signing in fails anyway.
 */
const KEY = 'hcims.signIn.email';

export const readRememberedEmail = (): string | null => localStorage.getItem(KEY);

export function rememberEmail(email: string | null): void {
  if (email) localStorage.setItem(KEY, email);
  else localStorage.removeItem(KEY);
}
