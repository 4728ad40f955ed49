import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { useTask } from '../api/tasks-queries';
import { SeriesDialog } from './series-dialog';
import { TaskFiles } from './task-files';

/**
 * What the edit page of a saved task shows besides its form: for an occurrence of a recurring
 * series, that the form changes this task only, with the way to edit the whole series; and the
 * task's files.
 */
export function TaskFormExtras({ taskId }: { taskId: string }) {
  const { t } = useTranslation('tasks');
  const task = useTask(taskId);
  const [editingSeries, setEditingSeries] = useState(false);
  const seriesId = task.data?.seriesId ?? null;
  return (
    <div className="mt-4 grid max-w-3xl gap-4">
      {seriesId && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-4" data-testid="task-occurrence">
          <Repeat className="size-4 text-ink-muted" aria-hidden="true" />
          <p className="flex-1 text-sm text-ink">{t('series.occurrenceNotice')}</p>
          <button type="button" className={buttonSecondary} onClick={() => setEditingSeries(true)}>
            {t('series.editSeries')}
          </button>
        </div>
      )}
      <TaskFiles taskId={taskId} />
      {editingSeries && seriesId && <SeriesDialog seriesId={seriesId} onClose={() => setEditingSeries(false)} />}
    </div>
  );
}
