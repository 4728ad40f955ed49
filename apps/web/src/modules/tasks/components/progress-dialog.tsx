import { CreateTaskUpdateSchema, type Task, type TaskStatus } from '@hcims/contracts/tasks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDateTime } from '../../../shared/lib/format';
import { contractResolver } from '../../../shared/lib/form';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { fieldErrorMessage, FormError, Select, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { FileLink, FilePicker } from '../../../shared/ui/attachments-panel';
import { Dialog } from '../../../shared/ui/modal';
import { RichText } from '../../../shared/ui/rich-text';
import { Spinner } from '../../../shared/ui/spinner';
import { taskFilePath, useAddUpdateFile } from '../api/attachment-queries';
import { useReportProgress, useTaskReassignments, useTaskUpdates } from '../api/tasks-queries';
import { nextStatuses } from '../lib/task-labels';
import { issueText } from '../lib/form-messages';
import { StatusBadges } from './task-badges';
import { TaskComments } from './task-comments';
import { TaskFiles } from './task-files';

type Values = { progress: string; status: TaskStatus; note: string };

/** Report progress on a task (percent, status, note, one file) and read its history, newest first, and its files. */
export function ProgressDialog({ task, canCancel, onClose }: { task: Task; canCancel: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('tasks');
  const report = useReportProgress();
  const history = useTaskUpdates(task.id);
  const addFile = useAddUpdateFile();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');
  const open = nextStatuses(task.status, canCancel);
  const toBody = (v: Values) => ({
    progress: v.progress === '' ? undefined : Number(v.progress),
    status: v.status,
    note: v.note,
    version: task.version,
  });
  const form = useForm({
    defaultValues: { progress: String(task.progress), status: task.status, note: '' },
    resolver: contractResolver(CreateTaskUpdateSchema, toBody, issueText(t)),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      const saved = await report.mutateAsync({ id: task.id, body });
      // The update is saved first; its file follows, sent against the update it belongs to.
      if (file) {
        try {
          await addFile.mutateAsync({ taskId: task.id, updateId: saved.updateId, file });
        } catch (error) {
          return setMessage(t('progress.fileFailed', { reason: errorText(error) }));
        }
      }
      onClose();
    } catch (error) {
      setMessage(errorText(error));
    }
  });

  return (
    <Dialog open onClose={onClose} size="lg" title={t('progress.title')} description={task.name} testId="task-progress-dialog">
      {task.instructions && (
        <section aria-labelledby="task-instructions" className="mb-4 rounded-lg border border-line bg-surface-muted p-3">
          <h3 id="task-instructions" className="mb-1 text-sm font-semibold text-ink">
            {t('fields.instructions')}
          </h3>
          <RichText value={task.instructions} testId="task-instructions" />
        </section>
      )}
      {open.length > 0 ? (
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('fields.progress')}
              type="number"
              min={0}
              max={100}
              step={5}
              inputMode="numeric"
              {...form.register('progress')}
              error={fieldErrorMessage(errors, 'progress')}
            />
            <Select
              label={t('fields.status')}
              options={open.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              {...form.register('status')}
              error={fieldErrorMessage(errors, 'status')}
            />
          </div>
          <Textarea label={t('fields.note')} rows={3} {...form.register('note')} error={fieldErrorMessage(errors, 'note')} />
          <FilePicker onChange={setFile} testId="task-progress-file" />
          <FormError>{message}</FormError>
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonSecondary} onClick={onClose}>
              {t('actions.cancel')}
            </button>
            <SubmitButton pending={report.isPending || addFile.isPending}>{t('progress.save')}</SubmitButton>
          </div>
        </form>
      ) : (
        <p className="text-sm text-ink-muted">{t('progress.closed')}</p>
      )}
      <section aria-labelledby="task-history" className="mt-6">
        <h3 id="task-history" className="mb-2 text-sm font-semibold text-ink">
          {t('progress.history')}
        </h3>
        {history.isPending ? (
          <Spinner />
        ) : history.error ? (
          <p className="text-sm text-danger">{problemText(t, toProblem(history.error), 'errors')}</p>
        ) : history.data.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('progress.noHistory')}</p>
        ) : (
          <ol className="grid gap-3" data-testid="task-history">
            {history.data.items.map((u) => (
              <li key={u.id} className="rounded-lg border border-line p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadges task={{ status: u.status, overdue: false }} />
                  <span className="tabular-nums text-ink">{u.progress}%</span>
                  <span className="text-ink-muted">
                    <bdi>{u.authorName}</bdi> · <bdi>{formatDateTime(u.createdAt, i18n.language)}</bdi>
                  </span>
                </div>
                {u.note && (
                  <p dir="auto" className="mt-1 whitespace-pre-line text-ink">
                    {u.note}
                  </p>
                )}
                {u.attachment && (
                  <div className="mt-1">
                    <FileLink file={u.attachment} path={taskFilePath(task.id, u.attachment.id)} onError={(e) => setMessage(errorText(e))} />
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="mt-6">
        <TaskFiles taskId={task.id} />
      </div>
      <Reassignments taskId={task.id} />
      <TaskComments taskId={task.id} canWrite />
    </Dialog>
  );
}

/** Who had the task before: each change of assignee with who made it, when and why (shown only when there is one). */
function Reassignments({ taskId }: { taskId: string }) {
  const { t, i18n } = useTranslation('tasks');
  const moves = useTaskReassignments(taskId);
  if (!moves.data || moves.data.items.length === 0) return null;
  return (
    <section aria-labelledby="task-reassignments" className="mt-6">
      <h3 id="task-reassignments" className="mb-2 text-sm font-semibold text-ink">
        {t('reassign.history')}
      </h3>
      <ol className="grid gap-2" data-testid="task-reassignments">
        {moves.data.items.map((m) => (
          <li key={m.id} className="rounded-lg border border-line p-3 text-sm">
            <p className="text-ink">{t('reassign.moved', { from: m.fromName, to: m.toName })}</p>
            <p className="text-xs text-ink-muted">
              {t('reassign.by', { name: m.byName })} · {formatDateTime(m.createdAt, i18n.language)}
            </p>
            {m.reason && (
              <p dir="auto" className="mt-1 whitespace-pre-line text-ink">
                {m.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
