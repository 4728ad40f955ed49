import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../shared/lib/cn';
import type { LoadedPopupProps } from './deferred-popup';
import { dropdownPanel, menuItem } from './dropdown-styles';
import type { Shortcut } from './shortcuts';
import { Link } from '../../shared/lib/router';

/** A header dropdown menu under its trigger, aligned to its end: the language and account menus (loaded on first use). */
export function HeaderMenu({
  trigger,
  defaultOpen,
  className,
  testId,
  children,
}: LoadedPopupProps & { className: string; testId: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} collisionPadding={8} className={cn(dropdownPanel, className)} data-testid={testId}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Links of a header menu, each with its icon. */
export function ShortcutItems({ shortcuts, t }: { shortcuts: readonly Shortcut[]; t: (key: string) => string }) {
  return shortcuts.map(({ path, label, icon: Icon }) => (
    <DropdownMenu.Item key={path} asChild className={menuItem}>
      <Link to={path}>
        <Icon className="size-4 text-ink-muted" aria-hidden="true" />
        {t(label)}
      </Link>
    </DropdownMenu.Item>
  ));
}
