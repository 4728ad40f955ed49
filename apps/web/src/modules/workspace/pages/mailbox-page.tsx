import type { Mail, MailFolder } from '@hcims/contracts/workspace';
import { MailFolders } from '@hcims/contracts/workspace';
import { Forward, Mail as MailIcon, Paperclip, PenLine, Reply, Star, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/lib/format';
import { useQueryParams } from '../../../shared/lib/use-query-params';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormError } from '../../../shared/ui/form';
import { LoadState } from '../../../shared/ui/load-state';
import { EmptyState, PageHeader, SearchInput } from '../../../shared/ui/table';
import { mailFilePath, useDeleteMail, useMailbox, useUpdateMail, type MailItem, type MailListData } from '../api';
import { ComposeMailDialog } from '../components/compose-mail-dialog';
import { FileLinks } from '../components/file-links';
import { problemText, toProblem } from '../lib';
import { blankDraft, forwardDraft, reopenDraft, replyDraft, type MailDraft } from '../mail-compose';

/** The unread (or held) figure a folder shows beside its name. */
function folderCount(folder: MailFolder, counts: MailListData['counts'] | undefined): number {
  if (!counts) return 0;
  return { inbox: counts.inboxUnread, sent: 0, drafts: counts.drafts, starred: counts.starredUnread, trash: counts.trash }[folder];
}

/** `/apps/mailbox`: the member's internal mail in the active company (ADR 0105). */
export function MailboxPage() {
  const { t, i18n } = useTranslation('workspace');
  const [params, setParams] = useQueryParams();
  const folder = (MailFolders as readonly string[]).includes(params.get('folder') ?? '') ? (params.get('folder') as MailFolder) : 'inbox';
  const q = params.get('q') ?? '';
  const mailbox = useMailbox({ folder, ...(q ? { q } : {}) });
  const update = useUpdateMail();
  const [open, setOpen] = useState<Mail | null>(null);
  const [draft, setDraft] = useState<MailDraft | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const change = async (item: { id: string }, patch: Parameters<typeof update.mutateAsync>[0]['patch']) => {
    setMessage(null);
    try {
      const mail = await update.mutateAsync({ id: item.id, patch });
      return mail;
    } catch (error) {
      setMessage(problemText(t, toProblem(error)));
      return null;
    }
  };
  const openItem = async (item: MailItem) => {
    const mail = await change(item, { read: true });
    if (!mail) return;
    if (mail.box === 'draft') setDraft(reopenDraft(mail));
    else setOpen(mail);
  };
  const header = (mail: Mail) =>
    t('mailbox.quoteHeader', { name: mail.from?.name ?? t('mailbox.system'), date: formatDateTime(mail.at, i18n.language) });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4" data-testid="mailbox-page">
      <PageHeader
        className="mb-0"
        title={t('mailbox.title')}
        description={mailbox.data ? t('mailbox.summary', { count: mailbox.data.counts.inboxUnread }) : '\u00a0'}
        actions={
          <button type="button" className={buttonPrimary} onClick={() => setDraft(blankDraft)} data-testid="compose">
            <PenLine className="size-4" aria-hidden="true" />
            {t('mailbox.compose')}
          </button>
        }
      />
      <div className="grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('mailbox.folders')}>
          <ul className="flex flex-row flex-wrap gap-1 md:flex-col">
            {MailFolders.map((id) => {
              const count = folderCount(id, mailbox.data?.counts);
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={folder === id ? 'page' : undefined}
                    onClick={() => {
                      setOpen(null);
                      setParams({ folder: id === 'inbox' ? null : id });
                    }}
                    className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-start text-sm ${
                      folder === id ? 'bg-primary-soft font-semibold text-primary-ink' : 'text-ink hover:bg-surface-muted'
                    }`}
                    data-testid={`folder-${id}`}
                  >
                    <span>{t(`mailbox.folder.${id}`)}</span>
                    {count > 0 && <span className="rounded-full bg-surface px-2 text-xs">{count}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-3">
          <SearchInput value={q} onChange={(value) => setParams({ q: value || null })} label={t('mailbox.search')} />
          <FormError>{message}</FormError>
          {open ? (
            <MailReader
              mail={open}
              onBack={() => setOpen(null)}
              onReply={() => setDraft(replyDraft(open, header(open)))}
              onForward={() => setDraft(forwardDraft(open, header(open)))}
              onChange={async (patch) => {
                const mail = await change(open, patch);
                if (mail) setOpen(patch.trashed === undefined ? mail : null);
              }}
            />
          ) : (
            <LoadState query={mailbox} labels={{ loading: t('loading'), retry: t('retry'), error: (e) => problemText(t, toProblem(e)) }}>
              {mailbox.data && (
                <MailList
                  folder={folder}
                  data={mailbox.data}
                  filtered={!!q}
                  onOpen={(item) => void openItem(item)}
                  onStar={(item) => void change(item, { starred: !item.starred })}
                />
              )}
            </LoadState>
          )}
        </div>
      </div>
      {draft && <ComposeMailDialog draft={draft} onClose={() => setDraft(null)} />}
    </div>
  );
}

function MailList({
  folder,
  data,
  filtered,
  onOpen,
  onStar,
}: {
  folder: MailFolder;
  data: MailListData;
  filtered: boolean;
  onOpen: (item: MailItem) => void;
  onStar: (item: MailItem) => void;
}) {
  const { t, i18n } = useTranslation('workspace');
  if (data.items.length === 0)
    return (
      <EmptyState
        icon={<MailIcon className="size-6" />}
        title={filtered ? t('mailbox.noMatch') : t('mailbox.empty')}
        message={filtered ? undefined : t(`mailbox.emptyHint.${folder}`)}
      />
    );
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-surface" data-testid="mail-list">
      {data.items.map((item) => {
        const who =
          item.box === 'inbox'
            ? (item.from?.name ?? t('mailbox.system'))
            : item.to.map((p) => p.name).join(', ') || t('mailbox.noRecipient');
        return (
          <li key={item.id} className="flex items-start gap-2 px-3 py-2.5" data-testid="mail-row">
            <button
              type="button"
              onClick={() => onStar(item)}
              aria-pressed={item.starred}
              aria-label={t('mailbox.star')}
              className="mt-0.5 rounded p-1 text-ink-muted hover:text-primary-ink"
            >
              <Star className={`size-4 ${item.starred ? 'fill-current text-warning' : ''}`} aria-hidden="true" />
            </button>
            <button type="button" onClick={() => onOpen(item)} className="flex min-w-0 flex-1 flex-col text-start">
              <span className="flex items-baseline justify-between gap-2">
                <span className={`truncate text-sm ${item.read ? 'text-ink' : 'font-semibold text-ink'}`}>
                  {item.box === 'draft' && <span className="me-1 text-danger">{t('mailbox.draft')}</span>}
                  {who}
                </span>
                <span className="flex shrink-0 items-center gap-1 text-xs text-ink-muted">
                  {item.attachmentCount > 0 && (
                    <Paperclip className="size-3.5" role="img" aria-label={t('files.count', { count: item.attachmentCount })} />
                  )}
                  {formatDateTime(item.at, i18n.language)}
                </span>
              </span>
              <span className={`truncate text-sm ${item.read ? 'text-ink-muted' : 'font-semibold text-ink'}`}>
                {item.subject || t('mailbox.noSubject')}
              </span>
              <span className="truncate text-xs text-ink-muted">{item.preview}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function MailReader({
  mail,
  onBack,
  onReply,
  onForward,
  onChange,
}: {
  mail: Mail;
  onBack: () => void;
  onReply: () => void;
  onForward: () => void;
  onChange: (patch: { starred?: boolean; trashed?: boolean; read?: boolean }) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('workspace');
  const remove = useDeleteMail();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4" data-testid="mail-reader">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} onClick={onBack}>
          {t('mailbox.back')}
        </button>
        {!mail.system && mail.from && (
          <button type="button" className={buttonSecondary} onClick={onReply}>
            <Reply className="size-4" aria-hidden="true" />
            {t('mailbox.reply')}
          </button>
        )}
        <button type="button" className={buttonSecondary} onClick={onForward}>
          <Forward className="size-4" aria-hidden="true" />
          {t('mailbox.forward')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          aria-pressed={mail.starred}
          onClick={() => void onChange({ starred: !mail.starred })}
        >
          <Star className={`size-4 ${mail.starred ? 'fill-current text-warning' : ''}`} aria-hidden="true" />
          {t('mailbox.star')}
        </button>
        <button type="button" className={buttonSecondary} onClick={() => void onChange({ read: false }).then(onBack)}>
          {t('mailbox.markUnread')}
        </button>
        {mail.trashed ? (
          <>
            <button type="button" className={buttonSecondary} onClick={() => void onChange({ trashed: false })}>
              <Undo2 className="size-4" aria-hidden="true" />
              {t('mailbox.restore')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('mailbox.deleteForever')}
            </button>
          </>
        ) : (
          <button type="button" className={buttonSecondary} onClick={() => void onChange({ trashed: true })}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('mailbox.moveToTrash')}
          </button>
        )}
      </div>
      <h2 className="text-lg font-semibold text-ink">{mail.subject || t('mailbox.noSubject')}</h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('mailbox.from')}</dt>
        <dd className="text-ink">{mail.from?.name ?? t('mailbox.system')}</dd>
        <dt className="text-ink-muted">{t('mailbox.to')}</dt>
        <dd className="text-ink">{mail.to.map((p) => p.name).join(', ')}</dd>
        <dt className="text-ink-muted">{t('mailbox.date')}</dt>
        <dd className="text-ink">{formatDateTime(mail.at, i18n.language)}</dd>
      </dl>
      {/* Plain text, never HTML. */}
      <div dir="auto" className="whitespace-pre-wrap break-words border-t border-line pt-3 text-sm text-ink" data-testid="mail-body">
        {mail.body}
      </div>
      <FileLinks
        files={mail.attachments}
        label={t('files.attached')}
        pathOf={(f) => mailFilePath(mail.id, f.id)}
        onError={(e) => setProblem(problemText(t, toProblem(e)))}
        testId="mail-files"
      />
      <FormError>{problem}</FormError>
      {confirming && (
        <ConfirmDialog
          title={t('mailbox.deleteTitle')}
          message={t('mailbox.deleteMessage')}
          confirmLabel={t('mailbox.deleteForever')}
          cancelLabel={t('mailbox.cancel')}
          onClose={() => setConfirming(false)}
          errorText={(e) => problemText(t, toProblem(e))}
          onConfirm={async () => {
            await remove.mutateAsync(mail.id);
            onBack();
          }}
        />
      )}
    </article>
  );
}
