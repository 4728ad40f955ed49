/**
 * The checks the sign-in page needs. Only modules that also import the sign-in page may import
 * this file, so the bundler keeps it inside the sign-in chunk (see pages/sign-in-page.tsx).
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Key of the problem with an email, or null. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'validation.emailRequired';
  return emailPattern.test(email.trim()) ? null : 'validation.emailInvalid';
}

/** Where to go after signing in or unlocking: the page first asked for (a same-origin path, not an auth page), else /. */
export function safeReturnPath(from: unknown): string {
  return typeof from === 'string' && /^\/(?![/\\]|auth\/)/i.test(from) ? from : '/';
}
