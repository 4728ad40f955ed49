import { ChevronDown, ChevronsLeft, LayoutDashboard, LogOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { Link, NavLink, useLocation } from '../../shared/lib/router';
import { useSession } from '../../shared/lib/session';
import { logout } from '../../shared/lib/session/sign-out';
import { useSettings } from '../../shared/lib/settings';
import { BrandMark } from '../shell/brand-mark';
import { buildMenu, groupOfPath, menuEntries, type BuiltGroup } from './menu-model';

const itemClass = (active: boolean) =>
  cn(
    'sidebar-item group/item flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    active ? 'bg-primary-soft text-primary-ink' : 'text-ink hover:bg-surface-hover',
  );

const subItemClass = (active: boolean) =>
  cn(
    'relative flex items-center rounded-md py-2 ps-11 pe-3 text-sm transition-colors',
    'before:absolute before:start-[1.45rem] before:size-1.5 before:rounded-full before:bg-current before:opacity-50',
    active ? 'font-semibold text-primary-ink before:opacity-100' : 'text-ink-muted hover:bg-surface-hover hover:text-ink',
  );

type SidebarProps = {
  /** Whether the sidebar is on screen (depends on the toggle and the viewport). */
  visible: boolean;
  onToggle: () => void;
};

/**
 * The vertical navigation: 260 px, groups as an accordion (one open, 300 ms), the active link marked
 * and its group opened, semi-dark when set, and a logout action.
 */
export function Sidebar({ visible, onToggle }: SidebarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const permissions = useSession((s) => s.permissions);
  const semidark = useSettings((s) => s.semidark);
  const { top, groups } = useMemo(() => buildMenu(menuEntries, 'sidebar', permissions), [permissions]);
  const activeGroup = groupOfPath(groups, pathname);

  // On load the active link's group is open; when the route moves to another group, it opens.
  const [openGroup, setOpenGroup] = useState<BuiltGroup['id'] | null>(activeGroup);
  const [seenActive, setSeenActive] = useState(activeGroup);
  if (seenActive !== activeGroup) {
    setSeenActive(activeGroup);
    if (activeGroup) setOpenGroup(activeGroup);
  }

  return (
    <aside
      id="app-sidebar"
      data-testid="sidebar"
      data-visible={visible}
      inert={!visible}
      aria-label={t('shell:sidebar.label')}
      className={cn('sidebar', semidark && 'dark semidark')}
    >
      <div className="sidebar-panel flex h-full flex-col border-e border-line bg-sidebar text-ink">
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-4">
          <Link
            to="/"
            className="flex min-w-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight"
            aria-label={t('shell:sidebar.home')}
          >
            <BrandMark />
            <span className="sidebar-label truncate">{t('common:app.name')}</span>
          </Link>
          <button
            type="button"
            onClick={onToggle}
            aria-label={t('shell:sidebar.collapse')}
            aria-controls="app-sidebar"
            aria-expanded={visible}
            className="sidebar-label grid size-8 place-items-center rounded-full text-ink-muted transition hover:bg-surface-hover hover:text-ink"
          >
            <ChevronsLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t('shell:sidebar.navigation')} className="sidebar-scroll min-h-0 flex-1 overflow-y-auto px-3 pb-4">
          <ul className="space-y-1">
            {top.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} className={itemClass}>
                  <LayoutDashboard className="size-5 shrink-0" aria-hidden="true" />
                  <span className="sidebar-label truncate">{t(entry.label)}</span>
                </NavLink>
              </li>
            ))}
            {groups.map((group) => {
              const open = openGroup === group.id;
              const panelId = `sidebar-group-${group.id}`;
              const Icon = group.icon;
              return (
                <li key={group.id}>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    data-group={group.id}
                    data-active-group={activeGroup === group.id || undefined}
                    onClick={() => setOpenGroup(open ? null : group.id)}
                    className={cn(itemClass(false), activeGroup === group.id && 'text-primary-ink')}
                  >
                    <Icon className="size-5 shrink-0" aria-hidden="true" />
                    <span className="sidebar-label flex-1 truncate text-start">{t(group.label)}</span>
                    <ChevronDown
                      className={cn('sidebar-label size-4 shrink-0 transition-transform duration-300', open && 'rotate-180')}
                      aria-hidden="true"
                    />
                  </button>
                  <div id={panelId} className="accordion-panel" data-open={open} data-testid={`sidebar-panel-${group.id}`}>
                    <div className="min-h-0 overflow-hidden">
                      <ul className="sidebar-label space-y-0.5 py-1">
                        {group.entries.map((entry) => (
                          <li key={entry.path}>
                            <NavLink to={entry.path} className={subItemClass}>
                              {t(entry.label)}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="shrink-0 border-t border-line p-3">
          <button type="button" onClick={() => void logout()} className={itemClass(false)} data-testid="sidebar-logout">
            <LogOut className="size-5 shrink-0 rtl:rotate-180" aria-hidden="true" />
            <span className="sidebar-label truncate">{t('shell:actions.logout')}</span>
          </button>
        </div>
      </div>
    </aside>
  );
}
