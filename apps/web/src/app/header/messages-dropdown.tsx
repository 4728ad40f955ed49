import { Mail } from 'lucide-react';
import { useTranslation } from '../../shared/lib/use-translation';
import { InboxPopover } from './inbox-popover';
import { useInbox } from './inbox-store';

/** Messages: 300 px wide on small screens, 375 px on larger ones. */
export function MessagesDropdown() {
  const { t } = useTranslation('shell');
  const messages = useInbox((s) => s.messages);
  const dismiss = useInbox((s) => s.dismissMessage);
  return (
    <InboxPopover
      testId="messages"
      icon={<Mail className="size-5" aria-hidden="true" />}
      title={t('inbox.messages')}
      widthClass="w-[300px] sm:w-[375px]"
      items={messages.map((m) => ({ id: m.id, avatar: m.image, title: m.title, text: m.message, time: m.time }))}
      onDismiss={dismiss}
    />
  );
}
