/** The message of field `name` in react-hook-form's `formState.errors` (dotted paths allowed), if any. */
export function fieldErrorMessage(errors: Record<string, unknown>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}
