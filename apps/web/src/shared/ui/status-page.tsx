import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type StatusPageProps = {
  icon: ReactNode;
  /** A short code or label above the title (e.g. 404). */
  eyebrow?: ReactNode;
  title: ReactNode;
  message: ReactNode;
  actions?: ReactNode;
  /** Fills the viewport (blank layout) or sits in the content area (default layout). */
  fullScreen?: boolean;
  testId?: string;
};

/** The neutral full-page state used by "not available yet", not found, access denied and load failures. */
export function StatusPage({ icon, eyebrow, title, message, actions, fullScreen, testId }: StatusPageProps) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center px-6 text-center',
        fullScreen ? 'min-h-[70dvh] justify-center py-16' : 'py-16 sm:py-24',
      )}
    >
      <div className="mb-6 grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary-ink" aria-hidden="true">
        {icon}
      </div>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-primary-ink uppercase">{eyebrow}</p>}
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-3 text-base leading-relaxed text-ink-muted">{message}</p>
      {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </section>
  );
}
