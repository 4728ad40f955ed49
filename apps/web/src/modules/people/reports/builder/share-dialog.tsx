import type { SavedReport } from '@hcims/contracts/people';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary, iconButton } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form';
import { Modal } from '../../../../shared/ui/modal';
import { useShareSavedReport } from '../api';
import { isStale, problemText, toProblem } from '../lib';
import { RolePicker } from './role-picker';

/** Replaces the roles a saved report is shared with (its owner only). */
export function ShareDialog({
  report,
  onClose,
  onShared,
  onReload,
}: {
  report: SavedReport;
  onClose: () => void;
  onShared: (report: SavedReport) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('people');
  const titleId = useId();
  const share = useShareSavedReport();
  const [roles, setRoles] = useState<string[]>(report.sharedWithRoleIds);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const submit = () => {
    setMessage(null);
    share.mutate(
      { id: report.id, roleIds: roles, version: report.version },
      {
        onSuccess: onShared,
        onError: (error) => {
          const problem = toProblem(error);
          if (isStale(problem)) setStale(true);
          else setMessage(problemText(t, problem, 'reports'));
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      labelledBy={titleId}
      className="modal-top w-[calc(100vw-1.5rem)] sm:w-full"
      testId="share-report-dialog"
    >
      <div className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-xl">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {t('reportBuilder.shareTitle', { name: report.name })}
          </h2>
          <button type="button" className={iconButton} onClick={onClose} aria-label={t('reports.close')}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <RolePicker value={roles} onChange={setRoles} />
        {stale && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-ink"
          >
            <p>{t('reports.errors.PEOPLE_REPORT_STALE_VERSION')}</p>
            <button type="button" className={buttonSecondary} onClick={onReload}>
              {t('reports.reload')}
            </button>
          </div>
        )}
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('reports.cancel')}
          </button>
          <button type="button" className={buttonPrimary} disabled={share.isPending} onClick={submit}>
            {t('reportBuilder.share')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
