/** Shared button looks (class strings), so links and buttons match. */
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground shadow-sm transition hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 py-2.5 text-sm font-semibold text-ink shadow-sm transition hover:bg-surface-hover';
export const iconButton =
  'inline-grid size-9 shrink-0 place-items-center rounded-full text-ink-muted transition hover:bg-surface-hover hover:text-ink aria-expanded:bg-surface-hover aria-expanded:text-ink data-[state=open]:bg-surface-hover data-[state=open]:text-ink';
