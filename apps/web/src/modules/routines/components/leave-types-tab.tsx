import type { LeaveType } from '@hcims/contracts/routines';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { formatNumber } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, iconButton } from '../../../shared/ui/button-styles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Badge, DataTable } from '../../../shared/ui/table';
import { useDeleteLeaveType, useLeaveTypes } from '../api';
import { leaveTypeName } from '../lib/labels';
import { LeaveTypeDialog } from './leave-type-dialog';

/** HR's list of leave types: allowance per year and pay; add, change, and delete unused custom ones. */
export function LeaveTypesTab() {
  const { t, i18n } = useTranslation('routines');
  const types = useLeaveTypes();
  const remove = useDeleteLeaveType();
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LeaveType | null>(null);
  const errorText = (error: unknown) => problemText(t, toProblem(error), 'errors');

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex justify-end">
        <button type="button" className={buttonPrimary} onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('types.new')}
        </button>
      </div>
      <DataTable<LeaveType>
        caption={t('types.caption')}
        testId="leave-types"
        rows={types.data}
        rowKey={(x) => x.id}
        status={types.status}
        errorMessage={types.error ? errorText(types.error) : undefined}
        onRetry={() => void types.refetch()}
        columns={[
          { key: 'name', header: t('types.name'), cell: (x) => leaveTypeName(t, x), rowHeader: true },
          {
            key: 'allowance',
            header: t('types.allowance'),
            cell: (x) =>
              x.allowanceDays === null ? t('leave.noLimit') : formatNumber(x.allowanceDays, i18n.language, { maximumFractionDigits: 1 }),
          },
          {
            key: 'paid',
            header: t('types.pay'),
            cell: (x) => <Badge tone={x.paid ? 'success' : 'neutral'}>{x.paid ? t('types.paid') : t('types.unpaid')}</Badge>,
          },
        ]}
        rowActionsLabel={t('actions.label')}
        rowActions={(x) => (
          <>
            <button
              type="button"
              className={iconButton}
              aria-label={t('actions.editNamed', { name: leaveTypeName(t, x) })}
              onClick={() => setEditing(x)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </button>
            {x.builtin === null && (
              <button
                type="button"
                className={iconButton}
                aria-label={t('actions.deleteNamed', { name: x.name })}
                onClick={() => setDeleting(x)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            )}
          </>
        )}
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('types.empty')}</p>}
      />
      {editing && <LeaveTypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('types.deleteTitle')}
          message={t('types.deleteConfirm', { name: deleting.name })}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
          errorText={errorText}
        />
      )}
    </div>
  );
}
