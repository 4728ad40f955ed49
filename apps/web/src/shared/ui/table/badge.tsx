import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-hover text-ink-muted',
  primary: 'bg-primary-soft text-primary-ink',
  success: 'bg-success/10 text-success',
  danger: 'bg-danger-soft text-danger',
  // No warning token in the theme yet: amber from the palette, darker text in light, lighter in dark.
  warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
};

/** A short status label (text, never colour alone). */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tones[tone], className)}
    >
      {children}
    </span>
  );
}
