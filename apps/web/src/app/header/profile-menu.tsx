import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { useSession } from '../../shared/lib/session';
import { logout } from '../../shared/lib/session/sign-out';
import type { LoadedPopupProps } from './deferred-popup';
import { menuItem } from './dropdown-styles';
import { HeaderMenu, ShortcutItems } from './header-menu';
import { ProfileAvatar } from './profile-avatar';
import { profileShortcuts, quickShortcuts } from './shortcuts';
import { Ltr } from '../../shared/ui/ltr';

/** The 230 px profile dropdown (loaded on first use, see ProfileDropdown): the signed-in user, profile, mailbox, lock screen, sign out. */
export function ProfileMenu({ trigger, defaultOpen }: LoadedPopupProps) {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const company = useSession((s) => s.company);
  const name = user?.name ?? t('profile.signedIn');
  return (
    <HeaderMenu trigger={trigger} defaultOpen={defaultOpen} className="w-[230px] p-1.5" testId="profile-menu">
      <div className="flex items-center gap-3 px-2.5 py-2.5">
        <ProfileAvatar user={user} size="md" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold" data-testid="profile-name">
            {name}
          </p>
          {user?.email && (
            <p className="truncate text-xs text-ink-muted">
              <Ltr>{user.email}</Ltr>
            </p>
          )}
          {company && (
            <span className="mt-1 inline-block max-w-full truncate rounded-full bg-primary-soft px-2 py-0.5 text-[11px] font-semibold text-primary-ink">
              {company.name}
            </span>
          )}
        </div>
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      <ShortcutItems shortcuts={profileShortcuts} t={t} />
      {/* The header's quick icons are hidden on small screens; they live here then. */}
      <div className="md:hidden">
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <ShortcutItems shortcuts={quickShortcuts} t={t} />
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      <DropdownMenu.Item
        className={cn(menuItem, 'text-danger data-[highlighted]:text-danger')}
        onSelect={() => void logout()}
        data-testid="header-logout"
      >
        <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('actions.signOut')}
      </DropdownMenu.Item>
    </HeaderMenu>
  );
}
