import { Mail } from 'lucide-react';
import { useChatUnread, useMarkChatRead } from '../../modules/workspace';
import { formatDateTime } from '../../shared/lib/format';
import { useTranslation } from '../../shared/lib/use-translation';
import type { InboxItem } from './inbox-panel';
import { InboxPopover } from './inbox-popover';
import { useInbox } from './inbox-store';

/**
 * Messages: 300 px wide on small screens, 375 px on larger ones. The latest unread chat messages
 * come first, each linking to its conversation; dismissing one marks its conversation read up to it.
 */
export function MessagesDropdown() {
  const { t, i18n } = useTranslation('shell');
  const messages = useInbox((s) => s.messages);
  const dismiss = useInbox((s) => s.dismissMessage);
  const unread = useChatUnread();
  const markRead = useMarkChatRead();
  const chat = unread.data?.items ?? [];
  const fromChat = new Map(chat.map((m) => [`chat-${m.id}`, m]));
  const items: InboxItem[] = [
    ...chat.map((m) => ({
      id: `chat-${m.id}`,
      title: m.conversationTitle ? `${m.senderName} · ${m.conversationTitle}` : m.senderName,
      text: m.body,
      time: formatDateTime(m.createdAt, i18n.language),
      href: `/chat?c=${m.conversationId}`,
    })),
    ...messages.map((m) => ({ id: m.id, avatar: m.image, title: m.title, text: m.message, time: m.time })),
  ];
  return (
    <InboxPopover
      testId="messages"
      icon={<Mail className="size-5" aria-hidden="true" />}
      title={t('inbox.messages')}
      widthClass="w-[300px] sm:w-[375px]"
      items={items}
      onDismiss={(id) => {
        const message = fromChat.get(String(id));
        if (message) markRead.mutate({ conversationId: message.conversationId, messageId: message.id });
        else dismiss(id);
      }}
    />
  );
}
