import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { isSamePath, Link, useLocation } from '../../shared/lib/router';
import type { BuiltGroup } from '../sidebar/menu-model';
import type { LoadedPopupProps } from './deferred-popup';
import { dropdownPanel, menuItem } from './dropdown-styles';

/** One group's dropdown of the horizontal menu (loaded on first use, see HorizontalMenu). */
export function HorizontalGroupMenu({ group, trigger, defaultOpen }: { group: BuiltGroup } & LoadedPopupProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} collisionPadding={8} className={cn(dropdownPanel, 'min-w-56 p-1.5')}>
          {group.entries.map((entry) => (
            <DropdownMenu.Item key={entry.path} asChild className={menuItem}>
              <Link
                to={entry.path}
                aria-current={isSamePath(pathname, entry.path) ? 'page' : undefined}
                className="aria-[current=page]:font-semibold aria-[current=page]:text-primary-ink"
              >
                {t(entry.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
