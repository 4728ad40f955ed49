import type { ChatRealtimeEvent } from '@hcims/contracts/workspace';
import { ArrowLeft, MessageSquare, Plus, Send } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '../../../shared/lib/format';
import { useSession } from '../../../shared/lib/session';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form';
import { LoadState } from '../../../shared/ui/load-state';
import { EmptyState, PageHeader, SearchInput } from '../../../shared/ui/table';
import { useChatMessages, useConversations, useMarkChatRead, useSendChatMessage, type ChatConversation } from '../api/chat-queries';
import { sendRealtime, useRealtime, type RealtimeMessage } from '../api/realtime';
import { ChatAttachButton, ChatFile } from '../components/chat-attach';
import { conversationName, readMarkFor, seenMessageId, threadMessages, typingNow, TYPING_MS } from '../chat-view';
import { NewConversationDialog } from '../components/new-conversation-dialog';
import { problemText, toProblem } from '../lib';

/** `/chat`: the member's conversations and the open thread (ADR 0103). At phone width, one or the other. */
export function ChatPage() {
  const { t } = useTranslation('workspace');
  const me = useSession((s) => s.user?.id);
  const [params, setParams] = useQueryParams();
  const openId = params.get('c');
  const conversations = useConversations();
  const [starting, setStarting] = useState(false);
  const [typing, setTyping] = useState<Map<string, number>>(new Map());
  const [now, setNow] = useState(() => Date.now());

  const onMessage = useCallback((message: RealtimeMessage) => {
    if (message.type !== 'chat.typing') return;
    const event = message as unknown as Extract<ChatRealtimeEvent, { type: 'chat.typing' }>;
    setTyping((prev) => new Map(prev).set(`${event.conversationId}:${event.userId}`, Date.now()));
    setNow(Date.now());
  }, []);
  useRealtime(onMessage);
  useEffect(() => {
    if (typing.size === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [typing]);

  const open = conversations.data?.items.find((c) => c.id === openId) ?? null;
  const typingIn = (id: string) =>
    typingNow(typing, now)
      .filter((key) => key.startsWith(`${id}:`))
      .map((key) => key.slice(id.length + 1));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4" data-testid="chat-page">
      <PageHeader
        className="mb-0"
        title={t('chat.title')}
        description={conversations.data ? t('chat.summary', { count: conversations.data.unread }) : '\u00a0'}
        actions={
          <button type="button" className={buttonPrimary} onClick={() => setStarting(true)} data-testid="chat-new">
            <Plus className="size-4" aria-hidden="true" />
            {t('chat.new')}
          </button>
        }
      />
      <LoadState query={conversations} labels={{ loading: t('loading'), retry: t('retry'), error: (e) => problemText(t, toProblem(e)) }}>
        {conversations.data && (
          <div className="grid min-h-[32rem] gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
            <nav aria-label={t('chat.conversations')} className={open ? 'hidden md:block' : 'block'}>
              {conversations.data.items.length === 0 ? (
                <EmptyState icon={<MessageSquare className="size-6" />} title={t('chat.empty')} message={t('chat.emptyHint')} />
              ) : (
                <ul className="flex flex-col gap-1" data-testid="chat-conversations">
                  {conversations.data.items.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        aria-current={c.id === openId ? 'page' : undefined}
                        onClick={() => setParams({ c: c.id })}
                        className={`flex w-full items-start justify-between gap-2 rounded-lg px-3 py-2 text-start ${
                          c.id === openId ? 'bg-primary-soft text-primary-ink' : 'text-ink hover:bg-surface-muted'
                        }`}
                        data-testid="chat-conversation"
                      >
                        <span className="flex min-w-0 flex-col">
                          <span className={`truncate text-sm ${c.unread > 0 ? 'font-semibold' : ''}`}>
                            <bdi>{conversationName(c, me)}</bdi>
                          </span>
                          <span className="truncate text-xs text-ink-muted">
                            <bdi>
                              {typingIn(c.id).length > 0
                                ? t('chat.typingShort')
                                : c.lastMessage
                                  ? c.lastMessage.body || (c.lastMessage.file?.fileName ?? '')
                                  : t('chat.noMessages')}
                            </bdi>
                          </span>
                        </span>
                        {c.unread > 0 && (
                          <span
                            className="shrink-0 rounded-full bg-primary px-2 text-xs font-semibold text-white"
                            aria-label={t('chat.unread', { count: c.unread })}
                            data-testid="chat-unread"
                          >
                            {c.unread}
                          </span>
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            <section className={open ? 'flex min-w-0 flex-col' : 'hidden min-w-0 md:flex md:flex-col'}>
              {open ? (
                <Thread key={open.id} conversation={open} me={me} typing={typingIn(open.id)} onBack={() => setParams({ c: null })} />
              ) : (
                <EmptyState icon={<MessageSquare className="size-6" />} title={t('chat.pick')} />
              )}
            </section>
          </div>
        )}
      </LoadState>
      {starting && (
        <NewConversationDialog
          onClose={() => setStarting(false)}
          onStarted={(id) => {
            setStarting(false);
            setParams({ c: id });
          }}
        />
      )}
    </div>
  );
}

function Thread({
  conversation,
  me,
  typing,
  onBack,
}: {
  conversation: ChatConversation;
  me: string | undefined;
  typing: string[];
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('workspace');
  const [q, setQ] = useState('');
  const pages = useChatMessages(conversation.id, q);
  const messages = useMemo(() => threadMessages(pages.data?.pages), [pages.data]);
  const markRead = useMarkChatRead();
  const send = useSendChatMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const scroller = useRef<HTMLOListElement>(null);
  const lastTyped = useRef(0);
  const anchor = useRef<{ first: number | undefined; height: number } | null>(null);

  // Marks read while the thread is open and new messages arrive.
  const mark = q ? null : readMarkFor(messages, conversation, me);
  const { mutate } = markRead;
  useEffect(() => {
    if (mark) mutate({ conversationId: conversation.id, messageId: mark });
  }, [mark, conversation.id, mutate]);

  // Keeps the view at the bottom for new messages, and in place when older ones are added above.
  const newest = messages.at(-1)?.id;
  const oldest = messages[0]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = anchor.current;
    if (before && before.first !== oldest) el.scrollTop += el.scrollHeight - before.height;
    else el.scrollTop = el.scrollHeight;
    anchor.current = null;
  }, [newest, oldest]);

  const { hasNextPage, isFetching, fetchNextPage } = pages;
  const onScroll = () => {
    const el = scroller.current;
    if (!el || el.scrollTop > 40 || !hasNextPage || isFetching) return;
    anchor.current = { first: oldest, height: el.scrollHeight };
    void fetchNextPage();
  };
  // Asks again once a re-read (a websocket hint) is over: it may have cancelled a page asked for
  // meanwhile; also fills a view whose first page does not overflow it.
  useEffect(() => {
    const el = scroller.current;
    if (!el || el.scrollTop > 40 || !hasNextPage || isFetching) return;
    anchor.current = { first: oldest, height: el.scrollHeight };
    void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage, oldest]);

  const submit = form.handleSubmit(async ({ body }) => {
    setProblem(null);
    try {
      await send.mutateAsync({ conversationId: conversation.id, body: body.trim() });
      // Only what was sent is cleared: text typed while it was on its way stays.
      if (form.getValues('body') === body) form.reset({ body: '' });
    } catch (error) {
      setProblem(problemText(t, toProblem(error)));
    }
  });
  const bodyField = form.register('body', {
    validate: (value) => value.trim().length > 0,
    maxLength: { value: 4000, message: t('chat.tooLong') },
  });

  const typed = () => {
    if (Date.now() - lastTyped.current < TYPING_MS / 2) return;
    lastTyped.current = Date.now();
    sendRealtime({ type: 'chat.typing', conversationId: conversation.id });
  };

  const name = conversationName(conversation, me);
  const seen = seenMessageId(messages, conversation, me);
  const typingNames = typing.map((id) => conversation.members.find((m) => m.userId === id)?.name ?? '').filter(Boolean);

  return (
    <div className="flex h-[70vh] min-h-[28rem] flex-col rounded-xl border border-line bg-surface" data-testid="chat-thread">
      <div className="flex flex-wrap items-center gap-2 border-b border-line p-3">
        <button type="button" className={`${buttonSecondary} md:hidden`} onClick={onBack} data-testid="chat-back">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('chat.back')}
        </button>
        <h2 className="min-w-0 flex-1 truncate text-base font-semibold text-ink">
          <bdi>{name}</bdi>
        </h2>
        <SearchInput value={q} onChange={setQ} label={t('chat.search')} className="w-full sm:w-56" testId="chat-search" />
      </div>
      <ol
        ref={scroller}
        onScroll={onScroll}
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-3"
        aria-label={t('chat.messages', { name })}
        aria-busy={pages.isFetching || undefined}
        data-testid="chat-messages"
      >
        {pages.isFetchingNextPage && <li className="text-center text-xs text-ink-muted">{t('loading')}</li>}
        {!pages.isPending && messages.length === 0 && (
          <li className="m-auto text-sm text-ink-muted">{q ? t('chat.noMatch') : t('chat.noMessages')}</li>
        )}
        {messages.map((m) => {
          const mine = m.senderId === me;
          return (
            <li
              key={m.id}
              className={`flex max-w-[85%] flex-col gap-0.5 ${mine ? 'self-end items-end' : 'self-start items-start'}`}
              data-testid="chat-message"
            >
              {!mine && conversation.kind === 'group' && <span className="text-xs font-semibold text-ink-muted">{m.senderName}</span>}
              {m.body && (
                <p
                  dir="auto"
                  className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${
                    mine ? 'bg-primary text-white' : 'bg-surface-muted text-ink'
                  }`}
                >
                  {m.body}
                </p>
              )}
              <ChatFile message={m} onError={(e) => setProblem(problemText(t, toProblem(e)))} />
              <span className="text-xs text-ink-muted">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language)}</time>
                {seen === m.id && (
                  <span className="ms-2 font-semibold" data-testid="chat-seen">
                    {t('chat.seen')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="min-h-5 px-3 text-xs text-ink-muted" aria-live="polite" data-testid="chat-typing">
        {typingNames.length > 0 ? t('chat.typing', { name: typingNames.join(', ') }) : ''}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex items-end gap-2 border-t border-line p-3">
        <label htmlFor="chat-body" className="sr-only">
          {t('chat.write')}
        </label>
        <textarea
          id="chat-body"
          rows={2}
          maxLength={4000}
          placeholder={t('chat.write')}
          className="min-w-0 flex-1 resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
          {...bodyField}
          onChange={(e) => {
            void bodyField.onChange(e);
            typed();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          data-testid="chat-body"
        />
        <ChatAttachButton
          conversationId={conversation.id}
          caption={() => form.getValues('body')}
          onSent={(sentCaption) => {
            if (form.getValues('body') === sentCaption) form.reset({ body: '' });
          }}
          onProblem={setProblem}
        />
        <button type="submit" className={buttonPrimary} disabled={send.isPending} data-testid="chat-send">
          <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('chat.send')}
        </button>
      </form>
      {(problem || form.formState.errors.body?.message) && (
        <div className="px-3 pb-3">
          <FormError>{problem ?? form.formState.errors.body?.message ?? null}</FormError>
        </div>
      )}
    </div>
  );
}
