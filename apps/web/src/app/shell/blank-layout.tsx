import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { Link } from '../../shared/lib/router';
import { BrandMark } from './brand-mark';
import { Copyright } from './copyright';

/** Public pages and the error page: no sidebar, header or voice button. */
export function BlankLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-page text-ink" data-layout-kind="blank">
      <header className="px-6 pt-6">
        <Link to="/" className="inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-ink">
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
      </header>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <footer className="px-6 py-6 text-center text-xs text-ink-muted">
        <Copyright />
      </footer>
    </div>
  );
}
