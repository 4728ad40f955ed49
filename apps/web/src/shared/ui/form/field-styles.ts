/** Class strings shared by the form controls (theme tokens only, logical properties for RTL). */
export const controlBase =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink shadow-sm transition placeholder:text-ink-muted ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-ink ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70 aria-invalid:border-danger';
export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';
export const hintClass = 'mt-1.5 text-xs text-ink-muted';
export const errorClass = 'mt-1.5 text-xs font-medium text-danger';
