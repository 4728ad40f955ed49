/** A destructive action, shaped like the shell's primary button. */
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2.5 text-sm font-semibold text-surface shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
