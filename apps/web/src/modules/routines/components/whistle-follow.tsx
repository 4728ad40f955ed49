import type { WhistleAttachment, WhistleMessage, WhistleReporterView } from '@hcims/contracts/routines';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Badge, Card } from '../../../shared/ui/table';
import { downloadAsReporter, useFollowCase, useReporterMessage } from '../api';

/** The signed-out page where a reporter follows a case with its key (routines.routes.tsx). */
export const WHISTLE_FOLLOW_PATH = '/whistle_follow';

export const WHISTLE_FILE_TYPES = 'application/pdf,image/png,image/jpeg,image/webp';

/** Files of a case or a message, each a button that downloads it. */
export function WhistleFileList({ files, onDownload }: { files: WhistleAttachment[]; onDownload: (file: WhistleAttachment) => void }) {
  const { t } = useTranslation('routines');
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" data-testid="whistle-files">
      {files.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded border border-line px-2 py-1 text-xs text-ink hover:bg-surface-muted"
            aria-label={t('whistle.download', { name: f.fileName })}
            onClick={() => onDownload(f)}
          >
            <Paperclip className="size-3" aria-hidden="true" />
            <bdi dir="ltr">{f.fileName}</bdi>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A file input for a case's files, with what is kept of them. */
export function WhistleFileInput({ testId, ...field }: { testId: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('routines');
  return (
    <label className="grid gap-1 text-sm text-ink">
      <span className="font-semibold">{t('whistle.files')}</span>
      <input type="file" multiple accept={WHISTLE_FILE_TYPES} data-testid={testId} {...field} />
      <span className="text-xs text-ink-muted">{t('whistle.filesHint')}</span>
    </label>
  );
}

/** The messages of a case as plain text (never HTML), oldest first, each with its files. */
export function WhistleMessages({
  messages,
  files = [],
  onDownload = () => undefined,
}: {
  messages: WhistleMessage[];
  files?: WhistleAttachment[];
  onDownload?: (file: WhistleAttachment) => void;
}) {
  const { t, i18n } = useTranslation('routines');
  if (messages.length === 0) return <p className="text-sm text-ink-muted">{t('whistle.noMessages')}</p>;
  return (
    <ol className="grid gap-2" data-testid="whistle-messages">
      {messages.map((m) => (
        <li key={m.id} className="rounded border border-line p-2 text-sm">
          <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <span>{m.author === 'reporter' ? t('whistle.fromReporter') : (m.handlerName ?? t('whistle.fromHandler'))}</span>
            <span>{formatDate(m.sentOn, i18n.language)}</span>
            {m.internal && <Badge tone="warning">{t('whistle.internal')}</Badge>}
          </div>
          <p dir="auto" className="whitespace-pre-wrap">
            {m.body}
          </p>
          <WhistleFileList files={files.filter((f) => f.messageId === m.id)} onDownload={onDownload} />
        </li>
      ))}
    </ol>
  );
}

/** The reporter's side: the case key opens the case (no session is sent) and lets them write to the handlers. */
export function WhistleFollow() {
  const { t, i18n } = useTranslation('routines');
  const follow = useFollowCase();
  const write = useReporterMessage();
  const [view, setView] = useState<WhistleReporterView | null>(null);
  const [key, setKey] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const keyForm = useForm<{ key: string }>({ defaultValues: { key: '' } });
  const replyForm = useForm<{ body: string; files: FileList | null }>({ defaultValues: { body: '', files: null } });
  const fail = (error: unknown) => setMessage(problemText(t, toProblem(error), 'errors'));

  const open = keyForm.handleSubmit(async ({ key: given }) => {
    setMessage(null);
    try {
      setView(await follow.mutateAsync(given.trim()));
      setKey(given.trim());
    } catch (error) {
      fail(error);
    }
  });
  const download = (file: WhistleAttachment) => void downloadAsReporter(key, file.id, file.fileName).catch(fail);
  const reply = replyForm.handleSubmit(async ({ body, files }) => {
    setMessage(null);
    try {
      setView(await write.mutateAsync({ key, body, files: Array.from(files ?? []) }));
      replyForm.reset();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <div className="grid max-w-2xl gap-4" data-testid="whistle-follow">
      <form noValidate onSubmit={(e) => void open(e)} className="grid gap-3">
        <TextField
          label={t('whistle.keyLabel')}
          required
          autoComplete="off"
          dir="ltr"
          {...keyForm.register('key', { required: t('validation.required') })}
          error={keyForm.formState.errors.key?.message}
        />
        <div>
          <SubmitButton pending={follow.isPending}>{t('whistle.open')}</SubmitButton>
        </div>
      </form>
      <FormError>{message}</FormError>
      {view && (
        <Card title={`${view.reference} · ${t(`whistle.categories.${view.category}`)}`} testId="whistle-reporter-view">
          <p className="mb-2 text-sm">
            <Badge>{t(`whistle.statuses.${view.status}`)}</Badge>{' '}
            <span className="text-ink-muted">{formatDate(view.receivedOn, i18n.language)}</span>
          </p>
          <p dir="auto" className="whitespace-pre-wrap text-sm">
            {view.description}
          </p>
          <WhistleFileList files={view.attachments.filter((f) => f.messageId === null)} onDownload={download} />
          <div className="mt-4">
            <WhistleMessages messages={view.messages} files={view.attachments} onDownload={download} />
          </div>
          {view.status !== 'closed' && (
            <form noValidate onSubmit={(e) => void reply(e)} className="mt-4 grid gap-3">
              <Textarea
                label={t('whistle.reply')}
                required
                maxLength={5000}
                {...replyForm.register('body', { required: t('validation.required') })}
                error={replyForm.formState.errors.body?.message}
              />
              <WhistleFileInput testId="whistle-reply-files" {...replyForm.register('files')} />
              <div>
                <SubmitButton pending={write.isPending}>{t('whistle.send')}</SubmitButton>
              </div>
            </form>
          )}
        </Card>
      )}
    </div>
  );
}
