import type { TaskSeries } from '@hcims/contracts/tasks';
import { Pencil, Square } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { iconButton } from '../../../shared/ui/button-styles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Badge, DataTable } from '../../../shared/ui/table';
import { useSeries, useStopSeries } from '../api/tasks-queries';
import { SeriesDialog } from './series-dialog';
import { PriorityBadge } from './task-badges';

/** The recurring task series of the people the user may assign to: how each recurs, its next dates, and a way to stop it. */
export function SeriesList() {
  const { t, i18n } = useTranslation('tasks');
  const series = useSeries();
  const stop = useStopSeries();
  const [stopping, setStopping] = useState<TaskSeries | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const recurrence = (s: TaskSeries) =>
    s.frequency === 'weekly'
      ? `${t('form.frequency.weekly')}: ${s.weekdays.map((d) => formatDate(`2026-03-0${d + 1}`, i18n.language, { weekday: 'short' })).join(', ')}`
      : s.frequency === 'monthly'
        ? `${t('form.frequency.monthly')}: ${s.monthDay ?? ''}`
        : t('form.frequency.daily');
  return (
    <>
      <DataTable<TaskSeries>
        caption={t('series.title')}
        testId="series-table"
        rows={series.data?.items}
        rowKey={(r) => r.id}
        status={series.status}
        fetching={series.isFetching}
        errorMessage={series.error ? problemText(t, toProblem(series.error), 'errors') : undefined}
        onRetry={() => void series.refetch()}
        columns={[
          {
            key: 'name',
            header: t('fields.name'),
            rowHeader: true,
            cell: (r) => (
              <span dir="auto" className="font-medium text-ink">
                {r.name}
              </span>
            ),
          },
          { key: 'assignee', header: t('fields.assignee'), hideBelow: 'md', cell: (r) => r.assignee.name },
          { key: 'recurs', header: t('series.recurs'), cell: recurrence },
          { key: 'priority', header: t('fields.priority'), hideBelow: 'sm', cell: (r) => <PriorityBadge priority={r.priority} /> },
          {
            key: 'next',
            header: t('series.next'),
            hideBelow: 'md',
            cell: (r) =>
              r.active
                ? r.nextOccurrences
                    .slice(0, 3)
                    .map((d) => formatDate(d, i18n.language))
                    .join(', ')
                : '—',
          },
          {
            key: 'active',
            header: t('fields.status'),
            cell: (r) => <Badge tone={r.active ? 'success' : 'neutral'}>{r.active ? t('series.active') : t('series.stopped')}</Badge>,
          },
        ]}
        rowActionsLabel={t('list.actions')}
        rowActions={(r) =>
          r.active && (
            <>
              <button
                type="button"
                className={iconButton}
                aria-label={t('series.editNamed', { name: r.name })}
                onClick={() => setEditing(r.id)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t('series.stopNamed', { name: r.name })}
                onClick={() => setStopping(r)}
              >
                <Square className="size-4" aria-hidden="true" />
              </button>
            </>
          )
        }
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('series.empty')}</p>}
      />
      <p className="mt-2 text-xs text-ink-muted">{t('series.occurrenceHint')}</p>
      {editing && <SeriesDialog seriesId={editing} onClose={() => setEditing(null)} />}
      {stopping && (
        <ConfirmDialog
          title={t('series.stopTitle')}
          message={t('series.stopConfirm', { name: stopping.name })}
          confirmLabel={t('series.stop')}
          cancelLabel={t('actions.cancel')}
          onConfirm={() => stop.mutateAsync({ id: stopping.id, version: stopping.version })}
          onClose={() => setStopping(null)}
          errorText={(e) => problemText(t, toProblem(e), 'errors')}
        />
      )}
    </>
  );
}
