import { useTranslation } from '../../shared/lib/use-translation';
import { useSession } from '../../shared/lib/session';
import { deferredPopup } from './deferred-popup';
import { ProfileAvatar } from './profile-avatar';

const ProfileMenu = deferredPopup(() => import('./profile-menu').then((m) => m.ProfileMenu), 'menu');

/** The header's account button; its menu (profile, mailbox, lock screen, sign out) loads on first use. */
export function ProfileDropdown() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const name = user?.name ?? t('profile.signedIn');
  return (
    <ProfileMenu
      trigger={{
        className: 'rounded-full transition hover:opacity-90',
        'data-testid': 'profile-trigger',
        children: (
          <>
            {/* The name as hidden text, not aria-label: an aria-label must contain the visible text
                (WCAG 2.5.3), and the initials on the avatar are not in "Account menu for ...". */}
            <span className="sr-only">{t('profile.open', { name })}</span>
            <ProfileAvatar user={user} size="sm" />
          </>
        ),
      }}
    />
  );
}
