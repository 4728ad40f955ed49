import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../shared/lib/use-translation';
import { useIsDesktop } from '../../shared/hooks/use-media-query';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';
import { cn } from '../../shared/lib/cn';
import { queryClient } from '../../shared/lib/query-client';
import { useLocation } from '../../shared/lib/router';
import { onSignOut } from '../../shared/lib/session';
import { getSettingsStore, useSettings } from '../../shared/lib/settings';
import { Header } from '../header/header';
import { Footer } from '../shell/footer';
import { ScrollToTop } from '../shell/scroll-to-top';
import { Sidebar } from '../sidebar/sidebar';
import { VoiceButton } from '../voice/voice-button';

// Panels that open on demand load on their first opening, not with every screen.
const Customizer = lazy(() => import('../customizer/customizer').then((m) => ({ default: m.Customizer })));
const SearchDialog = lazy(() => import('../header/search-dialog').then((m) => ({ default: m.SearchDialog })));

/** Below 1024 px the sidebar closes on every route change (spec section 2). */
function useCloseSidebarOnRouteChange(isDesktop: boolean) {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    const store = getSettingsStore().getState();
    if (!isDesktop && store.sidebar) store.setSidebar(false);
  }
}

/**
 * The protected screens' frame: sidebar, header, content (with the router transition), footer,
 * scroll-to-top and voice buttons (the signed-in user's permissions are known before it opens:
 * signed-in-screen.tsx).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  // What the frame shows, not the whole store: a screen sets the page title when it opens, and
  // each change here renders the sidebar and the header again.
  const settings = useSettings(
    useShallow((s) => ({
      menu: s.menu,
      layout: s.layout,
      navbar: s.navbar,
      semidark: s.semidark,
      sidebar: s.sidebar,
      rtlClass: s.rtlClass,
      animation: s.animation,
      toggleSidebar: s.toggleSidebar,
    })),
  );
  const [searchOpen, setSearchOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const searchOpened = useOpenedOnce(searchOpen);
  const customizerOpened = useOpenedOnce(customizerOpen);
  useCloseSidebarOnRouteChange(isDesktop);

  // The company setup lists load when a screen or picker first reads them (company-setup.ts).
  useEffect(() => onSignOut(() => queryClient.clear()), []);

  // The toggle's meaning (predecessor): false = shown on wide screens, hidden on small ones.
  const sidebarVisible = isDesktop ? settings.menu !== 'horizontal' && !settings.sidebar : settings.sidebar;
  const overlayShown = !isDesktop && settings.sidebar;

  useEffect(() => {
    if (!overlayShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') getSettingsStore().getState().setSidebar(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayShown]);

  const openSearch = useCallback(() => setSearchOpen(true), []);
  const toggleSidebar = settings.toggleSidebar;

  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={settings.rtlClass}>
        <div
          className="app-shell min-h-dvh bg-page text-ink"
          data-testid="app-shell"
          data-menu={settings.menu}
          data-layout={settings.layout}
          data-navbar={settings.navbar}
          data-semidark={settings.semidark}
          data-sidebar-visible={sidebarVisible}
        >
          <a href="#main-content" className="skip-link">
            {t('actions.skipToContent')}
          </a>
          <Sidebar visible={sidebarVisible} onToggle={toggleSidebar} />
          {overlayShown && (
            <div
              className="sidebar-overlay fixed inset-0 z-[45] bg-black/60 lg:hidden"
              data-testid="sidebar-overlay"
              aria-hidden="true"
              onClick={toggleSidebar}
            />
          )}
          <div className="app-main flex min-h-dvh flex-col">
            <div className="app-frame flex min-h-dvh flex-1 flex-col">
              <Header
                sidebarVisible={sidebarVisible}
                onToggleSidebar={toggleSidebar}
                onOpenSearch={openSearch}
                onOpenCustomizer={() => setCustomizerOpen(true)}
              />
              <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6">
                <div
                  key={pathname}
                  className={cn('route-content', settings.animation && `route-animate ${settings.animation}`)}
                  data-testid="route-content"
                >
                  {children}
                </div>
              </main>
              <Footer />
            </div>
          </div>
          <ScrollToTop />
          <VoiceButton />
          <Suspense fallback={null}>
            {searchOpened && <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />}
            {customizerOpened && <Customizer open={customizerOpen} onOpenChange={setCustomizerOpen} />}
          </Suspense>
        </div>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
