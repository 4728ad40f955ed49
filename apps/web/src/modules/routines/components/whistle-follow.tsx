import type { WhistleMessage, WhistleReporterView } from '@hcims/contracts/routines';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Badge, Card } from '../../../shared/ui/table';
import { useFollowCase, useReporterMessage } from '../api';

/** The messages of a case as plain text (never HTML), oldest first. */
export function WhistleMessages({ messages }: { messages: WhistleMessage[] }) {
  const { t } = useTranslation('routines');
  if (messages.length === 0) return <p className="text-sm text-fg-muted">{t('whistle.noMessages')}</p>;
  return (
    <ol className="grid gap-2" data-testid="whistle-messages">
      {messages.map((m) => (
        <li key={m.id} className="rounded border border-border p-2 text-sm">
          <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-fg-muted">
            <span>{m.author === 'reporter' ? t('whistle.fromReporter') : (m.handlerName ?? t('whistle.fromHandler'))}</span>
            <span>{m.sentOn}</span>
            {m.internal && <Badge tone="warning">{t('whistle.internal')}</Badge>}
          </div>
          <p className="whitespace-pre-wrap">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** The reporter's side: the case key opens the case (no session is sent) and lets them write to the handlers. */
export function WhistleFollow() {
  const { t } = useTranslation('routines');
  const follow = useFollowCase();
  const write = useReporterMessage();
  const [view, setView] = useState<WhistleReporterView | null>(null);
  const [key, setKey] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const keyForm = useForm<{ key: string }>({ defaultValues: { key: '' } });
  const replyForm = useForm<{ body: string }>({ defaultValues: { body: '' } });
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
  const reply = replyForm.handleSubmit(async ({ body }) => {
    setMessage(null);
    try {
      setView(await write.mutateAsync({ key, body }));
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
            <Badge>{t(`whistle.statuses.${view.status}`)}</Badge> <span className="text-fg-muted">{view.receivedOn}</span>
          </p>
          <p className="mb-4 whitespace-pre-wrap text-sm">{view.description}</p>
          <WhistleMessages messages={view.messages} />
          {view.status !== 'closed' && (
            <form noValidate onSubmit={(e) => void reply(e)} className="mt-4 grid gap-3">
              <Textarea
                label={t('whistle.reply')}
                required
                maxLength={5000}
                {...replyForm.register('body', { required: t('validation.required') })}
                error={replyForm.formState.errors.body?.message}
              />
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
