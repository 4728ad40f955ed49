import { Menu, Palette, Search } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { Link } from '../../shared/lib/router';
import { useSettings } from '../../shared/lib/settings';
import { iconButton } from '../../shared/ui/button-styles';
import { BrandMark } from '../shell/brand-mark';
import { HorizontalMenu } from './horizontal-menu';
import { LanguagePicker } from './language-picker';
import { MessagesDropdown } from './messages-dropdown';
import { NotificationsDropdown } from './notifications-dropdown';
import { ProfileDropdown } from './profile-dropdown';
import { quickShortcuts } from './shortcuts';
import { ThemeToggle } from './theme-toggle';

type HeaderProps = {
  sidebarVisible: boolean;
  onToggleSidebar: () => void;
  onOpenSearch: () => void;
  onOpenCustomizer: () => void;
};

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

export function Header({ sidebarVisible, onToggleSidebar, onOpenSearch, onOpenCustomizer }: HeaderProps) {
  const { t } = useTranslation(['shell', 'common']);
  const menu = useSettings((s) => s.menu);

  // Ctrl+K (Cmd+K on a Mac) opens the search from anywhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpenSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpenSearch]);

  return (
    <header className="app-header" data-testid="header">
      <div className="header-bar flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-5">
        <button
          type="button"
          className={cn(iconButton, 'header-sidebar-toggle')}
          onClick={onToggleSidebar}
          aria-label={sidebarVisible ? t('shell:sidebar.collapse') : t('shell:sidebar.expand')}
          aria-controls="app-sidebar"
          aria-expanded={sidebarVisible}
          data-testid="header-sidebar-toggle"
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Link
          to="/"
          className="header-logo flex items-center gap-2 rounded-lg font-bold tracking-tight"
          aria-label={t('shell:sidebar.home')}
        >
          <BrandMark size={30} />
          <span className="hidden text-lg sm:inline">{t('common:app.name')}</span>
        </Link>
        <button
          type="button"
          onClick={onOpenSearch}
          className="search-trigger hidden h-10 min-w-0 flex-1 items-center gap-2 rounded-full border border-line bg-surface-muted px-4 text-start text-sm text-ink-muted transition hover:border-primary/40 md:flex md:max-w-sm"
          aria-keyshortcuts="Control+K Meta+K"
          title={t('shell:search.open')}
          data-testid="search-trigger"
        >
          <Search className="size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1 truncate">{t('shell:search.placeholder')}</span>
          <kbd className="rounded border border-line bg-surface px-1.5 py-0.5 font-sans text-[11px]" aria-hidden="true">
            {isMac() ? '⌘K' : t('shell:search.shortcut')}
          </kbd>
        </button>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <button type="button" className={cn(iconButton, 'md:hidden')} onClick={onOpenSearch} aria-label={t('shell:search.open')}>
            <Search className="size-5" aria-hidden="true" />
          </button>
          {quickShortcuts.map(({ path, label, icon: Icon }) => (
            <Link key={path} to={path} className={cn(iconButton, 'max-md:hidden')} aria-label={t(label)} title={t(label)}>
              <Icon className="size-5" aria-hidden="true" />
            </Link>
          ))}
          <ThemeToggle />
          <LanguagePicker />
          <MessagesDropdown />
          <NotificationsDropdown />
          <button
            type="button"
            className={iconButton}
            onClick={onOpenCustomizer}
            aria-label={t('shell:customizer.open')}
            title={t('shell:customizer.open')}
            data-testid="customizer-trigger"
          >
            <Palette className="size-5" aria-hidden="true" />
          </button>
          <span className="ms-1">
            <ProfileDropdown />
          </span>
        </div>
      </div>
      {menu === 'horizontal' && <HorizontalMenu />}
    </header>
  );
}
