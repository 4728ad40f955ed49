import type { SavedReport } from '@hcims/contracts/people';
import { Play, Trash2, Users, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../../shared/lib/router';
import { hasPermission, useSession } from '../../../../shared/lib/session';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { iconButton } from '../../../../shared/ui/button-styles';
import { Badge, DataTable } from '../../../../shared/ui/table';
import { useDeleteSavedReport, useSavedReports } from '../api';
import { formatDateTime, problemText, toProblem } from '../lib';
import { ConfirmDialog } from './confirm-dialog';

/** Saved reports the viewer can see (their own and those shared with one of their roles). */
export function SavedReportsTable({ onRun }: { onRun: (id: string) => void }) {
  const { t, i18n } = useTranslation('people');
  const permissions = useSession((s) => s.permissions);
  const saved = useSavedReports();
  const remove = useDeleteSavedReport();
  const [deleting, setDeleting] = useState<SavedReport | null>(null);
  return (
    <>
      <DataTable<SavedReport>
        caption={t('reports.savedTitle')}
        testId="saved-reports"
        rows={saved.data}
        rowKey={(r) => r.id}
        status={saved.status}
        errorMessage={saved.error ? problemText(t, toProblem(saved.error), 'reports') : undefined}
        onRetry={() => void saved.refetch()}
        rowData={(r) => ({ 'data-report': r.name })}
        columns={[
          {
            key: 'name',
            header: t('reports.savedName'),
            rowHeader: true,
            cell: (r) => (
              <span className="flex flex-col">
                <span className="font-medium">{r.name}</span>
                {r.description && <span className="text-xs text-ink-muted">{r.description}</span>}
              </span>
            ),
          },
          { key: 'owner', header: t('reports.owner'), cell: (r) => (r.mine ? t('reports.you') : r.owner.name), hideBelow: 'sm' },
          {
            key: 'shared',
            header: t('reports.sharing'),
            cell: (r) =>
              r.mine ? (
                r.sharedWithRoleIds.length > 0 ? (
                  <Badge tone="primary">
                    <Users className="me-1 size-3" aria-hidden="true" />
                    {t('reports.sharedWith', { count: r.sharedWithRoleIds.length })}
                  </Badge>
                ) : (
                  <Badge>{t('reports.private')}</Badge>
                )
              ) : (
                <Badge tone="success">{t('reports.sharedWithYou')}</Badge>
              ),
            hideBelow: 'md',
          },
          { key: 'updated', header: t('reports.updated'), cell: (r) => formatDateTime(r.updatedAt, i18n.language), hideBelow: 'lg' },
        ]}
        rowActions={(r) => (
          <>
            <button
              type="button"
              className={iconButton}
              aria-label={t('reports.runNamed', { name: r.name })}
              title={t('reports.run')}
              onClick={() => onRun(r.id)}
            >
              <Play className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            {r.mine && hasPermission(permissions, 'people.reports:update') && (
              <Link
                to={`/config_reports?saved=${r.id}`}
                className={iconButton}
                aria-label={t('reports.editNamed', { name: r.name })}
                title={t('reports.edit')}
              >
                <Wrench className="size-4" aria-hidden="true" />
              </Link>
            )}
            {r.mine && hasPermission(permissions, 'people.reports:delete') && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('reports.deleteNamed', { name: r.name })}
                title={t('reports.delete')}
                onClick={() => setDeleting(r)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            )}
          </>
        )}
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('reports.noSaved')}</p>}
      />
      {deleting && (
        <ConfirmDialog
          title={t('reports.deleteNamed', { name: deleting.name })}
          message={t('reports.deleteConfirm')}
          confirmLabel={t('reports.delete')}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
          scope="reports"
        />
      )}
    </>
  );
}
