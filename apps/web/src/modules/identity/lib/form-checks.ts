import { PASSWORD_MIN_LENGTH } from './password-rules';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Key of the problem with a new password, or null. */
export function newPasswordProblem(password: string): string | null {
  if (!password) return 'validation.passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  return null;
}

/** Focuses the first control named in `errors`, in the form's order. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, unknown>): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}
