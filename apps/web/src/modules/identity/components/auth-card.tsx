import type { ReactNode } from 'react';
import { Link, type LinkProps } from '../../../shared/lib/router';
import { cn } from '../../../shared/lib/cn';

export type AuthCardProps = { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode; testId?: string };

/** The boxed card of the auth pages (blank layout): a heading, the form, then links. */
export function AuthCard({ title, subtitle, children, footer, testId }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-8 sm:py-12">
      <section
        aria-labelledby="auth-title"
        data-testid={testId}
        className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-ink">
          {title}
        </h1>
        {subtitle && <p className="mt-1.5 text-sm text-ink-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">{footer}</div>}
      </section>
    </div>
  );
}

/** A link inside the auth cards. */
export function AuthLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={cn('rounded font-semibold text-primary-ink underline-offset-2 hover:underline', className)} />;
}
