import { Bell } from 'lucide-react';
import { useTranslation } from '../../shared/lib/use-translation';
import { InboxPopover } from './inbox-popover';
import { useInbox } from './inbox-store';

/** Notifications: 300 px wide on small screens, 350 px on larger ones. */
export function NotificationsDropdown() {
  const { t } = useTranslation('shell');
  const notifications = useInbox((s) => s.notifications);
  const dismiss = useInbox((s) => s.dismissNotification);
  return (
    <InboxPopover
      testId="notifications"
      icon={<Bell className="size-5" aria-hidden="true" />}
      title={t('inbox.notifications')}
      widthClass="w-[300px] sm:w-[350px]"
      items={notifications.map((n) => ({ id: n.id, avatar: n.profile, text: n.message, time: n.time }))}
      onDismiss={dismiss}
    />
  );
}
