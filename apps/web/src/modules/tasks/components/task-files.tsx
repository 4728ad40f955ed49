import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { AttachmentsPanel } from '../../../shared/ui/attachments-panel';
import { Spinner } from '../../../shared/ui/spinner';
import {
  announcementFilePath,
  taskFilePath,
  useAnnouncementFileActions,
  useAnnouncementFiles,
  useTaskFileActions,
  useTaskFiles,
} from '../api/attachment-queries';

/** A task's own files: whoever sees the task downloads them; the server says who may add and remove. */
export function TaskFiles({ taskId }: { taskId: string }) {
  const { t } = useTranslation('tasks');
  const files = useTaskFiles(taskId);
  const actions = useTaskFileActions(taskId);
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');
  if (files.isPending) return <Spinner />;
  if (files.error) return <p className="text-sm text-danger">{errorText(files.error)}</p>;
  return (
    <AttachmentsPanel
      title={t('files.title')}
      testId="task-files"
      files={files.data.items}
      downloadPath={(f) => taskFilePath(taskId, f.id)}
      {...(files.data.canAdd ? { onAdd: (file: File) => actions.add.mutateAsync(file) } : {})}
      onRemove={(f) => actions.remove.mutateAsync(f.id)}
      errorText={errorText}
    />
  );
}

/** An announcement's files: its authors add and remove them, every reader it is addressed to downloads them. */
export function AnnouncementFiles({ announcementId }: { announcementId: string | null }) {
  const { t } = useTranslation('tasks');
  if (!announcementId) return <p className="text-xs text-ink-muted">{t('files.afterSave')}</p>;
  return <SavedAnnouncementFiles id={announcementId} />;
}

function SavedAnnouncementFiles({ id }: { id: string }) {
  const { t } = useTranslation('tasks');
  const files = useAnnouncementFiles(id);
  const actions = useAnnouncementFileActions(id);
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');
  if (files.isPending) return <Spinner />;
  if (files.error) return <p className="text-sm text-danger">{errorText(files.error)}</p>;
  // Readers see the panel only when there is something to download.
  if (files.data.items.length === 0 && !files.data.canAdd) return null;
  return (
    <AttachmentsPanel
      title={t('files.title')}
      testId="announcement-files"
      files={files.data.items}
      downloadPath={(f) => announcementFilePath(id, f.id)}
      {...(files.data.canAdd ? { onAdd: (file: File) => actions.add.mutateAsync(file) } : {})}
      onRemove={(f) => actions.remove.mutateAsync(f.id)}
      errorText={errorText}
    />
  );
}
