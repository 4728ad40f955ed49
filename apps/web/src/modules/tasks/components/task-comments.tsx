import { CreateTaskCommentSchema } from '@hcims/contracts/tasks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDateTime } from '../../../shared/lib/format';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { fieldErrorMessage, FormError, SubmitButton, Textarea } from '../../../shared/ui/form';
import { Spinner } from '../../../shared/ui/spinner';
import { useAddComment, useTaskComments } from '../api/tasks-queries';
import { issueText } from '../lib/form-messages';

/** A task's conversation, oldest first, and a box to add to it (for those who may update the task). */
export function TaskComments({ taskId, canWrite }: { taskId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation('tasks');
  const comments = useTaskComments(taskId);
  const add = useAddComment(taskId);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { body: '' },
    resolver: contractResolver(CreateTaskCommentSchema, (v: { body: string }) => v, issueText(t)),
  });
  const submit = form.handleSubmit(async ({ body }) => {
    setMessage(null);
    try {
      await add.mutateAsync(body);
      form.reset({ body: '' });
    } catch (error) {
      setMessage(problemText(t, toProblem(error), 'errors'));
    }
  });
  return (
    <section aria-labelledby="task-comments" className="mt-6">
      <h3 id="task-comments" className="mb-2 text-sm font-semibold text-ink">
        {t('comments.title')}
      </h3>
      {comments.isPending ? (
        <Spinner />
      ) : comments.error ? (
        <p className="text-sm text-danger">{problemText(t, toProblem(comments.error), 'errors')}</p>
      ) : comments.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('comments.none')}</p>
      ) : (
        <ol className="grid gap-2" data-testid="task-comments">
          {comments.data.items.map((c) => (
            <li key={c.id} className="rounded-lg bg-surface-hover p-3 text-sm">
              <p className="text-xs text-ink-muted">
                {c.authorName} · {formatDateTime(c.createdAt, i18n.language)}
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-line text-ink">
                {c.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 grid gap-2">
          <Textarea
            label={t('comments.add')}
            rows={2}
            {...form.register('body')}
            error={fieldErrorMessage(form.formState.errors, 'body')}
          />
          <FormError>{message}</FormError>
          <div className="flex justify-end">
            <SubmitButton pending={add.isPending}>{t('comments.send')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
