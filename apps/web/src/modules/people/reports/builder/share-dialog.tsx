import type { SavedReport } from '@hcims/contracts/people';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';
import { FormError } from '../../../../shared/ui/form';
import { Dialog } from '../../../../shared/ui/modal';
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
    <Dialog
      open
      onClose={onClose}
      title={t('reportBuilder.shareTitle', { name: report.name })}
      testId="share-report-dialog"
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('reports.cancel')}
          </button>
          <button type="button" className={buttonPrimary} disabled={share.isPending} onClick={submit}>
            {t('reportBuilder.share')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
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
      </div>
    </Dialog>
  );
}
