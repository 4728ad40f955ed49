import { ChevronDown, LayoutDashboard } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { NavLink, useLocation } from '../../shared/lib/router';
import { useSession } from '../../shared/lib/session';
import { buildMenu, groupOfPath, menuEntries, type BuiltGroup } from '../sidebar/menu-model';
import { deferredPopup } from './deferred-popup';

const GroupMenu = deferredPopup<{ group: BuiltGroup }>(() => import('./horizontal-group-menu').then((m) => m.HorizontalGroupMenu), 'menu');

const topClass = (active: boolean) =>
  cn(
    'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none',
    active ? 'bg-primary-soft text-primary-ink' : 'text-ink hover:bg-surface-hover data-[state=open]:bg-surface-hover',
  );

/** The header's horizontal menu (menu = horizontal): the sidebar's groups plus the spec's additions; each group's dropdown loads on first use. */
export function HorizontalMenu() {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const permissions = useSession((s) => s.permissions);
  const { top, groups } = useMemo(() => buildMenu(menuEntries, 'horizontal', permissions), [permissions]);
  const activeGroup = groupOfPath(groups, pathname);
  return (
    <nav
      aria-label={t('shell:horizontalMenu.label')}
      className="horizontal-menu hidden border-t border-line px-4 lg:block"
      data-testid="horizontal-menu"
    >
      <ul className="flex flex-wrap items-center gap-1 py-1.5">
        {top.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} className={topClass}>
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
        {groups.map((group) => {
          const Icon = group.icon;
          return (
            <li key={group.id}>
              <GroupMenu
                group={group}
                trigger={{
                  className: topClass(activeGroup === group.id),
                  'data-menu-group': group.id,
                  children: (
                    <>
                      <Icon className="size-4" aria-hidden="true" />
                      {t(group.label)}
                      <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
                    </>
                  ),
                }}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
